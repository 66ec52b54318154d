import { desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REOPEN_STATUS_ID, STATUS, WORK_ORDER_MESSAGES, type Role } from '@dispatchwise/shared';
import { mailoutbox, workordernote } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  addCustomerContact,
  addWorkOrderTrades,
  createCustomerWithSite,
  createWorkOrder,
  getWorkOrderRow,
} from '../../../test/factories/work-orders';

const ctx = createTestContext();

let dispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
});

const newOrder = async (fields: Partial<Parameters<typeof createWorkOrder>[1]> = {}) => {
  const { customer, jobsite } = await createCustomerWithSite(ctx.db);
  return createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id, ...fields });
};

const notesOf = (workorderid: number) =>
  ctx.db
    .select()
    .from(workordernote)
    .where(eq(workordernote.workorderid, workorderid))
    .orderBy(desc(workordernote.id));

const statusChange = (workorderid: number, fields: Record<string, unknown> = {}) => ({
  workorderid,
  statusid: STATUS.TOS,
  note: 'Tech arrived',
  type: 1,
  emailuserids: [],
  notifycustomer: false,
  scheduledate: null,
  promisedate: null,
  cancelreason: null,
  ...fields,
});

type Call = { method: 'PUT' | 'POST'; url: string; payload?: object };
const calls = (id: number): Record<string, Call> => ({
  updateworkorderstatus: {
    method: 'POST',
    url: '/api/workorder/updateworkorderstatus',
    payload: statusChange(id),
  },
  reopenworkorder: { method: 'PUT', url: `/api/workorder/reopenworkorder?id=${id}` },
  createchildworkorder: { method: 'POST', url: `/api/workorder/createchildworkorder?id=${id}` },
  updatefollowup: {
    method: 'PUT',
    url: '/api/workorder/updatefollowup',
    payload: { id, customercalled: true, vendorcalled: false },
  },
});

describe('who may change status, re-open, add a child and record follow-up', () => {
  it('answers 401 without a token', async () => {
    for (const call of Object.values(calls(1)))
      expect((await ctx.anonymous.inject(call)).statusCode, call.url).toBe(401);
  });

  it.each<Role>(['Vendor', 'Tech', 'Customer', 'Employee'])('refuses %s users (403)', async (role) => {
    const order = await newOrder({ statusid: STATUS.Cancelled });
    for (const call of Object.values(calls(order.id)))
      expect((await ctx.asRole(role).inject(call)).statusCode, `${role} ${call.url}`).toBe(403);
  });

  it('AccountingAdmin (update:workorder, no add:workorders) changes status but neither re-opens nor adds children', async () => {
    const order = await newOrder({ statusid: STATUS.Cancelled });
    const c = calls(order.id);
    expect((await ctx.asRole('AccountingAdmin').inject(c.reopenworkorder!)).statusCode).toBe(403);
    expect((await ctx.asRole('AccountingAdmin').inject(c.createchildworkorder!)).statusCode).toBe(403);
    expect((await ctx.asRole('AccountingAdmin').inject(c.updatefollowup!)).statusCode).toBe(200);
  });
});

