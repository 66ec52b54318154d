import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS, WORK_ORDER_MESSAGES, type Role } from '@dispatchwise/shared';
import { workorder, workordernote, workordertrade } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  addProcedure,
  addWorkOrderTrades,
  attachVendor,
  createCustomerWithSite,
  createInvoice,
  createJobSite,
  createManagementProvider,
  createVendor,
  createWorkOrder,
  getWorkOrderRow,
} from '../../../test/factories/work-orders';

const ctx = createTestContext();

let dispatcher: TestUser;
let customerDispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
  customerDispatcher = await ctx.createUser({
    roles: ['Dispatchers'],
    given_name: 'Cass',
    family_name: 'Owner',
  });
});

const newOrder = async (fields: Partial<Parameters<typeof createWorkOrder>[1]> = {}) => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  return createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id, ...fields });
};

const validInput = (customerid: number, fields: Record<string, unknown> = {}) => ({
  customerid,
  jobsiteid: null,
  requestedby: 'Store manager',
  salesrepid: null,
  ponumber: 'PO-77',
  nte: '500.00',
  duedate: '2025-06-30',
  promisedate: null,
  scheduledate: null,
  divisionid: 0,
  statusid: 0,
  priorityid: 4,
  requesttypeid: 0,
  briefdescription: 'Replace the front door closer',
  description: '<p>Door <strong>slams</strong></p>',
  tradeids: [20, 33],
  cancelreason: null,
  ...fields,
});

describe('GET /workorder/:id', () => {
  it('answers the WorkOrderDetail with names, site, procedures, trades, provider and margin', async () => {
    const provider = await createManagementProvider(ctx.db, {
      webaddress: 'https://portal.example',
      userid: 'edc',
      password: 'secret',
    });
    const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
      managementproviderid: provider.id,
    });
    const parent = await createWorkOrder(ctx.db, { customerid: customer.id });
    const order = await createWorkOrder(ctx.db, {
      customerid: customer.id,
      jobsiteid: jobsite.id,
      dispatcherid: dispatcher.id,
      priorityid: 1,
      parentid: parent.id,
      ischild: true,
    });
    await addProcedure(ctx.db, jobsite.id, 'Sign in at the front desk', 1);
    await addProcedure(ctx.db, jobsite.id, 'Badge required', 0);
    await addWorkOrderTrades(ctx.db, order.id, [33, 20]);
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id, quotedamount: '600.00' });
    // A cancelled line was removed from the order: its quote is no cost.
    await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
      quotedamount: '900.00',
      status: 'Cancelled',
    });
    await createInvoice(ctx.db, { workorderid: order.id, amount: '1000.00' });
    await createInvoice(ctx.db, { workorderid: order.id, amount: '5000.00', isrejected: true });

    const response = await ctx.asRole('Employee').get(`/api/workorder/${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: order.id,
      wonumber: order.wonumber,
      customerid: customer.id,
      customername: customer.customername,
      jobsiteid: jobsite.id,
      dispatcherid: dispatcher.id,
      dispatcher: 'Dana Dispatch',
      priorityid: 1,
      priority: 'Emergency',
      statusid: STATUS.Dispatched,
      status: 'Dispatched',
      nte: '750.00',
      ischild: true,
      parentid: parent.id,
      parentwonumber: parent.wonumber,
      margin: '40.00%',
      managementprovider: {
        managementprovider: provider.managementprovider,
        webaddress: 'https://portal.example',
        userid: 'edc',
        password: 'secret',
      },
    });
    expect(body.jobsite).toMatchObject({ id: jobsite.id, city: 'Austin', statecode: 'TX' });
    expect(body.jobsite.customerid).toBeUndefined();
    expect(body.jobsite.procedures.map((p: { procedure: string }) => p.procedure)).toEqual([
      'Badge required',
      'Sign in at the front desk',
    ]);
    expect(body.trades.map((t: { tradename: string }) => t.tradename)).toEqual([
      'General Maintenance',
      'HVAC',
    ]);
    expect(body.trades[0]).toMatchObject({ tradeid: 20, workorderid: order.id });
    expect(new Date(body.modifieddate).getTime()).not.toBeNaN();
  });

  it('answers margin -100% without invoices and 0% without any amount; provider null when none', async () => {
    const order = await newOrder();
    const bare = await ctx.asRole('Admin').get(`/api/workorder/${order.id}`);
    expect(bare.json()).toMatchObject({
      margin: '0%',
      managementprovider: null,
      jobsite: { procedures: [] },
    });
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id, quotedamount: '10.00' });
    const costOnly = await ctx.asRole('Admin').get(`/api/workorder/${order.id}`);
    expect(costOnly.json().margin).toBe('-100%');
  });

  it('answers 401 without a token, 404 for a missing order and 400 for a non-number id', async () => {
    expect((await ctx.anonymous.get('/api/workorder/1')).statusCode).toBe(401);
    const missing = await ctx.asRole('Admin').get('/api/workorder/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WORK_ORDER_MESSAGES.notFound);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999'])
      expect((await ctx.asRole('Admin').get(`/api/workorder/${id}`)).statusCode, id).toBe(400);
  });

  it('leaves the static /workorder routes alone', async () => {
    const statuses = await ctx.asRole('Admin').get('/api/workorder/getstatuses');
    expect(statuses.statusCode).toBe(200);
    expect(Array.isArray(statuses.json())).toBe(true);
    const list = await ctx.asRole('Admin').get('/api/workorder/getworkorders', { query: { take: 10 } });
    expect(list.statusCode, list.body).toBe(200);
  });

  it('scopes Vendor users to orders with their vendor line, Tech users to those assigned to them', async () => {
    const vendor = await createVendor(ctx.db);
    const other = await createVendor(ctx.db);
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id });
    const techUser = await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id });
    const colleague = await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id });
    const mine = await newOrder();
    await attachVendor(ctx.db, { workorderid: mine.id, vendorid: vendor.id });
    await ctx.db.update(workorder).set({ techauthid: techUser.user_id }).where(eq(workorder.id, mine.id));
    const theirs = await newOrder();
    await attachVendor(ctx.db, { workorderid: theirs.id, vendorid: other.id });
    // A Tech of the vendor the order is not assigned to (docs/decisions/158).
    expect((await ctx.as(colleague).get(`/api/workorder/${mine.id}`)).statusCode).toBe(403);

    for (const user of [vendorUser, techUser]) {
      const own = await ctx.as(user).get(`/api/workorder/${mine.id}`);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).not.toHaveProperty('margin');
      expect(own.json()).not.toHaveProperty('managementprovider');
      expect((await ctx.as(user).get(`/api/workorder/${theirs.id}`)).statusCode).toBe(403);
    }
  });

  it('scopes Customer users to their customer orders', async () => {
    const mine = await newOrder();
    const theirs = await newOrder();
    const customerUser = await ctx.createUser({ roles: ['Customer'], customerid: mine.customerid });
    const own = await ctx.as(customerUser).get(`/api/workorder/${mine.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).not.toHaveProperty('margin');
    expect(own.json()).not.toHaveProperty('managementprovider');
    expect((await ctx.as(customerUser).get(`/api/workorder/${theirs.id}`)).statusCode).toBe(403);
  });
});

