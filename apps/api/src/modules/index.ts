import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './health/health.routes';
import { sessionRoutes } from './session/session.routes';
import { lookupRoutes } from './lookups/lookups.routes';
import { adminRoutes } from './admin/admin.routes';
import { accountRoutes } from './admin/account.routes';
import { errorRoutes } from './errors/errors.routes';
import { storageRoutes } from './storage/storage.routes';
import { workOrderListRoutes } from './work-orders/work-orders.list.routes';
import { viewRoutes } from './views/views.routes';
import { workOrderActionRoutes } from './work-orders/work-orders.actions.routes';
import { dashboardRoutes } from './dashboards/dashboards.routes';
import { workOrderDetailRoutes } from './work-orders/work-orders.detail.routes';
import { customerRoutes } from './customers/customers.routes';
import { workOrderNoteRoutes } from './work-orders/work-orders.notes.routes';
import { workOrderAttachmentRoutes } from './work-orders/work-orders.attachments.routes';

/**
 * Every API module, registered by app.ts under /api (behind the bearer token unless a route says
 * `config: { public: true }`). Add one line per module.
 */
export const modules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  sessionRoutes,
  lookupRoutes,
  adminRoutes,
  accountRoutes,
  errorRoutes,
  storageRoutes,
  workOrderListRoutes,
  viewRoutes,
  workOrderActionRoutes,
  dashboardRoutes,
  workOrderDetailRoutes,
  customerRoutes,
  workOrderNoteRoutes,
  workOrderAttachmentRoutes,
];
