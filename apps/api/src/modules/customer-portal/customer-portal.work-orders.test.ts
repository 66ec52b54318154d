import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerPortalJobSiteSchema,
  ATTACHMENT_TYPE,
  NOTE_TYPE,
  PRIORITY,
  STATUS,
  TRADE,
  WORK_ORDER_MESSAGES,
  type CustomerPortalWorkOrder,
} from '@dispatchwise/shared';
import type { workorder } from '../../db/schema/index';
import { mailoutbox, workordernote } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  addWorkOrderTrades,
  attachVendor,
  createCustomerWithSite,
  createJobSite,
  createVendor,
  createWorkOrder,
  createWorkOrderAttachment,
  getWorkOrderRow,
} from '../../../test/factories/work-orders';

// The customer portal's work orders (issue 16, docs/decisions/166): details and the blank new order with
// the form's lookups, a new order through the one creation path, the partial update while Received, Add
// Note, and what the generic Notes and Attachments tabs show a customer.

const ctx = createTestContext();

let customerA: number;
let siteA: number;
let siteB: number;
let customerUser: TestUser;
let dispatcher: TestUser;
let salesRep: TestUser;
/** Customer A's orders: Dispatched with a vendor line, Received, Invoiced. Customer B's order. */
let dispatched: number;
let received: number;
let invoiced: number;
let theirs: number;

const details = (id: number, user = customerUser) =>
  ctx.as(user).get('/api/customerprofile/workorder', { query: { id } });

const newOrder = {
  briefdescription: 'Front door will not lock',
  description: '<p>The <strong>front door</strong> lock is jammed.</p><script>alert(1)</script>',
  duedate: '2030-02-01',
  priorityid: PRIORITY.High,
  ponumber: 'PO-CUST-1',
  nte: '450.00',
  tradeids: [TRADE.GeneralMaintenance],
};

beforeAll(async () => {
  const db = ctx.db;
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
  salesRep = await ctx.createUser({ roles: ['Employee'] });
  const a = await createCustomerWithSite(db, {
    dispatcherauthid: dispatcher.user_id,
    salesrepauthid: salesRep.user_id,
  });
  const b = await createCustomerWithSite(db);
  customerA = a.customer.id;
  siteA = a.jobsite.id;
  siteB = b.jobsite.id;
  await createJobSite(db, { customerid: customerA, jobsite: 'Closed store', isactive: false });
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: customerA });
  const order = (fields: Partial<typeof workorder.$inferInsert> = {}) =>
    createWorkOrder(db, {
      customerid: customerA,
      jobsiteid: siteA,
      dispatcherid: dispatcher.id,
      ...fields,
    }).then((row) => row.id);
  dispatched = await order();
  await addWorkOrderTrades(db, dispatched, [TRADE.Plumbing]);
  await attachVendor(db, {
    workorderid: dispatched,
    vendorid: (await createVendor(db)).id,
    quotedamount: '321.00',
  });
  received = await order({ statusid: STATUS.Received, briefdescription: 'Received order' });
  invoiced = await order({ statusid: STATUS.Invoiced });
  theirs = (await createWorkOrder(db, { customerid: b.customer.id, jobsiteid: siteB })).id;
});