describe('POST /workorder/saveworkorder', () => {
  it('creates the order with the defaults on new, a number, the dispatcher and a System note', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
      dispatcherauthid: customerDispatcher.user_id,
    });
    const creator = await ctx.roleUser('Dispatchers');
    const response = await ctx
      .as(creator)
      .post(
        '/api/workorder/saveworkorder',
        validInput(customer.id, { jobsiteid: jobsite.id, divisionid: undefined }),
      );
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      customerid: customer.id,
      jobsiteid: jobsite.id,
      divisionid: 1,
      statusid: STATUS.Received,
      status: 'Received',
      requesttypeid: 1,
      priorityid: 4,
      nte: '500.00',
      ponumber: 'PO-77',
      dispatcherid: customerDispatcher.id,
      dispatcher: 'Cass Owner',
      receiverid: creator.id,
      ischild: false,
      parentid: null,
      description: '<p>Door <strong>slams</strong></p>',
    });
    expect(body.wonumber).toMatch(/^\d{6,}$/);
    expect(body.trades.map((t: { tradeid: number }) => t.tradeid).sort()).toEqual([20, 33]);
    expect(new Date(body.dispatchdate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.duedate).toBe('2025-06-30T00:00:00.000Z');
    const row = await getWorkOrderRow(ctx.db, body.id);
    expect(row.createdby).toBe(creator.id);
    expect(row.customerdispatcherid).toBe(customerDispatcher.id);
    const notes = await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, body.id));
    expect(notes).toMatchObject([{ note: 'Work order created.', notetypeid: 6 }]);
  });

  it('dispatches to the creator when the customer has no dispatcher; numbers increase', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const first = await ctx.as(dispatcher).post('/api/workorder/saveworkorder', validInput(customer.id));
    const second = await ctx.as(dispatcher).post('/api/workorder/saveworkorder', validInput(customer.id));
    expect(first.json().dispatcherid).toBe(dispatcher.id);
    expect(Number(second.json().wonumber)).toBeGreaterThan(Number(first.json().wonumber));
  });

  it('sanitizes the rich-text description', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const description =
      '<h2 onclick="x()">Title</h2><script>alert(1)</script><p><span style="font-family: Georgia; font-size: 14pt; color: red">Hi</span> <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a><img src="x"></p><ul><li><s>old</s></li></ul>';
    const response = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { description }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().description).toBe(
      '<h2>Title</h2><p><span style="font-family:Georgia;font-size:14pt">Hi</span> <a>bad</a> <a href="https://ok.example">ok</a></p><ul><li><s>old</s></li></ul>',
    );
  });

  it('answers the required-field messages keyed by field', async () => {
    const response = await ctx.asRole('Admin').post('/api/workorder/saveworkorder', {
      customerid: null,
      priorityid: null,
      duedate: '',
      briefdescription: '  ',
      tradeids: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      customerid: WORK_ORDER_MESSAGES.customer,
      duedate: WORK_ORDER_MESSAGES.dueDate,
      priorityid: WORK_ORDER_MESSAGES.priority,
      briefdescription: WORK_ORDER_MESSAGES.briefDescription,
    });
    const missing = await ctx.asRole('Admin').post('/api/workorder/saveworkorder', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ duedate: WORK_ORDER_MESSAGES.dueDate });
  });

  it('refuses trades outside 20/33/34/50, another customer job site and unknown lookups', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const { jobsite: otherSite } = await createCustomerWithSite(ctx.db);
    const trades = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { tradeids: [20, 37] }));
    expect(trades.statusCode).toBe(400);
    expect(trades.json().errors).toEqual({ tradeids: WORK_ORDER_MESSAGES.tradesOffered });
    const site = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { jobsiteid: otherSite.id }));
    expect(site.statusCode).toBe(400);
    expect(site.json()).toEqual({
      message: 'Job Site is invalid.',
      errors: { jobsiteid: 'Job Site is invalid.' },
    });
    const lookups = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { divisionid: 99, statusid: 98 }));
    expect(lookups.statusCode).toBe(400);
    expect(lookups.json().errors).toEqual({
      divisionid: 'Division is invalid.',
      statusid: 'Status is invalid.',
    });
    const unknownCustomer = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(99999999));
    expect(unknownCustomer.json().errors).toEqual({ customerid: 'Customer is invalid.' });
    const nte = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { nte: '12.345' }));
    expect(nte.json().errors).toEqual({ nte: 'NTE is invalid.' });
  });

  it('a new Cancelled order needs its reason', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const response = await ctx
      .asRole('Admin')
      .post('/api/workorder/saveworkorder', validInput(customer.id, { statusid: STATUS.Cancelled }));
    expect(response.json().errors).toEqual({ cancelreason: WORK_ORDER_MESSAGES.cancelReason });
  });

  it('answers 401 without a token and 403 to roles without add:workorder', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const body = validInput(customer.id);
    expect((await ctx.anonymous.post('/api/workorder/saveworkorder', body)).statusCode).toBe(401);
    for (const role of ['Employee', 'AccountingAdmin', 'Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).post('/api/workorder/saveworkorder', body)).statusCode, role).toBe(403);
  });
});

