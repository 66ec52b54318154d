import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TYPE,
  NOTE_TYPE,
  PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS,
  STATUS,
  SYSTEM_NOTE_TEXT,
  WORK_ORDER_MESSAGES,
} from '@dispatchwise/shared';
import { mailoutbox, workordernote } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
  createWorkOrderAttachment,
  getWorkOrderRow,
} from '../../../test/factories/work-orders';

// The vendor portal's work orders (issue 15, docs/decisions/158): details, Add Note, Assign Tech,
// Schedule Date, the Tech's scope, and what the list and the generic tabs show a vendor.

const ctx = createTestContext();

let vendorA: number;
let vendorB: number;
let vendorUser: TestUser;
let techUser: TestUser;
let otherTech: TestUser;
let techOfB: TestUser;
/** Lines of vendor A and vendor B. */
let shared: number;
let sharedLineB: number;
/** Only vendor B's line. */
let theirs: number;
/** Vendor A's line was cancelled. */
let droppedOn: number;
let invoiced: number;
let cancelled: number;

const details = (user: TestUser, id: number) =>
  ctx.as(user).get('/api/vendorprofile/workorder', { query: { id } });

beforeAll(async () => {
  const db = ctx.db;
  const { customer, jobsite } = await createCustomerWithSite(db);
  const order = (fields: Parameters<typeof createWorkOrder>[1] extends infer T ? Partial<T> : never = {}) =>
    createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id, ...fields }).then((row) => row.id);
  vendorA = (await createVendor(db, { name: 'Portal Vendor A' })).id;
  vendorB = (await createVendor(db, { name: 'Portal Vendor B' })).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  techUser = await ctx.createUser({
    roles: ['Tech'],
    vendorid: vendorA,
    given_name: 'Tina',
    family_name: 'Tech',
  });
  otherTech = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  techOfB = await ctx.createUser({ roles: ['Tech'], vendorid: vendorB });

  shared = await order({ dispatchdate: new Date('2025-03-10T15:30:00Z'), priorityid: 1 });
  await attachVendor(db, { workorderid: shared, vendorid: vendorA, quotedamount: '400.00', nte: '450.00' });
  sharedLineB = (await attachVendor(db, { workorderid: shared, vendorid: vendorB, quotedamount: '999.00' }))
    .id;
  theirs = await order();
  await attachVendor(db, { workorderid: theirs, vendorid: vendorB });
  droppedOn = await order();
  await attachVendor(db, { workorderid: droppedOn, vendorid: vendorA, status: 'Cancelled' });
  invoiced = await order({ statusid: STATUS.Invoiced, techauthid: techUser.user_id });
  await attachVendor(db, { workorderid: invoiced, vendorid: vendorA });
  cancelled = await order({ statusid: STATUS.Cancelled });
  await attachVendor(db, { workorderid: cancelled, vendorid: vendorA });
});

