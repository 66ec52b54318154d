import type { NoteBase } from './api/types';
import type { NoteColumn } from './note-columns';

/** The note's own column: always shown, never narrower than this while other columns stand beside it. */
export const NOTE_TEXT_COLUMN = 'note';
export const NOTE_TEXT_MIN_WIDTH = 280;
/** The grid's borders and the body's scroll bar. */
const FRAME_WIDTH = 24;
/** The note column on the narrowest screens. */
const MIN_NOTE_SIZE = 200;
/** MRT's width of a column without a size. */
const DEFAULT_SIZE = 180;

export const noteColumnId = <T extends NoteBase>(column: NoteColumn<T>) =>
  column.id ?? String(column.accessorKey ?? '');

export type NoteLayout = {
  /** The columns that moved under the note text. */
  stacked: string[];
  /** The note column's size when columns moved (it grows into the rest of the width), else its own. */
  noteSize: number | undefined;
};

/**
 * The layout at this width (docs/decisions/193): beside the note's minimum width, the other columns keep
 * their own in rank order while their sizes fit; from the first that does not, they and the rest move under
 * the note, which starts at its minimum (less on a phone) and grows into the width left. An unknown width (no layout yet) keeps every column.
 */
export function noteLayout<T extends NoteBase>(
  columns: readonly NoteColumn<T>[],
  width: number | null,
): NoteLayout {
  if (width === null || width <= 0) return { stacked: [], noteSize: undefined };
  const others = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => noteColumnId(column) !== NOTE_TEXT_COLUMN)
    .sort((a, b) => (a.column.rank ?? 0) - (b.column.rank ?? 0) || a.index - b.index);
  let used = FRAME_WIDTH + NOTE_TEXT_MIN_WIDTH;
  const firstMoved = others.findIndex(({ column }) => {
    const next = used + (column.size ?? DEFAULT_SIZE);
    if (next > width) return true;
    used = next;
    return false;
  });
  if (firstMoved < 0) return { stacked: [], noteSize: undefined };
  return {
    stacked: others.slice(firstMoved).map(({ column }) => noteColumnId(column)),
    noteSize: Math.max(MIN_NOTE_SIZE, Math.min(NOTE_TEXT_MIN_WIDTH, width - FRAME_WIDTH)),
  };
}
