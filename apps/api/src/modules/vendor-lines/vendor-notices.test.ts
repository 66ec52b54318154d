import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@dispatchwise/shared';
import {
  mailoutbox,
  workorderevent,
  workordernote,
  workordervendor,
  type workorder,
} from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-order-actions';

// Vendor notices on a work order's vendor lines (spec B "Vendor line", docs/decisions/087): moved with
// the code from work-orders.actions.test.ts (decision 123).

const ctx = createTestContext();

let dispatcherUser: TestUser;

beforeAll(async () => {
  dispatcherUser = await ctx.createUser({
    roles: ['Dispatchers'],
    given_name: 'Dana',
    family_name: 'Dispatch',
  });
});

const newOrder = async (fields: Partial<typeof workorder.$inferInsert> = {}) => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  return createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id, ...fields });
};

const notesOf = (workorderid: number) =>
  ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid));

describe('createwoemailitem: vendor notices', () => {
  it("answers 'No Vendor Found!' for an order without vendors", async () => {
    const order = await newOrder();
    const response = await ctx.asRole('Dispatchers').post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: 1,
      actionType: 'TICKET',
      type: 'email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'No Vendor Found!' });
  });

  it('records the event and queues the notice in one go (201)', async () => {
    const order = await newOrder();
    const vendorRow = await createVendor(ctx.db, {
      dispatchemail: 'dispatch@acme.test',
      primaryemail: 'office@acme.test',
    });
    const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorRow.id });
    const response = await ctx.as(dispatcherUser).post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      actionType: 'TICKET',
      type: 'email',
      workOrderVendorId: line.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      workorderid: order.id,
      workordervendorid: line.id,
      actiontype: 'TICKET',
      type: 'email',
      to: 'dispatch@acme.test',
      vendorstatus: 'Attached',
    });
    expect(body.eventcounts.woticketcount).toBe(1);
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.id, body.mailid));
    expect(mail).toMatchObject({ kind: 'vendor_notice', to: 'dispatch@acme.test', status: 'pending' });
    expect(mail?.subject).toBe(`Work Order ${order.wonumber} - New work order: please confirm and schedule`);
    expect(mail?.text).toContain(order.ponumber!);
    expect(mail?.replyto).toBe(dispatcherUser.email);

    const again = await ctx.as(dispatcherUser).post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      actionType: 'DISPATCHED',
      type: 'email',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().eventcounts).toMatchObject({ woticketcount: 1, dispatchedcount: 1 });
  });

  it('falls back to the primary e-mail and refuses a vendor without any', async () => {
    const order = await newOrder();
    const primaryOnly = await createVendor(ctx.db, { dispatchemail: null, primaryemail: 'primary@v.test' });
    const noEmail = await createVendor(ctx.db, { dispatchemail: null, primaryemail: null });
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: primaryOnly.id });
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: noEmail.id });
    const dispatcher = ctx.asRole('Dispatchers');
    const ok = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: primaryOnly.id,
      actionType: 'TBS',
    });
    expect(ok.json().to).toBe('primary@v.test');
    const refused = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: noEmail.id,
      actionType: 'TBS',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The vendor has no e-mail address.');
  });

  it('refuses an unknown action, a vendor not on the order, and a ticket without a quote', async () => {
    const order = await newOrder();
    const vendorRow = await createVendor(ctx.db);
    const other = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorRow.id, quotedamount: '0' });
    const dispatcher = ctx.asRole('Dispatchers');
    const unknown = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      actionType: 'SPAM',
    });
    expect(unknown.json().message).toBe('Action Type is invalid.');
    const notOnOrder = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: other.id,
      actionType: 'TBS',
    });
    expect(notOnOrder.json().message).toBe('The vendor is not on this work order.');
    const ticket = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      actionType: 'TICKET',
    });
    expect(ticket.json().message).toBe(
      'Send WO Ticket needs a quoted amount and a line that is not quote only.',
    );
    const missing = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: 99999999,
      vendorId: vendorRow.id,
      actionType: 'TBS',
    });
    expect(missing.statusCode).toBe(404);
    const invoiced = await newOrder({ statusid: STATUS.Invoiced });
    await attachVendor(ctx.db, { workorderid: invoiced.id, vendorid: vendorRow.id });
    const readOnly = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: invoiced.id,
      vendorId: vendorRow.id,
      actionType: 'CWOP',
    });
    expect(readOnly.json()).toEqual({ message: 'This work order is read-only.' });
  });

  it('cancel_vendor cancels the line with its note and tells the vendor it is released', async () => {
    const order = await newOrder();
    const vendorRow = await createVendor(ctx.db);
    const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorRow.id });
    const dispatcher = ctx.asRole('Dispatchers');
    const response = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      vendorId: vendorRow.id,
      workOrderVendorId: line.id,
      actionType: 'cancel_vendor',
      type: 'email',
      note: 'Customer cancelled the visit',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().vendorstatus).toBe('Cancelled');
    const [lineRow] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, line.id));
    expect(lineRow).toMatchObject({ status: 'Cancelled', note: 'Customer cancelled the visit' });
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.id, response.json().mailid));
    expect(mail?.subject).toContain('you are released from this work order');
    expect(mail?.text).toContain('Customer cancelled the visit');
    expect((await notesOf(order.id)).some((n) => n.note.includes('cancelled'))).toBe(true);
    const twice = await dispatcher.post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      workOrderVendorId: line.id,
      actionType: 'cancel_vendor',
    });
    expect(twice.json().message).toBe('This vendor was cancelled on this work order.');
    const events = await ctx.db
      .select()
      .from(workorderevent)
      .where(
        and(eq(workorderevent.workordervendorid, line.id), eq(workorderevent.actiontype, 'cancel_vendor')),
      );
    expect(events).toHaveLength(1);
  });

  it('cancel_vendor is refused on a line whose invoice is approved', async () => {
    const order = await newOrder();
    const vendorRow = await createVendor(ctx.db);
    const line = await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendorRow.id });
    await ctx.db.update(workordervendor).set({ isapproved: true }).where(eq(workordervendor.id, line.id));
    const response = await ctx.asRole('Dispatchers').post('/api/workorder/createwoemailitem', {
      workOrderId: order.id,
      workOrderVendorId: line.id,
      actionType: 'cancel_vendor',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The vendor invoice is approved: unapprove it first.');
    const [lineRow] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, line.id));
    expect(lineRow?.status).not.toBe('Cancelled');
  });
});
