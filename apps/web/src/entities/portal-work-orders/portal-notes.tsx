import { canAddWorkOrderNote } from '@dispatchwise/shared';
import { NotesGrid } from '../../components/notes';
import { useSessionUser } from '../../lib/session';
import { WorkOrderNoteDialog, type PortalNoteInput } from '../work-orders/dialogs';
import { PORTAL_NOTE_COLUMNS } from './portal-note-columns';

/**
 * A portal details' Notes tab: the generic notes grid on the order (the API gives a vendor the canvendorsee
 * notes, a customer the isvisibletocustomer ones) and Add Note through the portal's own call (not on an
 * Invoiced order).
 */
export function PortalNotes({
  workOrder,
  savePortalNote,
  hasPortalEmails,
}: {
  workOrder: { id: number; wonumber: string; statusid: number };
  savePortalNote: (input: PortalNoteInput) => Promise<unknown>;
  hasPortalEmails?: boolean;
}) {
  const user = useSessionUser();
  return (
    <NotesGrid
      owner={{ area: 'workorder', id: workOrder.id }}
      columns={PORTAL_NOTE_COLUMNS}
      pdfFileName={`${workOrder.wonumber}.pdf`}
      addNote={{
        canAdd: canAddWorkOrderNote(user, workOrder),
        renderDialog: (dialog) => (
          <WorkOrderNoteDialog
            row={workOrder}
            savePortalNote={savePortalNote}
            hasPortalEmails={hasPortalEmails}
            {...dialog}
          />
        ),
      }}
    />
  );
}
