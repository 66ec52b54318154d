import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOTE_TYPE, PERTAINS_TO, formatDateTime, type WorkOrderNote } from '@dispatchwise/shared';
import { mailoutbox, workorder, workordernote } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-order-actions';
import { workOrderNoteOwner } from '../work-orders/index';
import { buildNotesPdfTable } from './notes.service';

// The notes module through its work-order adapter (docs/decisions/124): GET /workorder/notes/:id,
// its PDF, and the notes the work-order popups write.

const ctx = createTestContext();

const ids = {} as { orderAX: number; orderBY: number; wonumberAX: string; customerX: number };
const people = {} as {
  dispatcher: TestUser;
  vendorA: TestUser;
  techA: TestUser;
  vendorB: TestUser;
  customerX: TestUser;
  customerY: TestUser;
};

type NoteFields = Partial<typeof workordernote.$inferInsert>;
const addNote = async (fields: NoteFields & { note: string; createddate: Date }) => {
  const [row] = await ctx.db
    .insert(workordernote)
    .values({ workorderid: ids.orderAX, notetypeid: NOTE_TYPE.Internal, typeid: 1, ...fields })
    .returning();
  return row!;
};

beforeAll(async () => {
  const x = await createCustomerWithSite(ctx.db, { contactemail: 'boss@client-x.test' });
  const y = await createCustomerWithSite(ctx.db);
  const vendorA = await createVendor(ctx.db);
  const vendorB = await createVendor(ctx.db);
  const orderAX = await createWorkOrder(ctx.db, { customerid: x.customer.id, jobsiteid: x.jobsite.id });
  const orderBY = await createWorkOrder(ctx.db, { customerid: y.customer.id, jobsiteid: y.jobsite.id });
  await attachVendor(ctx.db, { workorderid: orderAX.id, vendorid: vendorA.id });
  await attachVendor(ctx.db, { workorderid: orderBY.id, vendorid: vendorB.id });
  Object.assign(ids, {
    orderAX: orderAX.id,
    orderBY: orderBY.id,
    wonumberAX: orderAX.wonumber,
    customerX: x.customer.id,
  });
  Object.assign(people, {
    dispatcher: await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' }),
    vendorA: await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id }),
    techA: await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }),
    vendorB: await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB.id }),
    customerX: await ctx.createUser({ roles: ['Customer'], customerid: x.customer.id }),
    customerY: await ctx.createUser({ roles: ['Customer'], customerid: y.customer.id }),
  });
  // A Tech reaches only the orders assigned to it (docs/decisions/158).
  await ctx.db
    .update(workorder)
    .set({ techauthid: people.techA.user_id })
    .where(eq(workorder.id, orderAX.id));

  await addNote({
    note: 'Internal: vendor is slow',
    createddate: new Date('2025-03-01T15:00:00Z'),
    emails: 'ops@x.test',
    emailuserids: [people.dispatcher.id],
    createdbyuser: 'Dana Dispatch',
  });
  await addNote({
    note: '<p>Tech <b>arrives</b> Tuesday</p>',
    notetypeid: NOTE_TYPE.Customer,
    typeid: 2,
    pertainsto: PERTAINS_TO.Customer,
    isvisibletocustomer: true,
    includecustomer: true,
    customerupdated: true,
    createddate: new Date('2025-03-02T15:00:00Z'),
    emails: 'extra@x.test',
  });
  await addNote({
    note: 'Bring a ladder',
    notetypeid: NOTE_TYPE.Vendor,
    typeid: 2,
    pertainsto: PERTAINS_TO.Vendor,
    canvendorsee: true,
    highpriority: true,
    createddate: new Date('2025-03-03T15:00:00Z'),
  });
  await addNote({
    note: 'Work order created.',
    notetypeid: NOTE_TYPE.System,
    typeid: 2,
    createddate: new Date('2025-02-28T15:00:00Z'),
  });
});

