import type { WorkOrderListRow } from '@dispatchwise/shared';
import { WorkOrderNoteDialog } from '../../../../entities/work-orders/dialogs';
import { savePortalNote } from '../api/portal-work-order';
import { AssignTechDialog } from './assign-tech-dialog';
import type { PortalRowAction } from './portal-row-actions';

export type PortalListDialogsProps = {
  picked: { action: PortalRowAction; row: WorkOrderListRow } | null;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The popups of My Work Orders' row menu (Add Note, Assign Tech): their own chunk, loaded when a row's menu
 * opens, so the list's first load carries no form code (docs/decisions/197).
 */
export function PortalListDialogs({ picked, onClose, onSaved }: PortalListDialogsProps) {
  return (
    <>
      {picked?.action === 'note' ? (
        <WorkOrderNoteDialog
          isOpen
          row={picked.row}
          onClose={onClose}
          onSaved={onSaved}
          savePortalNote={savePortalNote}
        />
      ) : null}
      <AssignTechDialog
        row={picked?.action === 'tech' ? picked.row : null}
        onClose={onClose}
        onSaved={onSaved}
      />
    </>
  );
}
