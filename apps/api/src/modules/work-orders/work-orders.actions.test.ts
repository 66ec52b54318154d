import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type Role } from '@dispatchwise/shared';
import { mailoutbox, workorder, workordernote } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createCustomerWithSite, createWorkOrder } from '../../../test/factories/work-order-actions';

const ctx = createTestContext();

let customerid: number;
let dispatcherUser: TestUser;

beforeAll(async () => {
  ({
    customer: { id: customerid },
  } = await createCustomerWithSite(ctx.db));
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

type Call = { method: 'PUT' | 'POST'; url: string; payload?: object };
const calls = (id: number): Record<string, Call> => ({
  takeownership: { method: 'PUT', url: `/api/workorder/takeownership?workorderid=${id}` },
  taguntag: { method: 'PUT', url: `/api/workorder/taguntag?workorderid=${id}` },
  reassigndispatcher: {
    method: 'POST',
    url: '/api/workorder/reassigndispatcher',
    payload: { workorderid: id, userid: 1 },
  },
  reassigndispatchers: {
    method: 'POST',
    url: '/api/workorder/reassigndispatchers',
    payload: { customerid: 1, userid: 1 },
  },
  geofence: { method: 'PUT', url: `/api/mobile/${id}/geofence?enabled=false` },
  updatescheduledate: {
    method: 'PUT',
    url: '/api/workorder/updatescheduledate',
    payload: { id, scheduledate: '2025-04-01', reason: 'x' },
  },
  updatefollowupdate: {
    method: 'PUT',
    url: '/api/workorder/updatefollowupdate',
    payload: { id, followupdate: '2025-04-01' },
  },
  createwoemailitem: {
    method: 'POST',
    url: '/api/workorder/createwoemailitem',
    payload: { workOrderId: id, vendorId: 1, actionType: 'TICKET', type: 'email' },
  },
  savenote: {
    method: 'POST',
    url: '/api/workorder/savenote',
    payload: { workorderid: id, note: 'x', notetypeid: 1, pertainsto: 2 },
  },
});

describe('row actions: who may call them', () => {
  it('answers 401 without a token', async () => {
    for (const call of Object.values(calls(1))) {
      const response = await ctx.anonymous.inject({
        method: call.method,
        url: call.url,
        payload: call.payload,
      });
      expect(response.statusCode, call.url).toBe(401);
    }
  });

  it.each<Role>(['Vendor', 'Tech', 'Customer'])(
    'refuses every staff action to %s users (403)',
    async (role) => {
      const order = await newOrder();
      for (const call of Object.values(calls(order.id))) {
        const response = await ctx
          .asRole(role)
          .inject({ method: call.method, url: call.url, payload: call.payload });
        expect(response.statusCode, `${role} ${call.url}`).toBe(403);
      }
    },
  );

  it('applies the role rules of spec A section 6', async () => {
    const order = await newOrder();
    const c = calls(order.id);
    const status = async (role: Role, name: string) => {
      const call = c[name]!;
      return (await ctx.asRole(role).inject({ method: call.method, url: call.url, payload: call.payload }))
        .statusCode;
    };
    // Employee: reads work orders but neither owns, flags, reassigns, nor changes dates or vendors.
    for (const name of [
      'takeownership',
      'taguntag',
      'reassigndispatcher',
      'geofence',
      'updatescheduledate',
      'createwoemailitem',
    ])
      expect(await status('Employee', name), name).toBe(403);
    // Dispatchers: no geofencing, no bulk reassign, no single reassign without reassign:dispatchers.
    for (const name of ['geofence', 'reassigndispatchers', 'reassigndispatcher'])
      expect(await status('Dispatchers', name), name).toBe(403);
  });
});

describe('take ownership, flag, reassign, geofence', () => {
  it('take ownership makes the caller the dispatcher', async () => {
    const order = await newOrder();
    const response = await ctx.as(dispatcherUser).put(`/api/workorder/takeownership?workorderid=${order.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      dispatcherid: dispatcherUser.id,
      dispatcher: 'Dana Dispatch',
    });
  });

  it('answers 404 for an unknown order and 400 for a read-only one', async () => {
    const missing = await ctx.asRole('Admin').put('/api/workorder/takeownership?workorderid=99999999');
    expect(missing.statusCode).toBe(404);
    for (const statusid of [STATUS.Invoiced, STATUS.Cancelled]) {
      const order = await newOrder({ statusid });
      const response = await ctx.asRole('Admin').put(`/api/workorder/takeownership?workorderid=${order.id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This work order is read-only.' });
    }
    const bad = await ctx.asRole('Admin').put('/api/workorder/takeownership?workorderid=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('taguntag toggles flagged', async () => {
    const order = await newOrder();
    const first = await ctx.asRole('Dispatchers').put(`/api/workorder/taguntag?workorderid=${order.id}`);
    expect(first.json()).toMatchObject({ flagged: true });
    const second = await ctx.asRole('Dispatchers').put(`/api/workorder/taguntag?workorderid=${order.id}`);
    expect(second.json()).toMatchObject({ flagged: false });
  });

  it('reassigns to an active dispatcher only, with the popup messages', async () => {
    const order = await newOrder();
    const admin = ctx.asRole('Admin');
    const missing = await admin.post('/api/workorder/reassigndispatcher', { workorderid: order.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Dispatcher is required.');
    const notDispatcher = await ctx.createUser({ roles: ['Employee'] });
    const invalid = await admin.post('/api/workorder/reassigndispatcher', {
      workorderid: order.id,
      userid: notDispatcher.id,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Dispatcher is invalid.');
    const ok = await admin.post('/api/workorder/reassigndispatcher', {
      workorderid: order.id,
      userid: dispatcherUser.id,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ dispatcherid: dispatcherUser.id, dispatcher: 'Dana Dispatch' });
    // By subject too, as some pickers hold it.
    const bySubject = await admin.post('/api/workorder/reassigndispatcher', {
      workorderid: order.id,
      userid: dispatcherUser.user_id,
    });
    expect(bySubject.statusCode).toBe(200);
  });

  it('bulk reassigns the open orders of a customer (Admin only)', async () => {
    const open = await createWorkOrder(ctx.db, { customerid, statusid: STATUS.TBS });
    const closed = await createWorkOrder(ctx.db, { customerid, statusid: STATUS.Invoiced });
    const admin = ctx.asRole('Admin');
    const noCustomer = await admin.post('/api/workorder/reassigndispatchers', { userid: dispatcherUser.id });
    expect(noCustomer.json().message).toBe('Customer is required.');
    const noDispatcher = await admin.post('/api/workorder/reassigndispatchers', { customerid });
    expect(noDispatcher.json().message).toBe('Dispatcher is required.');
    const response = await admin.post('/api/workorder/reassigndispatchers', {
      customerid,
      userid: dispatcherUser.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ customerid, dispatcherid: dispatcherUser.id });
    const [openRow] = await ctx.db.select().from(workorder).where(eq(workorder.id, open.id));
    const [closedRow] = await ctx.db.select().from(workorder).where(eq(workorder.id, closed.id));
    expect(openRow?.dispatcherid).toBe(dispatcherUser.id);
    expect(closedRow?.dispatcherid).toBeNull();
  });

  it('geofence enabled=false sets the override, enabled=true clears it', async () => {
    const order = await newOrder();
    const off = await ctx.asRole('Admin').put(`/api/mobile/${order.id}/geofence?enabled=false`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ overridegeofencing: true });
    const on = await ctx.asRole('Admin').put(`/api/mobile/${order.id}/geofence?enabled=true`);
    expect(on.json()).toMatchObject({ overridegeofencing: false });
    const bad = await ctx.asRole('Admin').put(`/api/mobile/${order.id}/geofence?enabled=maybe`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('schedule and follow-up dates', () => {
  it('requires the schedule date and a reason, then writes a note', async () => {
    const order = await newOrder();
    const dispatcher = ctx.asRole('Dispatchers');
    const noDate = await dispatcher.put('/api/workorder/updatescheduledate', {
      id: order.id,
      reason: 'Tenant asked',
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Schedule Date is required.');
    const noReason = await dispatcher.put('/api/workorder/updatescheduledate', {
      id: order.id,
      scheduledate: '2025-04-02',
      reason: ' ',
    });
    expect(noReason.json().message).toBe('Reason is required');
    const ok = await dispatcher.put('/api/workorder/updatescheduledate', {
      id: order.id,
      scheduledate: '2025-04-02',
      reason: 'Tenant asked',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().scheduledate).toBe('2025-04-02T00:00:00.000Z');
    const notes = await notesOf(order.id);
    expect(notes.map((n) => n.note)).toContain(
      'Schedule Date changed from 03/14/2025 to 04/02/2025. Reason: Tenant asked',
    );
  });

  it('requires the follow-up date; the reason is optional', async () => {
    const order = await newOrder();
    const dispatcher = ctx.asRole('Dispatchers');
    const noDate = await dispatcher.put('/api/workorder/updatefollowupdate', {
      id: order.id,
      followupdate: '',
    });
    expect(noDate.json().message).toBe('Follow-up Date is required.');
    const ok = await dispatcher.put('/api/workorder/updatefollowupdate', {
      id: order.id,
      followupdate: '2025-05-06',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().promisedate).toBe('2025-05-06T00:00:00.000Z');
    expect((await notesOf(order.id)).map((n) => n.note)).toContain(
      'Follow-up Date changed from (none) to 05/06/2025.',
    );
    const closed = await newOrder({ statusid: STATUS.Cancelled });
    const refused = await dispatcher.put('/api/workorder/updatefollowupdate', {
      id: closed.id,
      followupdate: '2025-05-06',
    });
    expect(refused.json()).toEqual({ message: 'This work order is read-only.' });
  });
});

describe('savenote: the Work Order Note popup', () => {
  it('requires note, type and pertains-to with the popup messages', async () => {
    const order = await newOrder();
    const dispatcher = ctx.asRole('Dispatchers');
    const noNote = await dispatcher.post('/api/workorder/savenote', {
      workorderid: order.id,
      note: '',
      notetypeid: 1,
      pertainsto: 2,
    });
    expect(noNote.json().message).toBe('Note is required.');
    const noType = await dispatcher.post('/api/workorder/savenote', {
      workorderid: order.id,
      note: 'Hi',
      pertainsto: 2,
    });
    expect(noType.json().message).toBe('Type is required.');
    const noPertains = await dispatcher.post('/api/workorder/savenote', {
      workorderid: order.id,
      note: 'Hi',
      notetypeid: 1,
    });
    expect(noPertains.json().message).toBe('Pertains To is required.');
    const badEmail = await dispatcher.post('/api/workorder/savenote', {
      workorderid: order.id,
      note: 'Hi',
      notetypeid: 2,
      pertainsto: 1,
      emails: 'ok@x.test, not-an-email',
    });
    expect(badEmail.json().message).toBe('Additional Email Addresses is invalid.');
  });

  it('an Internal note clears additional e-mails and Include Customer; chosen users still get it', async () => {
    const order = await newOrder();
    const response = await ctx.asRole('Dispatchers').post('/api/workorder/savenote', {
      workorderid: order.id,
      note: 'Internal only',
      type: 'Internal',
      pertainsto: 2,
      emails: 'outsider@x.test',
      includecustomer: true,
      emailuserids: [dispatcherUser.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      note: 'Internal only',
      notetypeid: 1,
      typeid: 1,
      type: 'Internal',
      emails: null,
      includecustomer: false,
      isvisibletocustomer: false,
      emailed: 1,
    });
    const mails = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'note'));
    const forNote = mails.filter((m) => m.idempotencykey.startsWith(`note:${response.json().id}:`));
    expect(forNote.map((m) => m.to)).toEqual([dispatcherUser.email]);
  });

  it('a Customer note goes to the users, the extra addresses and the customer, once each', async () => {
    const { customer, jobsite } = await createCustomerWithSite(ctx.db, {
      contactemail: 'boss@client.test',
      ccemails: 'ap@client.test; boss@client.test',
    });
    const order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id });
    const response = await ctx.asRole('Dispatchers').post('/api/workorder/savenote', {
      workorderid: order.id,
      note: 'Tech arrives <Tuesday>',
      notetypeid: 2,
      pertainsto: 1,
      emails: 'extra@x.test, EXTRA@x.test',
      includecustomer: true,
      highpriority: true,
      emailuserids: [dispatcherUser.id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      typeid: 2,
      includecustomer: true,
      isvisibletocustomer: true,
      highpriority: true,
      emailed: 4,
    });
    const mails = (await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.kind, 'note'))).filter((m) =>
      m.idempotencykey.startsWith(`note:${body.id}:`),
    );
    expect(mails.map((m) => m.to).sort()).toEqual(
      ['ap@client.test', 'boss@client.test', dispatcherUser.email, 'extra@x.test'].sort(),
    );
    expect(mails[0]?.subject).toBe(`Work Order ${order.wonumber} - New Customer note (High Priority)`);
    expect(mails[0]?.html).toContain('Tech arrives &lt;Tuesday&gt;');
    const notes = await notesOf(order.id);
    expect(notes.find((n) => n.id === body.id)?.notenumber).toBe(1);
  });

  it('refuses notes on an Invoiced order, accepts them on a Cancelled one', async () => {
    const invoiced = await newOrder({ statusid: STATUS.Invoiced });
    const payload = { note: 'Late note', notetypeid: 1, pertainsto: 2 };
    const refused = await ctx
      .asRole('Employee')
      .post('/api/workorder/savenote', { ...payload, workorderid: invoiced.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This work order is read-only.' });
    const cancelled = await newOrder({ statusid: STATUS.Cancelled });
    const ok = await ctx
      .asRole('Employee')
      .post('/api/workorder/savenote', { ...payload, workorderid: cancelled.id });
    expect(ok.statusCode, ok.body).toBe(201);
    const unknown = await ctx
      .asRole('Employee')
      .post('/api/workorder/savenote', { ...payload, workorderid: 99999999 });
    expect(unknown.statusCode).toBe(404);
  });
});
