import Check from '@mui/icons-material/Check';
import type { DataGridColumn } from '../../../../components/data-grid';
import { formatDateTime } from '../../../../lib/format';
import type { WorkOrderNote } from '../../api/work-order-types';
import { NoteText } from './note-text';

/** A note row of the grid: the wire note plus its text without tags (search and filters read it). */
export type NoteRow = WorkOrderNote & { plaintext: string };

const flagColumn = (key: 'highpriority' | 'customerupdated', header: string): DataGridColumn<NoteRow> => ({
  accessorKey: key,
  header,
  size: 120,
  grow: false,
  hasHeaderFilter: true,
  Cell: ({ cell }) =>
    cell.getValue() ? <Check fontSize="small" color="success" aria-label={header} /> : null,
  muiTableBodyCellProps: { align: 'center' },
  muiTableHeadCellProps: { align: 'center' },
});

// Text accessors answer '' rather than null: the search panel skips a column whose first row is null.
const text = (value: string | null | undefined) => value ?? '';

/** The Notes tab's columns (spec B "Notes tab"). */
export const NOTE_COLUMNS: DataGridColumn<NoteRow>[] = [
  {
    accessorKey: 'notenumber',
    header: '#',
    size: 64,
    grow: false,
    muiTableBodyCellProps: { align: 'right' },
  },
  {
    id: 'note',
    accessorFn: (note) => note.plaintext,
    header: 'Note',
    size: 380,
    grow: true,
    Cell: ({ row }) => <NoteText text={row.original.note} />,
    muiTableBodyCellProps: { sx: { alignItems: 'flex-start', whiteSpace: 'normal' } },
  },
  {
    id: 'createdbyuser',
    accessorFn: (note) => text(note.createdbyuser),
    header: 'Added By',
    size: 140,
    hasHeaderFilter: true,
  },
  {
    id: 'createddate',
    accessorFn: (note) => formatDateTime(note.createddate),
    header: 'Date',
    size: 165,
    // The shown text is MM/dd/yyyy: sort by the instant itself.
    sortingFn: (a, b) =>
      new Date(a.original.createddate).getTime() - new Date(b.original.createddate).getTime(),
  },
  { id: 'type', accessorFn: (note) => text(note.type), header: 'Type', size: 130, hasHeaderFilter: true },
  {
    id: 'pertainstoname',
    accessorFn: (note) => text(note.pertainstoname),
    header: 'Pertains To',
    size: 120,
    hasHeaderFilter: true,
  },
  flagColumn('highpriority', 'High Priority'),
  flagColumn('customerupdated', 'Customer Updated'),
  { id: 'emailusers', accessorFn: (note) => text(note.emailusers), header: 'Emails', size: 180 },
  { id: 'emails', accessorFn: (note) => text(note.emails), header: 'Additional', size: 180 },
];
