import {
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteNumberColumn,
  noteTextColumn,
  NOTE_RANK,
  type NoteColumn,
  type NoteOfArea,
  type NoteRow,
} from '../../../../components/notes';

export type WorkOrderNote = NoteOfArea['workorder'];
export type WorkOrderNoteRow = NoteRow<WorkOrderNote>;

/**
 * The Notes tab's columns (spec B "Notes tab"). As the grid narrows, the e-mail lists move under the note
 * first, then the flags, the number, Pertains To... (docs/decisions/193).
 */
export const NOTE_COLUMNS: NoteColumn<WorkOrderNote>[] = [
  noteNumberColumn(),
  noteTextColumn(),
  noteFieldColumn('createdbyuser', 'Added By', { hasHeaderFilter: true }),
  noteDateColumn(),
  noteFieldColumn('type', 'Type', { size: 130, hasHeaderFilter: true }),
  noteFieldColumn('pertainstoname', 'Pertains To', { size: 120, hasHeaderFilter: true }),
  noteFlagColumn('highpriority', 'High Priority'),
  noteFlagColumn('customerupdated', 'Customer Updated'),
  noteFieldColumn('emailusers', 'Emails', { size: 180, rank: NOTE_RANK.list }),
  noteFieldColumn('emails', 'Additional', { size: 180, rank: NOTE_RANK.list }),
];