describe('POST /workorder/updateworkorderstatus', () => {
  it('changes the status and dates, writes the Internal note and queues its e-mails in one go', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
      contactemail: 'boss@customer.test',
      ccemails: 'cc@customer.test',
    });
    await addCustomerContact(ctx.db, { customerid: customer.id, emailaddress: 'primary@customer.test' });
    const order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id });
    const colleague = await ctx.createUser({ roles: ['Dispatchers'], email: `pat-${order.id}@staff.test` });

    const response = await ctx.as(dispatcher).post(
      '/api/workorder/updateworkorderstatus',
      statusChange(order.id, {
        emailuserids: [colleague.id],
        notifycustomer: true,
        scheduledate: '2025-08-01',
        promisedate: '2025-08-02',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      statusid: STATUS.TOS,
      status: 'TOS',
      scheduledate: '2025-08-01T00:00:00.000Z',
      promisedate: '2025-08-02T00:00:00.000Z',
    });
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({
      note: 'Status changed from Dispatched to TOS: Tech arrived',
      notetypeid: 1,
      typeid: 1,
      emailuserids: [colleague.id],
      includecustomer: true,
      isvisibletocustomer: false,
      createdby: dispatcher.id,
    });
    const mails = await ctx.db
      .select()
      .from(mailoutbox)
      .where(like(mailoutbox.idempotencykey, `status:${note!.id}:%`));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [colleague.email, 'boss@customer.test', 'cc@customer.test', 'primary@customer.test'].sort(),
    );
    expect(mails[0]!.subject).toBe(`Work Order ${order.wonumber} - New Status Change note`);
    expect(mails[0]!.text).toContain('Status changed from Dispatched to TOS: Tech arrived');
  });

  it('cancels with the reason, the note optional', async () => {
    const order = await newOrder();
    const response = await ctx
      .as(dispatcher)
      .post(
        '/api/workorder/updateworkorderstatus',
        statusChange(order.id, { statusid: STATUS.Cancelled, note: '', cancelreason: 'Customer withdrew' }),
      );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ statusid: STATUS.Cancelled, cancelreason: 'Customer withdrew' });
    expect((await notesOf(order.id))[0]!.note).toBe('Cancelled: Customer withdrew');

    const withNote = await newOrder();
    await ctx.as(dispatcher).post(
      '/api/workorder/updateworkorderstatus',
      statusChange(withNote.id, {
        statusid: STATUS.Cancelled,
        note: 'Called twice',
        cancelreason: 'Duplicate',
      }),
    );
    expect((await notesOf(withNote.id))[0]!.note).toBe('Cancelled: Duplicate\nCalled twice');
  });

  it('answers the popup messages, an unknown status and unknown users', async () => {
    const order = await newOrder();
    const post = (fields: Record<string, unknown>) =>
      ctx.as(dispatcher).post('/api/workorder/updateworkorderstatus', statusChange(order.id, fields));
    const noNote = await post({ note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual({ note: WORK_ORDER_MESSAGES.statusNote });
    const noReason = await post({ statusid: STATUS.Cancelled, cancelreason: null });
    expect(noReason.json().errors).toEqual({ cancelreason: WORK_ORDER_MESSAGES.cancelReason });
    const noStatus = await post({ statusid: null });
    expect(noStatus.json().errors).toMatchObject({ statusid: WORK_ORDER_MESSAGES.status });
    const unknown = await post({ statusid: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Status is invalid.',
      errors: { statusid: 'Status is invalid.' },
    });
    const users = await post({ emailuserids: [99999999] });
    expect(users.json().errors).toEqual({ emailuserids: 'Users is invalid.' });
    expect((await getWorkOrderRow(ctx.db, order.id)).statusid).toBe(STATUS.Dispatched);
    expect(await notesOf(order.id)).toHaveLength(0);
  });

  it('is refused on Invoiced and Cancelled orders, 404 on a missing one', async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const order = await newOrder({ statusid });
      const response = await ctx
        .as(dispatcher)
        .post('/api/workorder/updateworkorderstatus', statusChange(order.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(WORK_ORDER_MESSAGES.readOnly);
    }
    const missing = await ctx
      .as(dispatcher)
      .post('/api/workorder/updateworkorderstatus', statusChange(99999999));
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /workorder/reopenworkorder', () => {
  it('re-opens Invoiced and Cancelled orders to status 25 with a System note', async () => {
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const order = await newOrder({ statusid });
      const response = await ctx.as(dispatcher).put(`/api/workorder/reopenworkorder?id=${order.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: order.id,
        statusid: REOPEN_STATUS_ID,
        status: 'In Process',
      });
      expect(await notesOf(order.id)).toMatchObject([{ note: 'Work order re-opened.', notetypeid: 6 }]);
    }
  });

  it('refuses any other status, a missing order and a missing id', async () => {
    const order = await newOrder({ statusid: STATUS.Dispatched });
    const response = await ctx.as(dispatcher).put(`/api/workorder/reopenworkorder?id=${order.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Only Invoiced or Cancelled work orders can be re-opened.');
    expect((await ctx.as(dispatcher).put('/api/workorder/reopenworkorder?id=99999999')).statusCode).toBe(404);
    expect((await ctx.as(dispatcher).put('/api/workorder/reopenworkorder')).statusCode).toBe(400);
  });
});

describe('POST /workorder/createchildworkorder', () => {
  it('copies the parent into children numbered {parent}-1, {parent}-2', async () => {
    const parent = await newOrder({
      statusid: STATUS.Dispatched,
      divisionid: 2,
      priorityid: 1,
      requesttypeid: 3,
      ponumber: 'PO-PARENT',
      nte: '900.00',
      duedate: new Date('2025-09-01T00:00:00Z'),
      description: '<p>Fix it</p>',
      requestedby: 'Not copied',
    });
    await addWorkOrderTrades(ctx.db, parent.id, [34, 50]);
    const first = await ctx.as(dispatcher).post(`/api/workorder/createchildworkorder?id=${parent.id}`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      wonumber: `${parent.wonumber}-1`,
      parentid: parent.id,
      parentwonumber: parent.wonumber,
      ischild: true,
      customerid: parent.customerid,
      jobsiteid: parent.jobsiteid,
      divisionid: 2,
      priorityid: 1,
      requesttypeid: 3,
      ponumber: 'PO-PARENT',
      nte: '900.00',
      duedate: '2025-09-01T00:00:00.000Z',
      briefdescription: parent.briefdescription,
      description: '<p>Fix it</p>',
      statusid: STATUS.Received,
      requestedby: null,
      scheduledate: null,
      dispatcherid: dispatcher.id,
    });
    expect(
      first
        .json()
        .trades.map((t: { tradeid: number }) => t.tradeid)
        .sort(),
    ).toEqual([34, 50]);
    const second = await ctx.as(dispatcher).post(`/api/workorder/createchildworkorder?id=${parent.id}`);
    expect(second.json().wonumber).toBe(`${parent.wonumber}-2`);
    expect((await notesOf(parent.id)).map((note) => note.note)).toEqual([
      `Child work order ${parent.wonumber}-2 created.`,
      `Child work order ${parent.wonumber}-1 created.`,
    ]);
  });

  it('refuses a child of a child and a missing parent', async () => {
    const parent = await newOrder();
    const child = await ctx.as(dispatcher).post(`/api/workorder/createchildworkorder?id=${parent.id}`);
    const response = await ctx
      .as(dispatcher)
      .post(`/api/workorder/createchildworkorder?id=${child.json().id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A child work order cannot have children.');
    const missing = await ctx.as(dispatcher).post('/api/workorder/createchildworkorder?id=99999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /workorder/updatefollowup', () => {
  it('records the calls on any status and moves modifieddate', async () => {
    const order = await newOrder({ statusid: STATUS.Invoiced });
    const response = await ctx
      .as(dispatcher)
      .put('/api/workorder/updatefollowup', { id: order.id, customercalled: true, vendorcalled: true });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: order.id, customercalled: true, vendorcalled: true });
    expect(new Date(body.modifieddate).getTime()).toBeGreaterThan(order.modifieddate.getTime());
    const off = await ctx
      .as(dispatcher)
      .put('/api/workorder/updatefollowup', { id: order.id, customercalled: false, vendorcalled: true });
    expect(off.json()).toMatchObject({ customercalled: false, vendorcalled: true });
  });

  it('answers 400 for a bad body and 404 for a missing order', async () => {
    const bad = await ctx
      .as(dispatcher)
      .put('/api/workorder/updatefollowup', { id: 1, customercalled: 'yes', vendorcalled: false });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('customercalled');
    const missing = await ctx
      .as(dispatcher)
      .put('/api/workorder/updatefollowup', { id: 99999999, customercalled: true, vendorcalled: true });
    expect(missing.statusCode).toBe(404);
  });
});
