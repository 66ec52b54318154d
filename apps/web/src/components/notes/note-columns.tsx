import Check from '@mui/icons-material/Check';
import type { ReactNode } from 'react';
import type { DataGridColumn } from '../data-grid';
import { formatDateTime } from '../../lib/format';
import type { NoteBase } from './api/types';
import { NoteText } from './note-text';

/** A note row of the grid: the wire note plus its text without tags (search and filters read it). */
export type NoteRow<T extends NoteBase> = T & { plaintext: string };

/**
 * A column of a notes grid, with what its layout per width needs (docs/decisions/193): the columns that do
 * not fit beside the note move under its text, in rank order (lower ranks keep their column longest).
 */
export type NoteColumn<T extends NoteBase> = DataGridColumn<NoteRow<T>> & {
  /** Lower keeps its own column longer as the grid narrows; the note text always keeps its column. */
  rank?: number;
  /** The value as a short line under the note when the column has moved there; nothing when empty. */
  stacked?: (note: NoteRow<T>) => ReactNode;
};

/** Ranks of the builders unless told: when and who first, then the record's fields, flags, long lists. */
export const NOTE_RANK = { date: 10, field: 20, number: 30, flag: 40, list: 50 } as const;

type KeysOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T] & string;

// Text accessors answer '' rather than null: the search panel skips a column whose first row is null.
const text = (value: unknown) => (value == null ? '' : String(value));

/** The note's number on its record (a work order's notes are numbered), right-aligned. */
export const noteNumberColumn = <T extends NoteBase & { notenumber: number }>(
  header = '#',
): NoteColumn<T> => ({
  accessorKey: 'notenumber',
  header,
  size: 64,
  grow: false,
  muiTableBodyCellProps: { align: 'right' },
  rank: NOTE_RANK.number,
  stacked: (note) => `${header === '#' ? '#' : `${header} `}${note.notenumber}`,
});

/** The note itself, formatted through the allow-list renderer; search and filters read its plain text. */
export const noteTextColumn = <T extends NoteBase>(header = 'Note'): NoteColumn<T> => ({
  id: 'note',
  accessorFn: (note) => note.plaintext,
  header,
  size: 380,
  grow: true,
  Cell: ({ row }) => <NoteText text={row.original.note} />,
  muiTableBodyCellProps: { sx: { alignItems: 'flex-start', whiteSpace: 'normal' } },
});

/** When the note was written, MM/dd/yyyy with the time, sorted by the instant itself. */
export const noteDateColumn = <T extends NoteBase>(header = 'Date'): NoteColumn<T> => ({
  id: 'createddate',
  accessorFn: (note) => formatDateTime(note.createddate),
  header,
  size: 165,
  sortingFn: (a, b) =>
    new Date(a.original.createddate).getTime() - new Date(b.original.createddate).getTime(),
  rank: NOTE_RANK.date,
  stacked: (note) => formatDateTime(note.createddate),
});

/** A text field of the note (who wrote it, its type...), optionally with a header filter. */
export const noteFieldColumn = <T extends NoteBase>(
  key: KeysOf<T, string | null | undefined>,
  header: string,
  {
    size = 140,
    hasHeaderFilter = false,
    rank = NOTE_RANK.field,
  }: { size?: number; hasHeaderFilter?: boolean; rank?: number } = {},
): NoteColumn<T> => ({
  id: key,
  accessorFn: (note) => text(note[key]),
  header,
  size,
  hasHeaderFilter,
  rank,
  stacked: (note) => (text(note[key]) ? `${header}: ${text(note[key])}` : null),
});

/** A yes/no flag of the note (High Priority, Visible to Customer...): a check mark when set. */
export const noteFlagColumn = <T extends NoteBase>(
  key: KeysOf<T, boolean | null | undefined>,
  header: string,
): NoteColumn<T> => ({
  accessorKey: key,
  header,
  size: 120,
  grow: false,
  hasHeaderFilter: true,
  Cell: ({ cell }) =>
    cell.getValue() ? <Check fontSize="small" color="success" aria-label={header} /> : null,
  muiTableBodyCellProps: { align: 'center' },
  muiTableHeadCellProps: { align: 'center' },
  rank: NOTE_RANK.flag,
  stacked: (note) =>
    note[key] ? (
      <span className="note-flag">
        <Check fontSize="inherit" color="success" aria-hidden />
        {header}
      </span>
    ) : null,
});
