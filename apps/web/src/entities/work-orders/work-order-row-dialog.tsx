import { CancelVendorDialog } from './cancel-vendor-dialog';
import { FollowUpDateDialog } from './follow-up-date-dialog';
import { ReassignDispatcherDialog } from './reassign-dispatcher-dialog';
import { ScheduleDateDialog } from './schedule-date-dialog';
import type { WorkOrderActionRow, WorkOrderActionVendor } from './types';
import type { VendorNotice } from './vendor-actions';
import { VendorNoticeDialog } from './vendor-notice-dialog';
import { WorkOrderNoteDialog } from './work-order-note-dialog';

export type RowDialog =
  | { kind: 'reassign' }
  | { kind: 'note' }
  | { kind: 'schedule' }
  | { kind: 'followup' }
  | { kind: 'notice'; vendor: WorkOrderActionVendor; actionType: VendorNotice['actionType'] }
  | { kind: 'cancel'; vendor: WorkOrderActionVendor };

export type WorkOrderRowDialogProps = {
  dialog: RowDialog;
  row: WorkOrderActionRow;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The popup a row action opens. It is its own chunk, loaded when a row's menu first opens (forms, their
 * schemas and zod are not part of a list's first load; docs/decisions/197).
 */
export default function WorkOrderRowDialog({ dialog, row, onClose, onSaved }: WorkOrderRowDialogProps) {
  switch (dialog.kind) {
    case 'reassign':
      return <ReassignDispatcherDialog isOpen row={row} onClose={onClose} onSaved={onSaved} />;
    case 'note':
      return <WorkOrderNoteDialog isOpen row={row} onClose={onClose} onSaved={onSaved} />;
    case 'schedule':
      return <ScheduleDateDialog isOpen row={row} onClose={onClose} onSaved={onSaved} />;
    case 'followup':
      return <FollowUpDateDialog isOpen row={row} onClose={onClose} onSaved={onSaved} />;
    case 'notice':
      return (
        <VendorNoticeDialog
          isOpen
          row={row}
          vendor={dialog.vendor}
          actionType={dialog.actionType}
          onClose={onClose}
          onSaved={onSaved}
        />
      );
    case 'cancel':
      return (
        <CancelVendorDialog isOpen row={row} vendor={dialog.vendor} onClose={onClose} onSaved={onSaved} />
      );
  }
}
