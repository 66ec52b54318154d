import { canAddWorkOrderNote } from '@dispatchwise/shared';
import NoteAdd from '@mui/icons-material/NoteAdd';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Button, Checkbox, CircularProgress, FormControlLabel } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { DataGrid } from '../../../components/data-grid';
import { WorkOrderNoteDialog } from '../../../entities/work-orders';
import { useSessionUser } from '../../../lib/session';
import { exportNotesPdf } from '../api/export-notes-pdf';
import { useNotes } from '../api/get-notes';
import { workOrderKeys } from '../api/query-keys';
import type { WorkOrderDetail } from '../api/work-order-types';
import { NOTE_COLUMNS, type NoteRow } from './notes/note-columns';
import { noteToPlainText } from './notes/note-text';

/**
 * The Notes tab (spec B "Notes tab"): the order's notes with search and header filters, system notes
 * (System, Vendor Info Change) only when "Include System Notes" is ticked, export to PDF and Add Note.
 */
export function NotesTab({ workOrder }: { workOrder: WorkOrderDetail }) {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const notes = useNotes(workOrder.id);
  const [isSystemIncluded, setIsSystemIncluded] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  // The PDF has the rows the grid shows: the same search text.
  const searchText = useRef('');

  const allRows = useMemo<NoteRow[]>(
    () => (notes.data ?? []).map((note) => ({ ...note, plaintext: noteToPlainText(note.note) })),
    [notes.data],
  );
  const rows = useMemo(
    () => (isSystemIncluded ? allRows : allRows.filter((note) => !note.issystem)),
    [allRows, isSystemIncluded],
  );
  const canAddNote = canAddWorkOrderNote(user, workOrder);

  const handleExport = async () => {
    setIsExporting(true);
    try {
      await exportNotesPdf({
        workorderid: workOrder.id,
        wonumber: workOrder.wonumber,
        includesystem: isSystemIncluded,
        searchValue: searchText.current,
      });
    } catch {
      // The http client has shown the failure.
    } finally {
      setIsExporting(false);
    }
  };

  // A note bumps the order's modifieddate (the editor's concurrency token): refresh the whole order.
  const handleSaved = () =>
    void queryClient.invalidateQueries({ queryKey: workOrderKeys.detailAll(workOrder.id) });

  return (
    <>
      <DataGrid<NoteRow>
        columns={NOTE_COLUMNS}
        data={rows}
        getRowId={(note) => String(note.id)}
        isLoading={notes.isLoading}
        isFetching={notes.isFetching}
        hasHeaderFilters
        onSearchTextChange={(text) => {
          searchText.current = text;
        }}
        emptyText="No Notes"
        renderToolbarStart={() => (
          <FormControlLabel
            label="Include System Notes"
            control={
              <Checkbox
                size="small"
                checked={isSystemIncluded}
                onChange={(event) => setIsSystemIncluded(event.target.checked)}
              />
            }
          />
        )}
        renderToolbarActions={() => (
          <>
            <Button
              variant="outlined"
              startIcon={isExporting ? <CircularProgress size={16} /> : <PictureAsPdf />}
              disabled={isExporting}
              onClick={() => void handleExport()}
            >
              Export to PDF
            </Button>
            <Button
              variant="contained"
              startIcon={<NoteAdd />}
              disabled={!canAddNote}
              onClick={() => setIsDialogOpen(true)}
            >
              Add Note
            </Button>
          </>
        )}
      />
      <WorkOrderNoteDialog
        isOpen={isDialogOpen}
        row={workOrder}
        onClose={() => setIsDialogOpen(false)}
        onSaved={handleSaved}
      />
    </>
  );
}
