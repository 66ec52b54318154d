// The work-orders module's door (docs/decisions/123): what other modules may use. Everything else in
// this folder is private; `npm run lint` refuses a deep import from another module.

// Routes, registered by modules/index.ts.
export { workOrderActionRoutes } from './work-orders.actions.routes';
export { workOrderDetailRoutes } from './work-orders.detail.routes';
export { workOrderListRoutes } from './work-orders.list.routes';

// The one guard of a work order and the locked change.
export { requireWorkOrder, withLockedWorkOrder, type ReadOnlyRule } from './work-orders.guard';
export { getWorkOrderMailContext, updateWorkOrder, type WorkOrderSummary } from './work-orders.repository';

// The one creation path (saveworkorder, the imports; docs/decisions/153, 169).
export { createWorkOrder, type WorkOrderOrigin } from './work-orders.detail.service';
// The editor's partial update (absent fields stay), for the customer portal's own orders (decision 166).
export { updateWorkOrder as updateWorkOrderFields } from './work-orders.detail.service';

// What runs when an order is created (auto-dispatch, docs/decisions/153), wired by modules/index.ts.
export { onWorkOrderCreated, type WorkOrderCreated, type WorkOrderCreatedHook } from './work-orders.created';

// Its notes and attachments: the adapters (decision 124) and the one writer of its notes.
export { workOrderAttachmentOwner } from './work-orders.attachments';
export { insertNote, systemNote, workOrderNoteOwner, type NewNote } from './work-orders.notes';
// Note e-mails through the outbox (the Add Note popups of staff and of the vendor portal).
export { findNoteRecipients, parseEmails, queueNoteEmails } from './work-orders.note-mail.service';

// The status change (its note and rules), for the technicians' check-in (docs/decisions/159).
export { updateWorkOrderStatus } from './work-orders.status.service';
// The customer's Notifications (proposal added, invoice added, status change; docs/decisions/168).
export {
  queueCustomerNotification,
  type CustomerNotificationEvent,
} from './work-orders.customer-notifications';

// Who hears about which orders on the live lists (docs/decisions/183).
export { findVisibleWorkOrderIds, workOrderEventScopeKey } from './work-orders.live';

// A vendor's orders as a list condition (the vendor portal, docs/decisions/198).
export { vendorPortalConditions } from './work-orders.access';

// The list, for the dashboards' grids and cards.
export {
  quickViewCounter,
  vendorFirstWindow,
  workOrderList,
  workOrderListConditions,
  workOrderListQuerySchema,
  type WorkOrderListQuery,
} from './work-orders.list.service';
