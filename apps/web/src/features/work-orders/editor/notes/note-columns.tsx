import {
  noteDateColumn,
  noteFieldColumn,
  noteFlagColumn,
  noteNumberColumn,
  noteTextColumn,
  type NoteOfArea,
  type NoteRow,
} from '../../../../components/notes';
import type { DataGridColumn } from '../../../../components/data-grid';

export type WorkOrderNote = NoteOfArea['workorder'];
export type WorkOrderNoteRow = NoteRow<WorkOrderNote>;

/** The Notes tab's columns (spec B "Notes tab"). */
export const NOTE_COLUMNS: DataGridColumn<WorkOrderNoteRow>[] = [
  noteNumberColumn(),
  noteTextColumn(),
  noteFieldColumn('createdbyuser', 'Added By', { hasHeaderFilter: true }),
  noteDateColumn(),
  noteFieldColumn('type', 'Type', { size: 130, hasHeaderFilter: true }),
  noteFieldColumn('pertainstoname', 'Pertains To', { size: 120, hasHeaderFilter: true }),
  noteFlagColumn('highpriority', 'High Priority'),
  noteFlagColumn('customerupdated', 'Customer Updated'),
  noteFieldColumn('emailusers', 'Emails', { size: 180 }),
  noteFieldColumn('emails', 'Additional', { size: 180 }),
];
