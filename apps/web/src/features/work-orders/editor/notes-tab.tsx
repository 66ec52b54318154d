import { canAddWorkOrderNote } from '@dispatchwise/shared';
import { NotesGrid } from '../../../components/notes';
import { WorkOrderNoteDialog } from '../../../entities/work-orders/dialogs';
import { useSessionUser } from '../../../lib/session';
import { workOrderKeys } from '../api/query-keys';
import type { WorkOrderDetail } from '../api/work-order-types';
import { NOTE_COLUMNS, type WorkOrderNote } from './notes/note-columns';

const isSystemNote = (note: WorkOrderNote) => note.issystem;

/**
 * The Notes tab (spec B "Notes tab"): the generic notes grid (components/notes, decision 126) on the work
 * order, with system notes (System, Vendor Info Change) behind "Include System Notes", the PDF saved as
 * `{wonumber}.pdf` and the Work Order Note popup, which a note on an Invoiced order may not use.
 */
export function NotesTab({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  return (
    <NotesGrid
      owner={{ area: 'workorder', id: workOrder.id }}
      // A note bumps the order's modifieddate (the editor's concurrency token): the whole order refreshes.
      recordKey={workOrderKeys.detailAll(workOrder.id)}
      columns={NOTE_COLUMNS}
      isSystemNote={isSystemNote}
      pdfFileName={`${workOrder.wonumber}.pdf`}
      addNote={{
        canAdd: canAddWorkOrderNote(user, workOrder),
        renderDialog: (dialog) => <WorkOrderNoteDialog row={workOrder} {...dialog} />,
      }}
    />
  );
}
