// The work-order popups (forms): the door beside index.ts for a screen that shows them. A list that opens one
// only after a click loads this door lazily, so its first load carries no form code (docs/decisions/197).
export {
  WorkOrderNoteDialog,
  type PortalNoteInput,
  type WorkOrderNoteDialogProps,
} from './work-order-note-dialog';
export { ScheduleDateDialog, type ScheduleDateDialogProps } from './schedule-date-dialog';
export { FollowUpDateDialog, type FollowUpDateDialogProps } from './follow-up-date-dialog';
export { ReassignDispatcherDialog, type ReassignDispatcherDialogProps } from './reassign-dispatcher-dialog';
export { VendorNoticeDialog, type VendorNoticeDialogProps } from './vendor-notice-dialog';
export { CancelVendorDialog, type CancelVendorDialogProps } from './cancel-vendor-dialog';
export { CUSTOMER_UPDATE_NOTE, EMPTY_NOTE } from './form-values';
export type { NoteValues } from './schemas';
