import { formatDateTime, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { createTablePdf, type PdfTable } from '../../lib/documents/pdf';
import { isNoteVisibleTo, type NoteOwner } from './note-owner';

/** The Notes tab of any owner (docs/decisions/111 "Notes", 124): its list and its PDF export. */

/**
 * GET /{area}/notes/:id: the owner's notes newest first, 404/403 by the owner's guard, each note
 * only when its flags show it to the user (isNoteVisibleTo), in the shape the user may read.
 */
export async function findNotes<Row extends object, Note extends object>(
  owner: NoteOwner<Row, Note>,
  options: { db: Db; user: SessionUser; ownerId: number },
): Promise<Note[]> {
  const { db, user, ownerId } = options;
  await owner.requireOwner({ db, user, id: ownerId });
  const rows = await owner.findRows(db, ownerId);
  return rows.filter((row) => isNoteVisibleTo(owner, user, row)).map((row) => owner.toWire(user, row));
}

/**
 * The PDF's table as the grid shows it: system notes only with Include System Notes, and only rows
 * whose visible text contains the search (case-insensitive).
 */
export function buildNotesPdfTable<Note extends object>(options: {
  pdf: NoteOwner<object, Note>['pdf'];
  label: string;
  notes: readonly Note[];
  includesystem: boolean;
  searchValue?: string;
  timeZone?: string;
  now?: Date;
}): PdfTable {
  const { pdf } = options;
  const search = options.searchValue?.trim().toLowerCase() ?? '';
  const rows = options.notes
    .filter((note) => options.includesystem || !pdf.isSystem(note))
    .map((note) => pdf.cells(note, { timeZone: options.timeZone }))
    .filter((cells) => !search || cells.some((cell) => cell.toLowerCase().includes(search)));
  const printed = formatDateTime(options.now ?? new Date(), { timeZone: options.timeZone });
  const subtitle = [
    `${rows.length} note${rows.length === 1 ? '' : 's'}`,
    options.includesystem ? 'system notes included' : 'system notes hidden',
    search ? `search "${options.searchValue!.trim()}"` : '',
    `printed ${printed}`,
  ]
    .filter(Boolean)
    .join(' - ');
  return { title: pdf.title(options.label), subtitle, columns: pdf.columns, rows };
}

/** A file name that is safe in a Content-Disposition header: the label's letters, digits, - and _. */
const fileNameOf = (label: string) => `${label.replace(/[^A-Za-z0-9_-]/g, '_') || 'notes'}.pdf`;

/** GET /{area}/notes/:id/pdf: the Notes grid, as filtered, on A3 landscape. */
export async function exportNotesPdf<Row extends object, Note extends object>(
  owner: NoteOwner<Row, Note>,
  options: {
    db: Db;
    user: SessionUser;
    ownerId: number;
    query: { includesystem: boolean; searchValue?: string; timeZone?: string };
  },
): Promise<{ filename: string; pdf: Buffer }> {
  const { db, ownerId, query } = options;
  const notes = await findNotes(owner, options);
  const label = (await owner.pdf.label(db, ownerId)) ?? String(ownerId);
  const table = buildNotesPdfTable({
    pdf: owner.pdf as NoteOwner<object, Note>['pdf'],
    label,
    notes,
    includesystem: query.includesystem,
    searchValue: query.searchValue,
    timeZone: query.timeZone,
  });
  return { filename: fileNameOf(label), pdf: await createTablePdf(table) };
}