describe('GET /customerprofile/workorder', () => {
  it('answers the header and Work Order tab of an own order, with nothing of vendors, costs or margins', async () => {
    const response = await details(dispatched);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CustomerPortalWorkOrder>();
    // Sent as JSON text (the job sites as PostgreSQL wrote them, decision 206): still what its schema says.
    expect(body.lookups.jobsites.length).toBeGreaterThan(0);
    for (const site of body.lookups.jobsites) expect(customerPortalJobSiteSchema.parse(site)).toEqual(site);
    expect(Object.keys(body).sort()).toEqual(
      [
        'briefdescription',
        'canchange',
        'createddate',
        'customerid',
        'customername',
        'description',
        'dispatchdate',
        'dispatcher',
        'duedate',
        'id',
        'jobsite',
        'jobsiteid',
        'lookups',
        'modifieddate',
        'nte',
        'ponumber',
        'priority',
        'priorityid',
        'scheduledate',
        'status',
        'statusid',
        'trades',
        'wonumber',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: dispatched,
      customerid: customerA,
      status: 'Dispatched',
      dispatcher: 'Dana Dispatch',
      nte: '750.00',
      jobsiteid: siteA,
      jobsite: { id: siteA, city: 'Austin', statecode: 'TX' },
      trades: [{ tradeid: TRADE.Plumbing, tradename: 'Plumbing' }],
      canchange: false,
    });
    expect(response.body).not.toContain('321');
  });

  it('offers only the customer own active job sites, the priorities and the four trades', async () => {
    const { lookups } = (await details(received)).json<CustomerPortalWorkOrder>();
    expect(lookups.jobsites.map((site) => site.id)).toEqual([siteA]);
    expect(lookups.priorities.map((row) => row.id)).toContain(PRIORITY.Normal);
    expect(lookups.trades.map((row) => row.tradeid).sort()).toEqual(
      [TRADE.GeneralMaintenance, TRADE.Hvac, TRADE.Plumbing, TRADE.Electrical].sort(),
    );
    expect((await details(received)).json<CustomerPortalWorkOrder>().canchange).toBe(true);
  });

  it('answers id 0 with a blank Received order of the caller customer and the same lookups', async () => {
    const response = await details(0);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: 0,
      wonumber: '',
      customerid: customerA,
      statusid: STATUS.Received,
      status: 'Received',
      canchange: true,
      trades: [],
      lookups: { jobsites: [{ id: siteA }] },
    });
  });

  it('refuses another customer order (403), a missing one (404), staff and vendors (403)', async () => {
    expect((await details(theirs)).statusCode).toBe(403);
    const missing = await details(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WORK_ORDER_MESSAGES.notFound);
    for (const role of ['Dispatchers', 'Admin', 'Vendor', 'Tech'] as const) {
      const response = await ctx
        .asRole(role)
        .get('/api/customerprofile/workorder', { query: { id: received } });
      expect(response.statusCode, role).toBe(403);
    }
    expect(
      (await ctx.anonymous.get('/api/customerprofile/workorder', { query: { id: received } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.as(customerUser).get('/api/customerprofile/workorder', { query: { id: 'x' } })).statusCode,
    ).toBe(400);
    const absent = await ctx.as(customerUser).get('/api/customerprofile/workorder');
    expect(absent.statusCode).toBe(400);
    expect(absent.json().errors).toEqual({ id: 'Work Order is required.' });
  });
});

describe('POST /customerprofile/saveworkorder', () => {
  it('creates a Received order for the caller customer only, dispatched to the customer dispatcher', async () => {
    const response = await ctx
      .as(customerUser)
      .post('/api/customerprofile/saveworkorder', { ...newOrder, jobsiteid: siteA, customerid: 999_999 });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<CustomerPortalWorkOrder>();
    expect(body).toMatchObject({
      customerid: customerA,
      statusid: STATUS.Received,
      ponumber: 'PO-CUST-1',
      nte: '450.00',
      priorityid: PRIORITY.High,
      jobsiteid: siteA,
      dispatcher: 'Dana Dispatch',
      trades: [{ tradeid: TRADE.GeneralMaintenance }],
      canchange: true,
    });
    expect(body.wonumber).not.toBe('');
    expect(body.description).toContain('<strong>front door</strong>');
    expect(body.description).not.toContain('script');
    const row = await getWorkOrderRow(ctx.db, body.id);
    expect(row).toMatchObject({
      customerid: customerA,
      dispatcherid: dispatcher.id,
      salesrepid: salesRep.id,
      receiverid: customerUser.id,
    });
    expect(row!.divisionid).not.toBeNull();
    expect(row!.requesttypeid).not.toBeNull();
    // Staff see it arrive in their list (cached lists clear on the change).
    await expect
      .poll(async () => {
        const list = await ctx.as(dispatcher).get('/api/workorder/getworkorders', {
          query: { take: 100, quick: 'all', filter: JSON.stringify(['wonumber', '=', body.wonumber]) },
        });
        return (list.json() as { data: { id: number; status: string }[] }).data;
      })
      .toEqual([expect.objectContaining({ id: body.id, status: 'Received' })]);
  });

  it('refuses another customer job site and the form fields left empty, with the form messages', async () => {
    const foreign = await ctx
      .as(customerUser)
      .post('/api/customerprofile/saveworkorder', { ...newOrder, jobsiteid: siteB });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ jobsiteid: 'Job Site is invalid.' });
    const empty = await ctx.as(customerUser).post('/api/customerprofile/saveworkorder', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      briefdescription: WORK_ORDER_MESSAGES.briefDescription,
      duedate: WORK_ORDER_MESSAGES.dueDate,
      priorityid: WORK_ORDER_MESSAGES.priority,
    });
    const trade = await ctx
      .as(customerUser)
      .post('/api/customerprofile/saveworkorder', { ...newOrder, tradeids: [TRADE.GeneralMaintenance, 1] });
    expect(trade.json().errors).toEqual({ tradeids: WORK_ORDER_MESSAGES.tradesOffered });
  });

  it('is refused to staff and vendors, who have their own calls', async () => {
    for (const role of ['Dispatchers', 'Vendor'] as const)
      expect((await ctx.asRole(role).post('/api/customerprofile/saveworkorder', newOrder)).statusCode).toBe(
        403,
      );
  });
});

