import { desc, eq, sql } from 'drizzle-orm';
import {
  canReadWorkOrderNotes,
  formatDateTime,
  isInternalUser,
  NOTE_TYPE,
  NOTE_TYPES,
  PERTAINS_TO,
  workOrderNoteSchema,
  type SessionUser,
  type WorkOrderNote,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { notetype, pertainsto, users, workordernote } from '../../db/schema/index';
import { htmlToText, type PdfTableColumn } from '../../lib/documents/pdf';
import { addNote, type NoteOwner } from '../notes/index';
import { requireWorkOrder } from './work-orders.guard';
import { getWorkOrderNumber } from './work-orders.repository';

// The work order's notes (spec B section 2 "Notes tab", docs/decisions/111 and 124): its adapter for
// the notes module, and the one writer of workordernote rows.

/**
 * The notes of one work order, newest first, with the type's name and system flag, the pertains-to
 * name and the names of the users it was e-mailed to (in the order they were chosen). The portal
 * visibility flags come along for the caller's canSeeNote.
 */
async function findNoteRows(db: Db, workorderid: number) {
  return db
    .select({
      id: workordernote.id,
      notenumber: workordernote.notenumber,
      note: workordernote.note,
      typeid: workordernote.typeid,
      notetypeid: workordernote.notetypeid,
      type: notetype.name,
      pertainsto: workordernote.pertainsto,
      pertainstoname: sql<string>`coalesce(${pertainsto.name}, '')`,
      emails: workordernote.emails,
      emailuserids: workordernote.emailuserids,
      emailusers: sql<string | null>`(
        select string_agg(
          coalesce(nullif(trim(${users.given_name} || ' ' || ${users.family_name}), ''), ${users.email}),
          ', ' order by array_position(${workordernote.emailuserids}, ${users.id})
        )
        from ${users} where ${users.id} = any(${workordernote.emailuserids})
      )`,
      highpriority: workordernote.highpriority,
      customerupdated: workordernote.customerupdated,
      includecustomer: workordernote.includecustomer,
      issystem: notetype.issystem,
      canvendorsee: workordernote.canvendorsee,
      isvisibletocustomer: workordernote.isvisibletocustomer,
      createdby: workordernote.createdby,
      createdbyuser: workordernote.createdbyuser,
      createddate: workordernote.createddate,
      modifieddate: workordernote.modifieddate,
      workorderid: workordernote.workorderid,
    })
    .from(workordernote)
    .innerJoin(notetype, eq(notetype.id, workordernote.notetypeid))
    .leftJoin(pertainsto, eq(pertainsto.id, workordernote.pertainsto))
    .where(eq(workordernote.workorderid, workorderid))
    .orderBy(desc(workordernote.createddate), desc(workordernote.id));
}
export type NoteRow = Awaited<ReturnType<typeof findNoteRows>>[number];

function toWireNote(user: SessionUser, row: NoteRow): WorkOrderNote {
  const { canvendorsee: _vendor, isvisibletocustomer: _customer, ...note } = row;
  if (isInternalUser(user)) return note;
  // Portal users never see whom else a note went to (docs/decisions/087).
  return { ...note, emails: null, emailuserids: null, emailusers: null };
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

/** The work order as an owner of notes: GET /workorder/notes/:workorderid and its PDF. */
export const workOrderNoteOwner: NoteOwner<NoteRow, WorkOrderNote> = {
  area: 'workorder',
  ownerKey: 'workorderid',
  caption: 'Work Order',
  tags: ['work-orders'],
  readRule: canReadWorkOrderNotes,
  requireOwner: (options) => requireWorkOrder(options),
  findRows: findNoteRows,
  visibility: { vendor: 'canvendorsee', customer: 'isvisibletocustomer' },
  toWire: toWireNote,
  noteSchema: workOrderNoteSchema,
  pdf: {
    columns: NOTES_PDF_COLUMNS,
    cells: noteCells,
    // System and Vendor Info Change (notetype.issystem).
    isSystem: (note) => note.issystem,
    label: getWorkOrderNumber,
    title: (wonumber) => `Work Order ${wonumber} - Notes`,
  },
};

export type NewNote = Omit<
  typeof workordernote.$inferInsert,
  'id' | 'notenumber' | 'createddate' | 'modifieddate'
>;

async function insertNumberedNote(db: Db, values: NewNote) {
  const [row] = await db
    .insert(workordernote)
    .values({
      ...values,
      notenumber: sql`(select coalesce(max(${workordernote.notenumber}), 0) + 1 from ${workordernote} where ${workordernote.workorderid} = ${values.workorderid})`,
    })
    .returning();
  return row!;
}

/**
 * Adds a note to a work order, numbered after the order's last one; the caller holds the order's lock
 * (requireWorkOrder with forChange). The text is sanitized by the notes module's addNote.
 */
export const insertNote = (db: Db, values: NewNote) => addNote(insertNumberedNote, db, values);

/** A server-written System note (hidden unless Include System Notes is on, spec B "Notes tab"). */
export function systemNote(user: SessionUser, workorderid: number, note: string): NewNote {
  return {
    workorderid,
    note,
    notetypeid: NOTE_TYPE.System,
    typeid: NOTE_TYPES.find((type) => type.id === NOTE_TYPE.System)!.typeid,
    pertainsto: PERTAINS_TO.Internal,
    createdby: user.id,
    createdbyuser: user.name,
    modifiedby: user.id,
  };
}
