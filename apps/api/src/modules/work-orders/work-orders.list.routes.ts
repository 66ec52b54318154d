import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canReadAlerts, canReadWorkOrders } from '@dispatchwise/shared';
import { listAnswerSchema } from '../../lib/list-query/index';
import {
  EXPORT_FILE_NAME,
  XLSX_TYPE,
  alertsExportQuerySchema,
  exportAlerts,
  exportQuerySchema,
  exportWorkOrders,
} from './work-orders.export';
import {
  alertsQuerySchema,
  findAlerts,
  findQuickActionWorkOrders,
  findWorkOrders,
  quickActionQuerySchema,
  workOrderList,
  workOrderListQuerySchema,
} from './work-orders.list.service';

/**
 * Work-order lists (spec A sections 2 and 7, docs/decisions/081): the list with its quick filter,
 * the status quick filter, the Alerts dashboard rows and the .xlsx export of the whole result.
 * Every list is scoped to what the caller may read (Vendor/Tech, Customer) in the repository.
 */
const ALERTS_EXPORT_FILE_NAME = 'alerts.xlsx';

function sendWorkbook(reply: FastifyReply, fileName: string, stream: Readable) {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);
}

export const workOrderListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const response = { 200: listAnswerSchema };
  const canRead = { rule: canReadWorkOrders };

  app.get(
    '/workorder/getworkorders',
    { config: canRead, schema: { tags, querystring: workOrderListQuerySchema, response } },
    async (request, reply) =>
      workOrderList.send(app, request, reply, () =>
        findWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/workorder/getquickactionworkorders',
    { config: canRead, schema: { tags, querystring: quickActionQuerySchema, response } },
    async (request, reply) =>
      workOrderList.send(app, request, reply, () =>
        findQuickActionWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/dashboard/getalerts',
    { config: { rule: canReadAlerts }, schema: { tags, querystring: alertsQuerySchema, response } },
    async (request, reply) =>
      workOrderList.send(app, request, reply, () =>
        findAlerts({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/workorder/exportworkorders',
    { config: canRead, schema: { tags, querystring: exportQuerySchema } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        EXPORT_FILE_NAME,
        await exportWorkOrders({ db: app.db, user: request.user, query: request.query }),
      ),
  );
  app.get(
    '/dashboard/exportalerts',
    { config: { rule: canReadAlerts }, schema: { tags, querystring: alertsExportQuerySchema } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        ALERTS_EXPORT_FILE_NAME,
        await exportAlerts({ db: app.db, user: request.user, query: request.query }),
      ),
  );
};