describe('PUT /customerprofile/updateworkorder', () => {
  it('writes only the fields sent while the order is Received', async () => {
    const created = (
      await ctx.as(customerUser).post('/api/customerprofile/saveworkorder', { ...newOrder, jobsiteid: siteA })
    ).json<CustomerPortalWorkOrder>();
    const response = await ctx
      .as(customerUser)
      .put('/api/customerprofile/updateworkorder', { id: created.id, ponumber: 'PO-CHANGED' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CustomerPortalWorkOrder>();
    expect(body).toMatchObject({
      ponumber: 'PO-CHANGED',
      briefdescription: created.briefdescription,
      description: created.description,
      nte: '450.00',
      priorityid: PRIORITY.High,
      jobsiteid: siteA,
      trades: created.trades,
    });
    expect(body.duedate).toEqual(created.duedate);
    const cleared = await ctx
      .as(customerUser)
      .put('/api/customerprofile/updateworkorder', { id: created.id, tradeids: [], nte: null });
    expect(cleared.json()).toMatchObject({ trades: [], nte: null, ponumber: 'PO-CHANGED' });
  });

  it('answers 409 for a stale modifieddate and 400 once staff took the order up', async () => {
    const stale = await ctx.as(customerUser).put('/api/customerprofile/updateworkorder', {
      id: received,
      ponumber: 'X',
      modifieddate: '2001-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const readOnly = await ctx
      .as(customerUser)
      .put('/api/customerprofile/updateworkorder', { id: dispatched, ponumber: 'X' });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    expect((await getWorkOrderRow(ctx.db, dispatched))!.ponumber).not.toBe('X');
    const foreign = await ctx
      .as(customerUser)
      .put('/api/customerprofile/updateworkorder', { id: theirs, ponumber: 'X' });
    expect(foreign.statusCode).toBe(403);
    const site = await ctx
      .as(customerUser)
      .put('/api/customerprofile/updateworkorder', { id: received, jobsiteid: siteB });
    expect(site.json().errors).toEqual({ jobsiteid: 'Job Site is invalid.' });
  });
});

describe('POST /customerprofile/savenote and the generic Notes and Attachments tabs', () => {
  it('adds a Customer note visible to the customer and staff, never to vendors, e-mailed to the dispatcher', async () => {
    const response = await ctx.as(customerUser).post('/api/customerprofile/savenote', {
      workorderid: dispatched,
      note: 'Please call before <b>arriving</b>',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ workorderid: dispatched, isvisibletocustomer: true, message: 'Note added' });
    const [row] = await ctx.db.select().from(workordernote).where(eq(workordernote.id, body.id));
    expect(row).toMatchObject({
      notetypeid: NOTE_TYPE.Customer,
      canvendorsee: false,
      isvisibletocustomer: true,
    });
    const mails = await ctx.db
      .select()
      .from(mailoutbox)
      .where(and(eq(mailoutbox.kind, 'note'), eq(mailoutbox.to, dispatcher.email)));
    expect(mails.some((mail) => mail.text?.includes('Please call before'))).toBe(true);
  });

  it('shows the customer only notes flagged for it, and order-wide files', async () => {
    await ctx.db.insert(workordernote).values({
      workorderid: dispatched,
      notenumber: 900,
      note: 'Internal margin talk',
      notetypeid: NOTE_TYPE.Internal,
      typeid: 1,
      pertainsto: 2,
    });
    const notes = await ctx.as(customerUser).get(`/api/workorder/notes/${dispatched}`);
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.body).toContain('Please call before');
    expect(notes.body).not.toContain('Internal margin talk');
    await createWorkOrderAttachment(ctx.db, {
      workorderid: dispatched,
      attachmenttypeid: ATTACHMENT_TYPE.CustomerWorkRequest,
      path: `workorder/${dispatched}/request_20250314000000.pdf`,
    });
    const files = await ctx
      .as(customerUser)
      .get('/api/workorder/attachments', { query: { workorderid: dispatched } });
    expect(files.statusCode, files.body).toBe(200);
    expect(files.body).toContain('request_20250314000000.pdf');
    expect((await ctx.as(customerUser).get(`/api/workorder/notes/${theirs}`)).statusCode).toBe(403);
  });

  it('refuses a note on an Invoiced order, on another customer order, and an empty note', async () => {
    const onInvoiced = await ctx
      .as(customerUser)
      .post('/api/customerprofile/savenote', { workorderid: invoiced, note: 'x' });
    expect(onInvoiced.statusCode).toBe(400);
    expect(onInvoiced.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    expect(
      (await ctx.as(customerUser).post('/api/customerprofile/savenote', { workorderid: theirs, note: 'x' }))
        .statusCode,
    ).toBe(403);
    const empty = await ctx
      .as(customerUser)
      .post('/api/customerprofile/savenote', { workorderid: dispatched, note: ' ' });
    expect(empty.json().errors).toEqual({ note: 'Note is required.' });
  });
});
