import type { NoteArea } from '@dispatchwise/shared';
import NoteAdd from '@mui/icons-material/NoteAdd';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Checkbox, CircularProgress, FormControlLabel } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useElementWidth } from '../../lib/use-element-width';
import { DataGrid, type DataGridColumn } from '../data-grid';
import { exportNotesPdf } from './api/export-notes-pdf';
import { useNotes } from './api/get-notes';
import type { NoteBase, NoteOfArea, NoteOwner } from './api/types';
import type { NoteColumn, NoteRow } from './note-columns';
import { NOTE_TEXT_COLUMN, noteColumnId, noteLayout } from './note-layout';
import { noteToPlainText } from './note-text';

/** The owner's own Add Note popup (a work order's has types, pertains-to and e-mails). */
export type AddNoteDialogProps = { isOpen: boolean; onClose: () => void; onSaved: () => void };

export type NotesGridProps<A extends NoteArea> = {
  owner: NoteOwner<A>;
  /** The owner record's cache key: the notes load under it, and a new note refreshes the whole record. */
  recordKey?: readonly unknown[];
  /**
   * The owner's columns (built with noteTextColumn, noteDateColumn, noteFieldColumn, noteFlagColumn): those
   * that do not fit the grid's width beside the note move under its text (noteLayout).
   */
  columns: NoteColumn<NoteOfArea[A]>[];
  /** Notes the "Include System Notes" checkbox hides until ticked; no checkbox when absent. */
  isSystemNote?: (note: NoteOfArea[A]) => boolean;
  /** Export to PDF saves under this name; no button when absent. */
  pdfFileName?: string;
  /** Add Note: the owner's popup, and whether the user may add now; read-only when absent. */
  addNote?: { canAdd: boolean; renderDialog: (props: AddNoteDialogProps) => ReactNode };
};

/** The moved columns' values under a note's text, in the columns' order; nothing when all are empty. */
function StackedDetails<T extends NoteBase>({
  note,
  columns,
}: {
  note: NoteRow<T>;
  columns: NoteColumn<T>[];
}) {
  const parts = columns
    .map((column) => ({ id: noteColumnId(column), value: column.stacked?.(note) }))
    .filter(({ value }) => value !== null && value !== undefined && value !== '');
  if (parts.length === 0) return null;
  return (
    <Box
      className="note-details"
      sx={{
        mt: 0.5,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 0.25,
        fontSize: '0.75rem',
        color: 'text.secondary',
        '& .note-flag': { display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: 600 },
      }}
    >
      {parts.map(({ id, value }) => (
        <span key={id}>{value}</span>
      ))}
    </Box>
  );
}

/**
 * The grid's columns at this layout: the owner's, without the layout's own properties, and the note's cell
 * with the moved columns under its text.
 */
function useLayoutColumns<T extends NoteBase>(columns: NoteColumn<T>[], layoutKey: string) {
  return useMemo(() => {
    const [sizeText = '', stackedText = ''] = layoutKey.split('|');
    const stackedIds = stackedText ? stackedText.split(',') : [];
    const moved = columns.filter((column) => stackedIds.includes(noteColumnId(column)));
    return columns.map(({ rank: _rank, stacked: _stacked, ...column }): DataGridColumn<NoteRow<T>> => {
      const { Cell } = column;
      if (noteColumnId(column) !== NOTE_TEXT_COLUMN || moved.length === 0 || !Cell) return column;
      return {
        ...column,
        size: Number(sizeText) || column.size,
        Cell: (props) => (
          <Box sx={{ minWidth: 0, width: '100%' }}>
            {Cell(props)}
            <StackedDetails note={props.row.original} columns={moved} />
          </Box>
        ),
      };
    });
  }, [columns, layoutKey]);
}

/**
 * The Notes tab of any record (spec B "Notes tab", spec C 2.3, 2.4, 2.9; decision 124): the owner's notes
 * with search and header filters (in the browser), notes rendered through the allow-list renderer, system
 * notes only when "Include System Notes" is ticked, Export to PDF of what the grid shows, and Add Note.
 * Its columns follow its width (docs/decisions/193): what does not fit beside the note shows under it.
 */
export function NotesGrid<A extends NoteArea>({
  owner,
  recordKey = ['records', owner.area, owner.id],
  columns,
  isSystemNote,
  pdfFileName,
  addNote,
}: NotesGridProps<A>) {
  const queryClient = useQueryClient();
  const notes = useNotes(owner, recordKey);
  const [isSystemIncluded, setIsSystemIncluded] = useState(false);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  // The PDF has the rows the grid shows: the same search text.
  const searchText = useRef('');
  const [measureRef, width] = useElementWidth<HTMLDivElement>();
  // As text, so the columns are built again only when the layout changes, not at each pixel of a resize.
  const layout = noteLayout(columns, width);
  const stackedKey = layout.stacked.join(',');
  const gridColumns = useLayoutColumns(columns, `${layout.noteSize ?? ''}|${stackedKey}`);
  const layoutHiddenColumns = useMemo(() => (stackedKey ? stackedKey.split(',') : []), [stackedKey]);

  const allRows = useMemo<NoteRow<NoteOfArea[A]>[]>(
    () => (notes.data ?? []).map((note) => ({ ...note, plaintext: noteToPlainText(note.note) })),
    [notes.data],
  );
  const rows = useMemo(
    () => (!isSystemNote || isSystemIncluded ? allRows : allRows.filter((note) => !isSystemNote(note))),
    [allRows, isSystemIncluded, isSystemNote],
  );

  const handleExport = async () => {
    if (!pdfFileName) return;
    setIsExporting(true);
    try {
      await exportNotesPdf({
        owner,
        fileName: pdfFileName,
        includesystem: isSystemIncluded,
        searchValue: searchText.current,
      });
    } catch {
      // The http client has shown the failure.
    } finally {
      setIsExporting(false);
    }
  };

  // A note may change the owner (a work order's modifieddate is its editor's concurrency token).
  const handleSaved = () => void queryClient.invalidateQueries({ queryKey: recordKey });

  return (
    <Box ref={measureRef}>
      <DataGrid<NoteRow<NoteOfArea[A]>>
        columns={gridColumns}
        layoutHiddenColumns={layoutHiddenColumns}
        data={rows}
        getRowId={(note) => String(note.id)}
        isLoading={notes.isLoading}
        isFetching={notes.isFetching}
        hasHeaderFilters
        onSearchTextChange={(text) => {
          searchText.current = text;
        }}
        emptyText="No Notes"
        renderToolbarStart={
          isSystemNote
            ? () => (
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
              )
            : undefined
        }
        renderToolbarActions={() => (
          <>
            {pdfFileName ? (
              <Button
                variant="outlined"
                startIcon={isExporting ? <CircularProgress size={16} /> : <PictureAsPdf />}
                disabled={isExporting}
                onClick={() => void handleExport()}
              >
                Export to PDF
              </Button>
            ) : null}
            {addNote ? (
              <Button
                variant="contained"
                startIcon={<NoteAdd />}
                disabled={!addNote.canAdd}
                onClick={() => setIsDialogOpen(true)}
              >
                Add Note
              </Button>
            ) : null}
          </>
        )}
      />
      {addNote?.renderDialog({
        isOpen: isDialogOpen,
        onClose: () => setIsDialogOpen(false),
        onSaved: handleSaved,
      })}
    </Box>
  );
}
