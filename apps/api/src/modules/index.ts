import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountingRoutes, quickBooksConnectionRoutes } from './accounting/index';
import { accountRoutes, adminRoutes } from './admin/index';
import { auditRoutes } from './audit/index';
import { attachmentRoutes, fileOwnerOf } from './attachments/index';
import {
  customerAttachmentOwner,
  customerNoteOwner,
  customerRecordRoutes,
  customerRoutes,
  customerTabRoutes,
} from './customers/index';
import {
  customerPortalDocumentRoutes,
  customerPortalListRoutes,
  customerPortalWorkOrderRoutes,
} from './customer-portal/index';
import { dashboardRoutes } from './dashboards/index';
import { autoDispatchWorkOrder, dispatchRoutes } from './dispatch/index';
import { errorRoutes } from './errors/index';
import { healthRoutes } from './health/index';
import { invoiceRoutes } from './invoices/index';
import { jobSiteRoutes } from './job-sites/index';
import { liveRoutes } from './live/index';
import { lookupRoutes } from './lookups/index';
import { noteRoutes } from './notes/index';
import { proposalRoutes } from './proposals/index';
import { reportRoutes } from './reports/index';
import { sessionRoutes } from './session/index';
import { storageRoutes } from './storage/index';
import { vendorLineManagementRoutes, vendorLineRoutes } from './vendor-lines/index';
import { customerTradeRateRoutes, tradeRateRoutes } from './trade-rates/index';
import { vendorComplianceRoutes } from './vendor-compliance/index';
import { vendorProposalRoutes } from './vendor-proposals/index';
import {
  vendorDocumentReviewRoutes,
  vendorPortalCheckInRoutes,
  vendorPortalDocumentRoutes,
  vendorPortalListRoutes,
  vendorPortalProfileRoutes,
  vendorPortalTechRoutes,
  vendorPortalWorkOrderRoutes,
} from './vendor-portal/index';
import { vendorAttachmentOwner, vendorNoteOwner, vendorRoutes, vendorTabRoutes } from './vendors/index';
import { viewRoutes } from './views/index';
import { workOrderImportRoutes } from './work-order-import/index';
import {
  onWorkOrderCreated,
  workOrderActionRoutes,
  workOrderAttachmentOwner,
  workOrderDetailRoutes,
  workOrderListRoutes,
  workOrderNoteOwner,
} from './work-orders/index';

/**
 * The owners of notes and attachments (docs/decisions/124): each owner module declares its adapter,
 * and this list registers its routes (GET /{area}/notes/:id, /{area}/attachments, /{area}/attachfile,
 * /{area}/updateattachment...) and its folder's SAS rule. A new owner is one line here.
 */
const attachmentOwners = [workOrderAttachmentOwner, vendorAttachmentOwner, customerAttachmentOwner];
const fileOwners = attachmentOwners.map(fileOwnerOf);

/**
 * What runs when a work order is created, in its transaction, whatever the path (saveworkorder, a
 * child, an import): auto-dispatch (docs/decisions/153). Work-orders calls these without importing
 * their modules, which import work-orders themselves.
 */
onWorkOrderCreated(autoDispatchWorkOrder);

/**
 * Every API module, registered by app.ts under /api (behind the bearer token unless a route says
 * `config: { public: true }`). Add one line per module; each is imported through its door
 * (its index.ts, docs/decisions/123).
 */
export const modules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  sessionRoutes,
  lookupRoutes,
  adminRoutes,
  accountRoutes,
  auditRoutes,
  errorRoutes,
  storageRoutes(fileOwners),
  workOrderListRoutes,
  viewRoutes,
  workOrderActionRoutes,
  vendorLineRoutes,
  vendorLineManagementRoutes,
  proposalRoutes,
  invoiceRoutes,
  vendorProposalRoutes,
  vendorComplianceRoutes,
  dashboardRoutes,
  liveRoutes,
  dispatchRoutes,
  workOrderDetailRoutes,
  workOrderImportRoutes,
  customerRoutes,
  customerRecordRoutes,
  customerTabRoutes,
  jobSiteRoutes,
  tradeRateRoutes,
  customerTradeRateRoutes,
  vendorTabRoutes,
  vendorDocumentReviewRoutes,
  vendorRoutes,
  vendorPortalProfileRoutes,
  vendorPortalTechRoutes,
  vendorPortalWorkOrderRoutes,
  vendorPortalCheckInRoutes,
  vendorPortalListRoutes,
  vendorPortalDocumentRoutes,
  customerPortalWorkOrderRoutes,
  customerPortalDocumentRoutes,
  customerPortalListRoutes,
  noteRoutes(workOrderNoteOwner),
  noteRoutes(vendorNoteOwner),
  noteRoutes(customerNoteOwner),
  ...attachmentOwners.map(attachmentRoutes),
  reportRoutes,
  accountingRoutes,
  quickBooksConnectionRoutes,
];
