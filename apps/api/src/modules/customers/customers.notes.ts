import { desc, eq } from 'drizzle-orm';
import {
  canOpenCustomerFiles,
  customerNoteSchema,
  formatDateTime,
  type AddCustomerNoteInput,
  type CustomerNote,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { customernote } from '../../db/schema/index';
import { htmlToText, type PdfTableColumn } from '../../lib/documents/pdf';
import { addNote, type NoteOwner } from '../notes/index';
import { findCustomerById } from './customers.record.repository';
import { requireCustomer, withLockedCustomer } from './customers.guard';

// The customer's notes (spec C 2.3 "Notes", 3 "Customer note"; docs/decisions/124, 147): its adapter for
// the notes module (GET /customer/notes/:customerid and its PDF) and the one writer of customernote rows.

const noteColumns = {
  id: customernote.id,
  customerid: customernote.customerid,
  note: customernote.note,
  isvisibletocustomer: customernote.isvisibletocustomer,
  createdbyuser: customernote.createdbyuser,
  createddate: customernote.createddate,
  updateddate: customernote.updateddate,
};

function findCustomerNoteRows(db: Db, customerid: number) {
  return db
    .select(noteColumns)
    .from(customernote)
    .where(eq(customernote.customerid, customerid))
    .orderBy(desc(customernote.createddate), desc(customernote.id));
}

/** The customer as an owner of notes: Customer users (their own customer) see only isvisibletocustomer notes. */
export const customerNoteOwner: NoteOwner<CustomerNote, CustomerNote> = {
  area: 'customer',
  ownerKey: 'customerid',
  caption: 'Customer',
  tags: ['customers'],
  readRule: canOpenCustomerFiles,
  requireOwner: (options) => requireCustomer(options),
  findRows: findCustomerNoteRows,
  // Vendor and Tech users never reach a customer (the guard refuses them).
  visibility: { vendor: null, customer: 'isvisibletocustomer' },
  toWire: (_user, row) => row,
  noteSchema: customerNoteSchema,
  pdf: {
    columns: [
      { header: 'Created Date', width: 85 },
      { header: 'Created By', width: 90 },
      { header: 'Note', width: '*' },
      { header: 'Visible to Customer', width: 60 },
    ] satisfies readonly PdfTableColumn[],
    cells: (note, options) => [
      formatDateTime(note.createddate, { timeZone: options.timeZone }),
      note.createdbyuser ?? '',
      htmlToText(note.note),
      note.isvisibletocustomer ? 'Yes' : 'No',
    ],
    isSystem: () => false,
    label: async (db, customerid) => (await findCustomerById(db, customerid))?.customername,
    title: (name) => `${name} - Notes`,
  },
};

/** POST /customer/savenote: a staff note on the customer (rich text sanitized by the notes module). */
export async function addCustomerNote(options: { db: Db; user: SessionUser; input: AddCustomerNoteInput }) {
  const { db, user, input } = options;
  return withLockedCustomer({ db, user, id: input.customerid }, (tx) =>
    addNote(
      async (writer, values) => {
        const [row] = await writer.insert(customernote).values(values).returning(noteColumns);
        return row!;
      },
      tx,
      {
        customerid: input.customerid,
        note: input.note,
        isvisibletocustomer: input.isvisibletocustomer,
        createdby: user.id,
        createdbyuser: user.name,
      },
    ),
  );
}
