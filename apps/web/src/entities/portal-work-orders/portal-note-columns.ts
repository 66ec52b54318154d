import type { DataGridColumn } from '../../components/data-grid';
import {
  noteDateColumn,
  noteFieldColumn,
  noteNumberColumn,
  noteTextColumn,
  type NoteOfArea,
  type NoteRow,
} from '../../components/notes';

type PortalNoteRow = NoteRow<NoteOfArea['workorder']>;

/**
 * The portals' Notes tab columns: the note, who added it and when. The API already gives a vendor
 * only the notes flagged canvendorsee (decision 124), a customer those flagged isvisibletocustomer; who
 * else was e-mailed is staff's business.
 */
export const PORTAL_NOTE_COLUMNS: DataGridColumn<PortalNoteRow>[] = [
  noteNumberColumn(),
  noteTextColumn(),
  noteFieldColumn('createdbyuser', 'Added By', { hasHeaderFilter: true }),
  noteDateColumn(),
];