describe('GET /api/vendorprofile/workorder', () => {
  it('answers the header and only the caller vendor line, without the staff fields', async () => {
    const response = await details(vendorUser, shared);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: shared,
      status: 'Dispatched',
      city: 'Austin',
      statecode: 'TX',
      dispatchdate: '2025-03-10T15:30:00.000Z',
      priorityid: 1,
      priority: expect.any(String),
      briefdescription: 'Leaking roof over the entrance',
      techauthid: null,
      canchange: true,
    });
    expect(body.customername).toEqual(expect.any(String));
    expect(body.vendors).toEqual([
      expect.objectContaining({
        vendorid: vendorA,
        vendorname: 'Portal Vendor A',
        quotedamount: '400.00',
        nte: '450.00',
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('999');
    expect(body.vendors.map((line: { wovendorid: number }) => line.wovendorid)).not.toContain(sharedLineB);
    for (const field of ['nte', 'ponumber', 'margin', 'managementprovider'])
      expect(body).not.toHaveProperty(field);
  });

  it('refuses anonymous (401), staff and customers (403), another vendor order (403), unknown and dropped orders (404)', async () => {
    expect(
      (await ctx.anonymous.get('/api/vendorprofile/workorder', { query: { id: shared } })).statusCode,
    ).toBe(401);
    for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
      expect(
        (await ctx.asRole(role).get('/api/vendorprofile/workorder', { query: { id: shared } })).statusCode,
      ).toBe(403);
    expect((await details(vendorUser, theirs)).statusCode).toBe(403);
    expect((await details(techOfB, invoiced)).statusCode).toBe(403);
    const missing = await details(vendorUser, 987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WORK_ORDER_MESSAGES.notFound);
    expect((await details(vendorUser, droppedOn)).statusCode).toBe(404);
    const bad = await ctx.as(vendorUser).get('/api/vendorprofile/workorder', { query: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a Tech only the orders assigned to it, read-only when Invoiced', async () => {
    expect((await details(techUser, shared)).statusCode).toBe(404);
    const assigned = await details(techUser, invoiced);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      techauthid: techUser.user_id,
      techname: 'Tina Tech',
      canchange: false,
    });
    expect((await details(otherTech, invoiced)).statusCode).toBe(404);
  });
});

describe('POST /api/vendorprofile/savenote', () => {
  it('adds a Vendor note flagged canvendorsee, e-mails the additional addresses, staff read it', async () => {
    const response = await ctx.as(vendorUser).post('/api/vendorprofile/savenote', {
      workorderid: shared,
      note: 'Parts ordered, back Tuesday',
      emails: 'pm@customer.test, Office@Vendor.test',
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      workorderid: shared,
      canvendorsee: true,
      emailed: 2,
      message: 'Note added',
    });
    const [row] = await ctx.db.select().from(workordernote).where(eq(workordernote.id, saved.id));
    expect(row).toMatchObject({
      notetypeid: NOTE_TYPE.Vendor,
      canvendorsee: true,
      isvisibletocustomer: false,
    });
    const mail = await ctx.db
      .select()
      .from(mailoutbox)
      .where(eq(mailoutbox.idempotencykey, `note:${saved.id}:pm@customer.test`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text ?? '').toContain('Parts ordered');
    const staff = await ctx.asRole('Dispatchers').get(`/api/workorder/notes/${shared}`);
    expect(staff.json().map((note: { id: number }) => note.id)).toContain(saved.id);
  });

  it('shows the vendor only canvendorsee notes on the Notes tab', async () => {
    await ctx.asRole('Dispatchers').post('/api/workorder/savenote', {
      workorderid: shared,
      note: 'Internal margin talk',
      notetypeid: NOTE_TYPE.Internal,
      pertainsto: 2,
    });
    const notes = (await ctx.as(vendorUser).get(`/api/workorder/notes/${shared}`)).json() as {
      note: string;
    }[];
    expect(notes.map((note) => note.note)).toContain('Parts ordered, back Tuesday');
    expect(notes.map((note) => note.note)).not.toContain('Internal margin talk');
  });

  it('answers the popup messages, the read-only rule and the scope', async () => {
    const post = (user: TestUser, body: object) => ctx.as(user).post('/api/vendorprofile/savenote', body);
    const empty = await post(vendorUser, { workorderid: shared, note: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ note: 'Note is required.' });
    const badEmail = await post(vendorUser, { workorderid: shared, note: 'x', emails: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Additional Email Addresses is invalid.');
    expect((await post(vendorUser, { note: 'x' })).statusCode).toBe(400);
    const readOnly = await post(vendorUser, { workorderid: invoiced, note: 'x' });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    expect((await post(vendorUser, { workorderid: theirs, note: 'x' })).statusCode).toBe(403);
    expect((await post(techUser, { workorderid: shared, note: 'x' })).statusCode).toBe(404);
    expect(
      (await ctx.asRole('Admin').post('/api/vendorprofile/savenote', { workorderid: shared, note: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.anonymous.post('/api/vendorprofile/savenote', { workorderid: shared, note: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('PUT /api/vendorprofile/assigntech and updatescheduledate', () => {
  const assign = (user: TestUser, workorderid: number, techauthid: string | null) =>
    ctx.as(user).put('/api/vendorprofile/assigntech', { workorderid, techauthid });

  it('assigns only a tech of the vendor, after which the Tech sees the order in its list', async () => {
    const listed = async (user: TestUser) =>
      (
        (
          await ctx.as(user).get(`/api/vendorprofile/getworkorders/${vendorA}`, { query: { quick: 'all' } })
        ).json().data as { id: number }[]
      ).map((row) => row.id);
    expect(await listed(techUser)).toEqual([invoiced]);
    const response = await assign(vendorUser, shared, techUser.user_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: shared, techauthid: techUser.user_id, techname: 'Tina Tech' });
    expect((await getWorkOrderRow(ctx.db, shared)).techauthid).toBe(techUser.user_id);
    expect((await listed(techUser)).sort()).toEqual([shared, invoiced].sort());
    expect(await listed(otherTech)).toEqual([]);
    expect((await details(techUser, shared)).statusCode).toBe(200);
  });

  it('refuses techs of another vendor, users who are not techs, read-only orders and other vendors orders', async () => {
    for (const techauthid of [techOfB.user_id, vendorUser.user_id, 'no-such-user']) {
      const refused = await assign(vendorUser, shared, techauthid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ techauthid: 'Assigned Tech is invalid.' });
    }
    for (const id of [invoiced, cancelled]) {
      const readOnly = await assign(vendorUser, id, techUser.user_id);
      expect(readOnly.statusCode).toBe(400);
      expect(readOnly.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    }
    expect((await assign(vendorUser, theirs, techUser.user_id)).statusCode).toBe(403);
    expect(
      (
        await ctx
          .as(techOfB)
          .put('/api/vendorprofile/assigntech', { workorderid: droppedOn, techauthid: techOfB.user_id })
      ).statusCode,
    ).toBe(403);
    // Vendor B has a line on the shared order too, but its Tech is not assigned to it.
    expect(
      (
        await ctx
          .as(techOfB)
          .put('/api/vendorprofile/assigntech', { workorderid: shared, techauthid: techOfB.user_id })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx
          .asRole('Dispatchers')
          .put('/api/vendorprofile/assigntech', { workorderid: shared, techauthid: null })
      ).statusCode,
    ).toBe(403);
    expect((await getWorkOrderRow(ctx.db, shared)).techauthid).toBe(techUser.user_id);
  });

  it('changes the schedule date with the note "Vendor Updated", refused when read-only', async () => {
    const response = await ctx.as(techUser).put('/api/vendorprofile/updatescheduledate', {
      id: shared,
      scheduledate: '2025-04-02T14:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().scheduledate).toBe('2025-04-02T14:00:00.000Z');
    const notes = await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, shared));
    expect(notes.find((note) => note.note === SYSTEM_NOTE_TEXT.vendorUpdated)).toMatchObject({
      notetypeid: NOTE_TYPE.System,
      canvendorsee: true,
    });
    const invalid = await ctx
      .as(vendorUser)
      .put('/api/vendorprofile/updatescheduledate', { id: shared, scheduledate: 'soon' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({ scheduledate: 'Schedule Date is invalid.' });
    const readOnly = await ctx
      .as(vendorUser)
      .put('/api/vendorprofile/updatescheduledate', { id: cancelled, scheduledate: '2025-04-02' });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    expect(
      (
        await ctx
          .as(vendorUser)
          .put('/api/vendorprofile/updatescheduledate', { id: theirs, scheduledate: '2025-04-02' })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx
          .as(otherTech)
          .put('/api/vendorprofile/updatescheduledate', { id: shared, scheduledate: '2025-04-02' })
      ).statusCode,
    ).toBe(404);
  });

  it('lets the vendor clear the assigned tech', async () => {
    const response = await assign(vendorUser, shared, null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: shared, techauthid: null, techname: null });
  });
});

describe('the Attachments tab for a vendor (the work order owner, decision 124)', () => {
  it('offers the portal types and shows the vendor its own and the order-wide files, never another vendor', async () => {
    const types = (await ctx.as(vendorUser).get('/api/workorder/getattachmenttypes')).json() as {
      id: number;
    }[];
    expect(types.map((type) => type.id).sort((a, b) => a - b)).toEqual(
      [...PORTAL_WORK_ORDER_ATTACHMENT_TYPE_IDS].sort((a, b) => a - b),
    );
    const orderWide = await createWorkOrderAttachment(ctx.db, {
      workorderid: shared,
      attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
    });
    const ofB = await createWorkOrderAttachment(ctx.db, {
      workorderid: shared,
      attachmenttypeid: ATTACHMENT_TYPE.VendorInvoice,
      workordervendorid: sharedLineB,
    });
    const files = (
      await ctx.as(vendorUser).get('/api/workorder/attachments', { query: { workorderid: shared } })
    ).json() as {
      id: number;
    }[];
    expect(files.map((file) => file.id)).toContain(orderWide.id);
    expect(files.map((file) => file.id)).not.toContain(ofB.id);
  });
});