describe('PUT /workorder/updateworkorder', () => {
  const read = async (id: number) => (await ctx.asRole('Admin').get(`/api/workorder/${id}`)).json();

  it('saves the fields and trades, keeps status and cancel reason, and moves modifieddate', async () => {
    const order = await newOrder({
      statusid: STATUS.Dispatched,
      divisionid: 1,
      priorityid: 4,
      requesttypeid: 1,
    });
    await addWorkOrderTrades(ctx.db, order.id, [20]);
    const before = await read(order.id);
    const site = await createJobSite(ctx.db, { customerid: order.customerid });
    const response = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
      ...validInput(order.customerid, {
        jobsiteid: site.id,
        divisionid: 2,
        requesttypeid: 3,
        priorityid: 2,
        statusid: STATUS.Invoiced,
        cancelreason: 'ignored',
        tradeids: [34, 50],
        scheduledate: '2025-07-01T14:30:00.000Z',
      }),
      id: order.id,
      modifieddate: before.modifieddate,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      jobsiteid: site.id,
      divisionid: 2,
      requesttypeid: 3,
      priorityid: 2,
      statusid: STATUS.Dispatched,
      cancelreason: null,
      briefdescription: 'Replace the front door closer',
      scheduledate: '2025-07-01T14:30:00.000Z',
    });
    expect(body.trades.map((t: { tradeid: number }) => t.tradeid).sort()).toEqual([34, 50]);
    expect(body.modifieddate).not.toBe(before.modifieddate);
    const trades = await ctx.db.select().from(workordertrade).where(eq(workordertrade.workorderid, order.id));
    expect(trades).toHaveLength(2);

    // The answer's modifieddate is the token of the next update.
    const again = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
      ...validInput(order.customerid, { divisionid: 2, requesttypeid: 3, briefdescription: 'Second save' }),
      id: order.id,
      modifieddate: body.modifieddate,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().briefdescription).toBe('Second save');
  });

  it('answers 409 when the order changed since it was read', async () => {
    const order = await newOrder({ divisionid: 1, requesttypeid: 1 });
    const before = await read(order.id);
    await ctx.as(dispatcher).put(`/api/workorder/taguntag?workorderid=${order.id}`);
    const response = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
      ...validInput(order.customerid, { divisionid: 1, requesttypeid: 1 }),
      id: order.id,
      modifieddate: before.modifieddate,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(WORK_ORDER_MESSAGES.staleUpdate);
  });

  it('is refused on Invoiced and Cancelled orders', async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const order = await newOrder({ statusid, divisionid: 1, requesttypeid: 1 });
      const before = await read(order.id);
      const response = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
        ...validInput(order.customerid, { divisionid: 1, requesttypeid: 1 }),
        id: order.id,
        modifieddate: before.modifieddate,
      });
      expect(response.statusCode, String(statusid)).toBe(400);
      expect(response.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    }
  });

  it('needs the division and request type on update, and answers 404 for a missing order', async () => {
    const order = await newOrder({ divisionid: 1, requesttypeid: 1 });
    const before = await read(order.id);
    const response = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
      ...validInput(order.customerid, { divisionid: 0, requesttypeid: null }),
      id: order.id,
      modifieddate: before.modifieddate,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      divisionid: WORK_ORDER_MESSAGES.division,
      requesttypeid: WORK_ORDER_MESSAGES.requestType,
    });
    const missing = await ctx.as(dispatcher).put('/api/workorder/updateworkorder', {
      ...validInput(order.customerid),
      id: 99999999,
      modifieddate: before.modifieddate,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to roles without update:workorder', async () => {
    const order = await newOrder();
    const body = { ...validInput(order.customerid), id: order.id, modifieddate: new Date().toISOString() };
    expect((await ctx.anonymous.put('/api/workorder/updateworkorder', body)).statusCode).toBe(401);
    for (const role of ['Employee', 'Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).put('/api/workorder/updateworkorder', body)).statusCode, role).toBe(403);
  });
});

