// The work-order row actions menu, shared by the Work Orders list and the Alerts dashboard. Its popups (forms,
// with react-hook-form and zod) have their own door, `./dialogs`, so a list that imports this one does not
// load them before a click (docs/decisions/197).
export { WorkOrderRowActions, type WorkOrderRowActionsProps } from './work-order-row-actions';
export type { PortalNoteInput, WorkOrderNoteDialogProps } from './work-order-note-dialog';
export { useNoVendorToast, NO_VENDOR_FOUND } from './use-no-vendor-toast';
export {
  activeVendorLines,
  countSent,
  noticeLabel,
  noticeTargetOf,
  SEND_QUOTE_REQUEST,
  SEND_WO_TICKET,
  statusNotices,
  ticketBlockedReason,
  vendorActionsForStatus,
  type NoticeLine,
  type VendorNotice,
} from './vendor-actions';
export {
  attachVendor,
  getWorkOrderVendorLines,
  useWorkOrderVendorLines,
  vendorLinesKey,
  type AttachVendorInput,
  type VendorLine,
} from './api/vendor-lines';
export type { WorkOrderActionRow, WorkOrderActionVendor } from './types';
// The popup grids of a vendor's or customer's open orders (the portal home cards, the Vendors list).
export { OpenWorkOrdersGrid, type OpenWorkOrdersGridProps } from './open-work-orders-grid';
// The one-line legend under a work-order list (the staff list, the alerts, the portals' My Work Orders).
export { WorkOrderLegend, type LegendRow } from './work-order-legend';
export { getOpenCounts, getOpenWorkOrders, OWNER_PARAM, type OpenCount } from './api/get-open-work-orders';
export {
  dateColumn,
  moneyColumn,
  priorityColumn,
  statusColumn,
  textColumn,
  workOrderLinkColumn,
} from './popup-columns';
// One status cell, one priority cell and the past-due marks of every work-order grid (decision 191).
export {
  PAST_DUE_COLOR,
  PastDueIcon,
  PriorityCell,
  StatusChip,
  WorkOrderDateCell,
  pastDueClock,
  type PriorityRow,
  type StatusRow,
  type WorkOrderDateField,
} from './work-order-cells';
export { PAST_DUE_FILTER, PastDueCheckbox } from './past-due-filter';
export type { NoteValues } from './schemas';
// The dispatchers lookup (the reassign popup and the bulk Reassign Dispatcher page) and the sales reps one.
export { getDispatchers, useDispatchers, useSalesReps, type Dispatcher } from './api/get-dispatchers';
