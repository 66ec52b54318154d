import { desc, eq } from 'drizzle-orm';
import {
  canOpenVendorDetails,
  formatDateTime,
  vendorNoteSchema,
  type AddVendorNoteInput,
  type SessionUser,
  type VendorNote,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { vendor, vendornote } from '../../db/schema/index';
import { htmlToText, type PdfTableColumn } from '../../lib/documents/pdf';
import { addNote, type NoteOwner } from '../notes/index';
import { requireVendor, withLockedVendor } from './vendors.guard';

// The vendor's notes (spec C 2.4 "Notes", 3 "Vendor note"; docs/decisions/124, 142): its adapter for the
// notes module (GET /vendor/notes/:vendorid and its PDF) and the one writer of vendornote rows.

const noteColumns = {
  id: vendornote.id,
  vendorid: vendornote.vendorid,
  note: vendornote.note,
  cancustomersee: vendornote.cancustomersee,
  canvendorsee: vendornote.canvendorsee,
  createdbyname: vendornote.createdbyname,
  createdbyauthid: vendornote.createdbyauthid,
  createddate: vendornote.createddate,
  updateddate: vendornote.updateddate,
};

function findVendorNoteRows(db: Db, vendorid: number) {
  return db
    .select(noteColumns)
    .from(vendornote)
    .where(eq(vendornote.vendorid, vendorid))
    .orderBy(desc(vendornote.createddate), desc(vendornote.id));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

async function getVendorName(db: Db, vendorid: number) {
  const [row] = await db.select({ name: vendor.name }).from(vendor).where(eq(vendor.id, vendorid));
  return row?.name;
}

/** The vendor as an owner of notes: Vendor and Tech users (their own vendor) see only canvendorsee notes. */
export const vendorNoteOwner: NoteOwner<VendorNote, VendorNote> = {
  area: 'vendor',
  ownerKey: 'vendorid',
  caption: 'Vendor',
  tags: ['vendors'],
  readRule: canOpenVendorDetails,
  requireOwner: (options) => requireVendor(options),
  findRows: findVendorNoteRows,
  // Customer users never reach a vendor (the guard refuses them).
  visibility: { vendor: 'canvendorsee', customer: null },
  toWire: (_user, row) => row,
  noteSchema: vendorNoteSchema,
  pdf: {
    columns: [
      { header: 'Created Date', width: 85 },
      { header: 'Created By', width: 90 },
      { header: 'Note', width: '*' },
      { header: 'Customer Can See', width: 55 },
      { header: 'Vendor Can See', width: 55 },
    ] satisfies readonly PdfTableColumn[],
    cells: (note, options) => [
      formatDateTime(note.createddate, { timeZone: options.timeZone }),
      note.createdbyname ?? '',
      htmlToText(note.note),
      yesNo(note.cancustomersee),
      yesNo(note.canvendorsee),
    ],
    isSystem: () => false,
    label: getVendorName,
    title: (name) => `${name} - Notes`,
  },
};

/** POST /vendor/savenote: a staff note on the vendor (rich text sanitized by the notes module). */
export async function addVendorNote(options: { db: Db; user: SessionUser; input: AddVendorNoteInput }) {
  const { db, user, input } = options;
  return withLockedVendor({ db, user, id: input.vendorid }, (tx) =>
    addNote(
      async (writer, values) => {
        const [row] = await writer.insert(vendornote).values(values).returning(noteColumns);
        return row!;
      },
      tx,
      {
        vendorid: input.vendorid,
        note: input.note,
        canvendorsee: input.canvendorsee,
        cancustomersee: input.cancustomersee,
        createdbyname: user.name,
        createdbyauthid: user.user_id,
      },
    ),
  );
}