const notesUrl = (id: number | string) => `/api/workorder/notes/${id}`;
const pdfUrl = (id: number | string) => `/api/workorder/notes/${id}/pdf`;

describe('GET /api/workorder/notes/:workorderid', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.anonymous.get(notesUrl(ids.orderAX))).statusCode).toBe(401);
    expect((await ctx.anonymous.get(pdfUrl(ids.orderAX))).statusCode).toBe(401);
  });

  it('gives staff every note, newest first, in the shape of decision 111', async () => {
    const response = await ctx.as(people.dispatcher).get(notesUrl(ids.orderAX));
    expect(response.statusCode, response.body).toBe(200);
    const notes = response.json() as WorkOrderNote[];
    expect(notes.map((n) => n.note)).toEqual([
      'Bring a ladder',
      '<p>Tech <b>arrives</b> Tuesday</p>',
      'Internal: vendor is slow',
      'Work order created.',
    ]);
    expect(notes[2]).toMatchObject({
      type: 'Internal',
      typeid: 1,
      notetypeid: NOTE_TYPE.Internal,
      pertainsto: PERTAINS_TO.Internal,
      pertainstoname: 'Internal',
      emails: 'ops@x.test',
      emailuserids: [people.dispatcher.id],
      emailusers: 'Dana Dispatch',
      issystem: false,
      createdbyuser: 'Dana Dispatch',
      createddate: '2025-03-01T15:00:00.000Z',
      workorderid: ids.orderAX,
    });
    expect(notes[1]).toMatchObject({ type: 'Customer', pertainstoname: 'Customer', customerupdated: true });
    expect(notes[3]).toMatchObject({ type: 'System', issystem: true });
    expect(Object.keys(notes[0]!)).not.toContain('canvendorsee');
    for (const role of ['Admin', 'Employee', 'AccountingAdmin'] as const) {
      expect((await ctx.asRole(role).get(notesUrl(ids.orderAX))).json()).toHaveLength(4);
    }
  });

  it('gives Vendor and Tech users only the canvendorsee notes, without addresses', async () => {
    for (const user of [people.vendorA, people.techA]) {
      const response = await ctx.as(user).get(notesUrl(ids.orderAX));
      expect(response.statusCode, response.body).toBe(200);
      const notes = response.json() as WorkOrderNote[];
      expect(notes.map((n) => n.note)).toEqual(['Bring a ladder']);
    }
  });

  it('gives Customer users only the isvisibletocustomer notes, without the addresses it went to', async () => {
    const notes = (await ctx.as(people.customerX).get(notesUrl(ids.orderAX))).json() as WorkOrderNote[];
    expect(notes.map((n) => n.note)).toEqual(['<p>Tech <b>arrives</b> Tuesday</p>']);
    expect(notes[0]).toMatchObject({ emails: null, emailuserids: null, emailusers: null });
  });

  it("refuses another vendor's or customer's order (403), a missing one (404), a bad id (400)", async () => {
    for (const user of [people.vendorB, people.customerY]) {
      expect((await ctx.as(user).get(notesUrl(ids.orderAX))).statusCode).toBe(403);
      expect((await ctx.as(user).get(pdfUrl(ids.orderAX))).statusCode).toBe(403);
    }
    const unlinked = await ctx.createUser({ roles: ['Vendor'] });
    expect((await ctx.as(unlinked).get(notesUrl(ids.orderAX))).statusCode).toBe(403);
    // A Tech of the order's vendor that the order is not assigned to (docs/decisions/158).
    const colleague = await ctx.createUser({ roles: ['Tech'], vendorid: people.techA.vendorid });
    expect((await ctx.as(colleague).get(notesUrl(ids.orderAX))).statusCode).toBe(403);
    const missing = await ctx.as(people.dispatcher).get(notesUrl(99_999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Work order not found.' });
    expect((await ctx.as(people.dispatcher).get(pdfUrl(99_999_999))).statusCode).toBe(404);
    const bad = await ctx.as(people.dispatcher).get(notesUrl('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ workorderid: 'Work Order is invalid.' });
  });

  it('refuses a user without read:workorders (403)', async () => {
    const nobody = await ctx.createUser({ roles: [] });
    expect((await ctx.as(nobody).get(notesUrl(ids.orderAX))).statusCode).toBe(403);
    expect((await ctx.as(nobody).get(pdfUrl(ids.orderAX))).statusCode).toBe(403);
  });
});

describe('GET /api/workorder/notes/:workorderid/pdf', () => {
  it('answers a PDF named after the work order number', async () => {
    const response = await ctx
      .as(people.dispatcher)
      .get(pdfUrl(ids.orderAX), { query: { includesystem: 'true', searchValue: 'ladder' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ids.wonumberAX}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers portal users too (their notes only) and checks its parameters', async () => {
    const vendor = await ctx.as(people.vendorA).get(pdfUrl(ids.orderAX));
    expect(vendor.statusCode).toBe(200);
    expect(vendor.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const bad = await ctx.as(people.dispatcher).get(pdfUrl(ids.orderAX), { query: { includesystem: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ includesystem: 'includesystem must be true or false.' });
    const zone = await ctx
      .as(people.dispatcher)
      .get(pdfUrl(ids.orderAX), { query: { timeZone: 'Mars/Base' } });
    expect(zone.json().errors).toEqual({ timeZone: 'Time zone is invalid.' });
  });
});

describe('buildNotesPdfTable: the rows the PDF prints', () => {
  const note = (fields: Partial<WorkOrderNote>): WorkOrderNote => ({
    id: 1,
    notenumber: 1,
    note: 'x',
    typeid: 1,
    notetypeid: 1,
    type: 'Internal',
    pertainsto: 2,
    pertainstoname: 'Internal',
    emails: null,
    emailuserids: null,
    emailusers: null,
    highpriority: false,
    customerupdated: false,
    includecustomer: false,
    issystem: false,
    createdby: null,
    createdbyuser: 'Dana Dispatch',
    createddate: new Date('2025-03-14T18:05:00Z'),
    modifieddate: new Date('2025-03-14T18:05:00Z'),
    workorderid: 7,
    ...fields,
  });
  const notes = [
    note({
      notenumber: 3,
      note: '<p>Roof <b>fixed</b> &amp; cleaned</p>',
      type: 'Customer',
      pertainstoname: 'Customer',
      highpriority: true,
      customerupdated: true,
      emailusers: 'Dana Dispatch, Sam Sales',
      emails: 'boss@client.test',
    }),
    note({ notenumber: 2, note: 'Vendor details changed', type: 'Vendor Info Change', issystem: true }),
    note({ notenumber: 1, note: 'Work order created.', type: 'System', issystem: true }),
  ];
  const base = {
    pdf: workOrderNoteOwner.pdf,
    label: '100123',
    notes,
    timeZone: 'America/Chicago',
    now: new Date('2025-03-15T12:00:00Z'),
  };

  it('prints the grid columns, notes as text and dates MM/dd/yyyy hh:mm a, system notes left out', () => {
    const table = buildNotesPdfTable({ ...base, includesystem: false });
    expect(table.title).toBe('Work Order 100123 - Notes');
    expect(table.columns.map((c) => c.header)).toEqual([
      '#',
      'Note',
      'Added By',
      'Date',
      'Type',
      'Pertains To',
      'High Priority',
      'Customer Updated',
      'Emails',
      'Additional',
    ]);
    expect(table.columns).toBe(workOrderNoteOwner.pdf.columns);
    expect(table.rows).toEqual([
      [
        '3',
        'Roof fixed & cleaned',
        'Dana Dispatch',
        '03/14/2025 01:05 PM',
        'Customer',
        'Customer',
        'Yes',
        'Yes',
        'Dana Dispatch, Sam Sales',
        'boss@client.test',
      ],
    ]);
    expect(formatDateTime(notes[0]!.createddate, { timeZone: 'America/Chicago' })).toBe(
      '03/14/2025 01:05 PM',
    );
    expect(table.subtitle).toContain('1 note - system notes hidden');
  });

  it('keeps System and Vendor Info Change notes with includesystem', () => {
    const table = buildNotesPdfTable({ ...base, includesystem: true });
    expect(table.rows.map((row) => row[0])).toEqual(['3', '2', '1']);
    expect(table.subtitle).toContain('system notes included');
  });

  it('keeps only rows whose visible text contains the search, ignoring case and tags', () => {
    expect(
      buildNotesPdfTable({ ...base, includesystem: true, searchValue: 'FIXED &' }).rows.map((r) => r[0]),
    ).toEqual(['3']);
    expect(
      buildNotesPdfTable({ ...base, includesystem: true, searchValue: 'sam sales' }).rows.map((r) => r[0]),
    ).toEqual(['3']);
    // "<b>" is markup, not text.
    expect(buildNotesPdfTable({ ...base, includesystem: true, searchValue: '<b>' }).rows).toEqual([]);
    expect(buildNotesPdfTable({ ...base, includesystem: false, searchValue: 'created' }).rows).toEqual([]);
  });
});

describe('savenote and the Notes tab (decisions 103 and 113)', () => {
  const mailsOf = async (noteid: number) =>
    (await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'note')))
      .filter((m) => m.idempotencykey.startsWith(`note:${noteid}:`))
      .map((m) => m.to)
      .sort();

  it('Add Customer Update: a Customer note the customer sees and receives', async () => {
    const response = await ctx.as(people.dispatcher).post('/api/workorder/savenote', {
      workorderid: ids.orderAX,
      note: 'Parts ordered, back Friday',
      notetypeid: NOTE_TYPE.Customer,
      pertainsto: PERTAINS_TO.Customer,
      includecustomer: true,
      customerupdated: true,
      emailuserids: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      type: 'Customer',
      typeid: 2,
      includecustomer: true,
      customerupdated: true,
      isvisibletocustomer: true,
    });
    expect(await mailsOf(saved.id)).toEqual(['boss@client-x.test']);
    const seen = (await ctx.as(people.customerX).get(notesUrl(ids.orderAX))).json() as WorkOrderNote[];
    expect(seen[0]).toMatchObject({ id: saved.id, customerupdated: true, type: 'Customer' });
  });

  it('a Customer note without Include Customer is visible to the customer but not e-mailed to them', async () => {
    const response = await ctx.as(people.dispatcher).post('/api/workorder/savenote', {
      workorderid: ids.orderAX,
      note: 'Quiet update',
      notetypeid: NOTE_TYPE.Customer,
      pertainsto: PERTAINS_TO.Customer,
    });
    expect(response.json()).toMatchObject({ isvisibletocustomer: true, includecustomer: false, emailed: 0 });
    const seen = (await ctx.as(people.customerX).get(notesUrl(ids.orderAX))).json() as WorkOrderNote[];
    expect(seen.map((n) => n.id)).toContain(response.json().id);
  });

  it('an Internal note stays internal whatever the popup sent', async () => {
    const response = await ctx.as(people.dispatcher).post('/api/workorder/savenote', {
      workorderid: ids.orderAX,
      note: 'Margin is thin',
      typeid: 1,
      pertainsto: PERTAINS_TO.Internal,
      includecustomer: true,
      emails: 'someone@x.test',
    });
    const saved = response.json();
    expect(saved).toMatchObject({
      emails: null,
      includecustomer: false,
      isvisibletocustomer: false,
      emailed: 0,
    });
    for (const user of [people.customerX, people.vendorA]) {
      const seen = (await ctx.as(user).get(notesUrl(ids.orderAX))).json() as WorkOrderNote[];
      expect(seen.map((n) => n.id)).not.toContain(saved.id);
    }
  });
});
