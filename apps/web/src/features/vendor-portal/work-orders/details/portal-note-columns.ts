import type { DataGridColumn } from '../../../../components/data-grid';
import {
  noteDateColumn,
  noteFieldColumn,
  noteNumberColumn,
  noteTextColumn,
  type NoteOfArea,
  type NoteRow,
} from '../../../../components/notes';

type PortalNoteRow = NoteRow<NoteOfArea['workorder']>;

/**
 * The Notes tab's columns for a vendor: the note, who added it and when. The API already gives a vendor
 * only the notes flagged canvendorsee (decision 124); who else was e-mailed is staff's business.
 */
export const PORTAL_NOTE_COLUMNS: DataGridColumn<PortalNoteRow>[] = [
  noteNumberColumn(),
  noteTextColumn(),
  noteFieldColumn('createdbyuser', 'Added By', { hasHeaderFilter: true }),
  noteDateColumn(),
];