describe('GET /workorder/checkponumber', () => {
  it('lists the customer other orders with the same PO, trimmed and case-insensitive', async () => {
    const { customer } = await createCustomerWithSite(ctx.db);
    const { customer: otherCustomer } = await createCustomerWithSite(ctx.db);
    const first = await createWorkOrder(ctx.db, { customerid: customer.id, ponumber: 'PO-1234' });
    const second = await createWorkOrder(ctx.db, { customerid: customer.id, ponumber: ' po-1234 ' });
    await createWorkOrder(ctx.db, { customerid: otherCustomer.id, ponumber: 'PO-1234' });
    await createWorkOrder(ctx.db, { customerid: customer.id, ponumber: 'PO-9999' });

    const check = (query: Record<string, string | number>) =>
      ctx.asRole('Employee').get('/api/workorder/checkponumber', { query });
    const all = await check({ customerid: customer.id, ponumber: 'Po-1234 ', workorderid: 0 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ wonumbers: [first.wonumber, second.wonumber] });
    const editing = await check({ customerid: customer.id, ponumber: 'PO-1234', workorderid: first.id });
    expect(editing.json()).toEqual({ wonumbers: [second.wonumber] });
    expect((await check({ customerid: customer.id, ponumber: '' })).json()).toEqual({ wonumbers: [] });
    expect((await check({ customerid: customer.id, ponumber: 'PO-0000' })).json()).toEqual({ wonumbers: [] });
  });

  it('needs a customer, a token and a staff user', async () => {
    const missing = await ctx
      .asRole('Admin')
      .get('/api/workorder/checkponumber', { query: { ponumber: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ customerid: WORK_ORDER_MESSAGES.customer });
    const query = { customerid: 1, ponumber: 'x' };
    expect((await ctx.anonymous.get('/api/workorder/checkponumber', { query })).statusCode).toBe(401);
    for (const role of ['Vendor', 'Tech', 'Customer'] as Role[])
      expect((await ctx.asRole(role).get('/api/workorder/checkponumber', { query })).statusCode, role).toBe(
        403,
      );
  });
});
