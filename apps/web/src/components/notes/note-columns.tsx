import Check from '@mui/icons-material/Check';
import type { DataGridColumn } from '../data-grid';
import { formatDateTime } from '../../lib/format';
import type { NoteBase } from './api/types';
import { NoteText } from './note-text';

/** A note row of the grid: the wire note plus its text without tags (search and filters read it). */
export type NoteRow<T extends NoteBase> = T & { plaintext: string };

type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

// Text accessors answer '' rather than null: the search panel skips a column whose first row is null.
const text = (value: unknown) => (value == null ? '' : String(value));

/** The note's number on its record (a work order's notes are numbered), right-aligned. */
export const noteNumberColumn = <T extends NoteBase & { notenumber: number }>(
  header = '#',
): DataGridColumn<NoteRow<T>> => ({
  accessorKey: 'notenumber',
  header,
  size: 64,
  grow: false,
  muiTableBodyCellProps: { align: 'right' },
});

/** The note itself, formatted through the allow-list renderer; search and filters read its plain text. */
export const noteTextColumn = <T extends NoteBase>(header = 'Note'): DataGridColumn<NoteRow<T>> => ({
  id: 'note',
  accessorFn: (note) => note.plaintext,
  header,
  size: 380,
  grow: true,
  Cell: ({ row }) => <NoteText text={row.original.note} />,
  muiTableBodyCellProps: { sx: { alignItems: 'flex-start', whiteSpace: 'normal' } },
});

/** When the note was written, MM/dd/yyyy with the time, sorted by the instant itself. */
export const noteDateColumn = <T extends NoteBase>(header = 'Date'): DataGridColumn<NoteRow<T>> => ({
  id: 'createddate',
  accessorFn: (note) => formatDateTime(note.createddate),
  header,
  size: 165,
  sortingFn: (a, b) =>
    new Date(a.original.createddate).getTime() - new Date(b.original.createddate).getTime(),
});

/** A text field of the note (who wrote it, its type...), optionally with a header filter. */
export const noteFieldColumn = <T extends NoteBase>(
  key: KeysOf<T, string | null | undefined>,
  header: string,
  { size = 140, hasHeaderFilter = false }: { size?: number; hasHeaderFilter?: boolean } = {},
): DataGridColumn<NoteRow<T>> => ({
  id: key,
  accessorFn: (note) => text(note[key]),
  header,
  size,
  hasHeaderFilter,
});

/** A yes/no flag of the note (High Priority, Visible to Customer...): a check mark when set. */
export const noteFlagColumn = <T extends NoteBase>(
  key: KeysOf<T, boolean | null | undefined>,
  header: string,
): DataGridColumn<NoteRow<T>> => ({
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
