// The work-orders module's door (docs/decisions/123): what other modules may use. Everything else in
// this folder is private; `npm run lint` refuses a deep import from another module.

// Routes, registered by modules/index.ts.
export { workOrderActionRoutes } from './work-orders.actions.routes';
export { workOrderDetailRoutes } from './work-orders.detail.routes';
export { workOrderListRoutes } from './work-orders.list.routes';

// The one guard of a work order and the locked change.
export { requireWorkOrder, withLockedWorkOrder, type ReadOnlyRule } from './work-orders.guard';
export { getWorkOrderMailContext, type WorkOrderSummary } from './work-orders.repository';

// Its notes and attachments: the adapters (decision 124) and the one writer of its notes.
export { workOrderAttachmentOwner } from './work-orders.attachments';
export { insertNote, systemNote, workOrderNoteOwner, type NewNote } from './work-orders.notes';

// The list, for the dashboards' grids and cards.
export {
  workOrderList,
  workOrderListConditions,
  workOrderListQuerySchema,
  type WorkOrderListQuery,
} from './work-orders.list.service';
