import { canSeeNote, formatDateTime, isInternalUser, type SessionUser } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { createTablePdf, htmlToText, type PdfTable, type PdfTableColumn } from '../../lib/documents/pdf';
import { HttpError } from '../../lib/errors';
import { getWorkOrderAccess } from './work-orders.access';
import * as repository from './work-orders.notes.repository';
import type { NotesPdfQuery, WorkOrderNote } from './work-orders.notes.schemas';

/** The Notes tab (spec B section 2, docs/decisions/111 "Notes"): the list and its PDF export. */
export const WORK_ORDER_NOT_FOUND = 'Work order not found.';

/** 404 for a missing order, 403 for one the user may not see (docs/decisions/065). */
async function assertCanReadWorkOrder(db: Db, user: SessionUser, workorderid: number) {
  const access = await getWorkOrderAccess(db, user, workorderid);
  if (access === 'missing') throw new HttpError(404, WORK_ORDER_NOT_FOUND);
  if (access === 'forbidden') throw new HttpError(403, 'Forbidden');
}

function toWireNote(user: SessionUser, row: repository.NoteRow): WorkOrderNote {
  const { canvendorsee: _vendor, isvisibletocustomer: _customer, ...note } = row;
  if (isInternalUser(user)) return note;
  // Portal users never see whom else a note went to (docs/decisions/087).
  return { ...note, emails: null, emailuserids: null, emailusers: null };
}

/**
 * GET /workorder/notes/:workorderid: the order's notes newest first; Vendor/Tech users get the
 * canvendorsee ones, Customers the isvisibletocustomer ones (the shared rule canSeeNote).
 */
export async function findNotes(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
}): Promise<WorkOrderNote[]> {
  const { db, user, workorderid } = options;
  await assertCanReadWorkOrder(db, user, workorderid);
  const rows = await repository.findNotes(db, workorderid);
  return rows.filter((row) => canSeeNote(user, row)).map((row) => toWireNote(user, row));
}

/** The grid's columns, in its order (spec B "Notes tab"). */
export const NOTES_PDF_COLUMNS: readonly PdfTableColumn[] = [
  { header: '#', width: 25 },
  { header: 'Note', width: '*' },
  { header: 'Added By', width: 90 },
  { header: 'Date', width: 85 },
  { header: 'Type', width: 70 },
  { header: 'Pertains To', width: 60 },
  { header: 'High Priority', width: 45 },
  { header: 'Customer Updated', width: 55 },
  { header: 'Emails', width: 110 },
  { header: 'Additional', width: 120 },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One grid row as the PDF prints it: the note's rich text as plain text, dates MM/dd/yyyy hh:mm a. */
export function noteCells(note: WorkOrderNote, options: { timeZone?: string } = {}): string[] {
  return [
    String(note.notenumber),
    htmlToText(note.note),
    note.createdbyuser ?? '',
    formatDateTime(note.createddate, { timeZone: options.timeZone }),
    note.type,
    note.pertainstoname,
    yesNo(note.highpriority),
    yesNo(note.customerupdated),
    note.emailusers ?? '',
    note.emails ?? '',
  ];
}

/**
 * The PDF's table as the grid shows it: system notes (System, Vendor Info Change) only with
 * Include System Notes, and only rows whose visible text contains the search (case-insensitive).
 */
export function buildNotesPdfTable(options: {
  wonumber: string;
  notes: readonly WorkOrderNote[];
  includesystem: boolean;
  searchValue?: string;
  timeZone?: string;
  now?: Date;
}): PdfTable {
  const search = options.searchValue?.trim().toLowerCase() ?? '';
  const rows = options.notes
    .filter((note) => options.includesystem || !note.issystem)
    .map((note) => noteCells(note, { timeZone: options.timeZone }))
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
  return { title: `Work Order ${options.wonumber} - Notes`, subtitle, columns: NOTES_PDF_COLUMNS, rows };
}

/** A file name that is safe in a Content-Disposition header: the number's letters, digits, - and _. */
const fileNameOf = (wonumber: string) => `${wonumber.replace(/[^A-Za-z0-9_-]/g, '_') || 'notes'}.pdf`;

/** GET /workorder/notes/:workorderid/pdf: the Notes grid, as filtered, on A3 landscape. */
export async function exportNotesPdf(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
  query: NotesPdfQuery;
}): Promise<{ filename: string; pdf: Buffer }> {
  const { db, user, workorderid, query } = options;
  const notes = await findNotes({ db, user, workorderid });
  const wonumber = (await repository.getWorkOrderNumber(db, workorderid)) ?? String(workorderid);
  const table = buildNotesPdfTable({
    wonumber,
    notes,
    includesystem: query.includesystem,
    searchValue: query.searchValue,
    timeZone: query.timeZone,
  });
  return { filename: fileNameOf(wonumber), pdf: await createTablePdf(table) };
}
