import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_ITEM_TYPE, STATUS, TERMS, type CustomerInvoice, type Role } from '@dispatchwise/shared';
import { invoice, invoicedetail } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import {
  createOrder as createOrderOf,
  noteTextsOf,
  setOrderStatus as setStatusOf,
} from '../../../test/factories/orders';
import { actOnInvoice, CENT_LINES, invoiceBody, saveInvoice } from './invoices.test-fixtures';

// The Invoice & Payments tab's grid and editor (spec B sections 2, 3 "Invoice", 5, 7, 8, 9; issue 11;
// docs/decisions/136).

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');

const createOrder = (customerFields = {}) => createOrderOf(ctx.db, customerFields);
const setOrderStatus = (id: number, statusid: number) => setStatusOf(ctx.db, id, statusid);
const notesOf = (workorderid: number) => noteTextsOf(ctx.db, workorderid);

const linesOf = async (invoiceid: number) =>
  ctx.db
    .select()
    .from(invoicedetail)
    .where(eq(invoicedetail.invoiceid, invoiceid))
    .orderBy(invoicedetail.sortorder);

describe('POST /workorder/saveinvoice and the money of an invoice', () => {
  it('computes exact cents, dates the invoice today, due after the term, with the margin against the vendor cost', async () => {
    const net30 = TERMS.find((t) => t.days === 30)!;
    const order = await createOrder({ termid: net30.id });
    await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
      quotedamount: '13.32',
    });
    // A cancelled line costs nothing (as in the header's margin).
    await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
      quotedamount: '999.00',
      status: 'Cancelled',
    });
    const today = new Date().toISOString().slice(0, 10);
    const saved = await saveInvoice(dispatcher(), order.id, {
      // Read-only in the editor: never taken from the request.
      invoicingdate: '2020-01-01',
      duedate: '2020-01-02',
      amountreceived: '5.00',
      sentby: 'Someone',
    });
    expect(saved).toMatchObject({
      workorderid: order.id,
      workorderproposalid: null,
      amount: '19.03',
      amountreceived: null,
      paymentdue: '19.03',
      sentby: null,
      billwithoutsignoff: true,
      isapproved: false,
      isrejected: false,
      note: 'Bill after the walk-through',
      scopeofwork: 'Replace the flashing over the entrance.',
      totals: { subtotal: '19.00', taxes: '0.03', total: '19.03' },
      vendorcost: '13.32',
      // (19.03 - 13.32) / 19.03 = 30.0052...%
      margin: 30.01,
    });
    expect(saved.details.map((line) => [line.itemtype, line.subtotal, line.taxes, line.total])).toEqual([
      ['Labor', '18.50', '0.00', '18.50'],
      ['Material', '0.30', '0.03', '0.33'],
      ['Other', '0.20', '0.00', '0.20'],
    ]);
    expect(new Date(saved.invoicingdate!).toISOString()).toBe(`${today}T00:00:00.000Z`);
    expect(new Date(saved.duedate!).getTime() - new Date(saved.invoicingdate!).getTime()).toBe(
      30 * 86_400_000,
    );
    const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, saved.id));
    expect(row!.amount).toBe('19.03');
    expect(await notesOf(order.id)).toContain(`Invoice #${saved.id} added ($19.03).`);
  });

  it('the header margin and the list’s invoice amount follow the invoices (amount with taxes, rejected ones left out)', async () => {
    const order = await createOrder();
    await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
      quotedamount: '13.32',
    });
    const first = await saveInvoice(dispatcher(), order.id);
    await saveInvoice(dispatcher(), order.id, {
      details: [{ itemtypeid: LINE_ITEM_TYPE.Other, quantity: '1', rates: '0.97' }],
    });
    const header = async () =>
      (await dispatcher().get(`/api/workorder/${order.id}`)).json<{ margin: string }>().margin;
    const listed = async () => {
      const response = await dispatcher().get('/api/workorder/getworkorders', {
        query: { filter: JSON.stringify(['id', '=', order.id]), statusFilter: 'all' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { id: number; invoiceamount: string | null }[] }>().data[0]?.invoiceamount;
    };
    // 19.03 + 0.97 = 20.00 against 13.32: 33.40 %.
    expect(await header()).toBe('33.40%');
    expect(Number(await listed())).toBe(20);
    await actOnInvoice(dispatcher(), 'reject', first.id);
    // 0.97 against 13.32: (0.97 - 13.32) / 0.97 = -1273.20 %.
    expect(await header()).toBe('-1273.20%');
    expect(Number(await listed())).toBe(0.97);
  });

  it('answers the messages: Scope of Work required, line fields, id, and refuses Invoiced orders', async () => {
    const order = await createOrder();
    const post = (fields: Record<string, unknown>) =>
      dispatcher().post('/api/workorder/saveinvoice', invoiceBody(order.id, fields));
    for (const scope of [
      { scopeofworkformatted: undefined },
      { scopeofworkformatted: '<p> </p>' },
      { scopeofworkformatted: undefined, scopeofwork: '  ' },
    ]) {
      const response = await post(scope);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Scope of Work is required.',
        errors: { scopeofwork: 'Scope of Work is required.' },
      });
    }
    const lines = await post({
      details: [
        { quantity: '1', rates: '1' },
        { itemtypeid: 1, quantity: '1', rates: 0.1 + 0.2 },
      ],
    });
    expect(lines.json().errors).toEqual({
      'details.0.itemtypeid': 'Type is required.',
      'details.1.rates': 'Rate must be an amount from 0 with at most 2 decimals.',
    });
    expect((await post({ id: 7 })).json().errors).toEqual({
      id: 'A saved invoice is changed with updateinvoice.',
    });
    expect(await ctx.db.select().from(invoice).where(eq(invoice.workorderid, order.id))).toEqual([]);

    await setOrderStatus(order.id, STATUS.Invoiced);
    const invoiced = await post({});
    expect(invoiced.statusCode).toBe(400);
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    await setOrderStatus(order.id, STATUS.Cancelled);
    await saveInvoice(dispatcher(), order.id);
    const unknown = await dispatcher().post('/api/workorder/saveinvoice', invoiceBody(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /workorder/invoices', () => {
  it('lists the order’s invoices newest first with their lines; 404 and 400 for bad ids', async () => {
    const order = await createOrder();
    const first = await saveInvoice(dispatcher(), order.id);
    const second = await saveInvoice(dispatcher(), order.id, { details: CENT_LINES.slice(0, 1) });
    await saveInvoice(dispatcher(), (await createOrder()).id);
    const response = await ctx.asRole('Employee').get('/api/workorder/invoices', {
      query: { workorderid: order.id },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<CustomerInvoice[]>();
    expect(rows.map((row) => [row.id, row.amount, row.details.length])).toEqual([
      [second.id, '18.50', 1],
      [first.id, '19.03', 3],
    ]);
    // Without vendor cost the whole total is margin.
    expect(rows[0]).toMatchObject({ vendorcost: '0.00', margin: 100 });

    const unknown = await dispatcher().get('/api/workorder/invoices', {
      query: { workorderid: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await dispatcher().get('/api/workorder/invoices', { query: { workorderid: 'x' } });
    expect(invalid.json()).toEqual({
      message: 'Work Order is invalid.',
      errors: { workorderid: 'Work Order is invalid.' },
    });
  });
});

describe('PUT /workorder/updateinvoice', () => {
  it('changes only what it names; the lines are replaced in one go and the amount follows them', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    const response = await dispatcher().put('/api/workorder/updateinvoice', {
      id: saved.id,
      note: 'Revised',
      invoicingdate: '2020-01-01',
      amountreceived: '19.03',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<CustomerInvoice[]>()[0]!;
    expect(updated).toMatchObject({
      note: 'Revised',
      billwithoutsignoff: true,
      scopeofworkformatted: saved.scopeofworkformatted,
      invoicingdate: saved.invoicingdate,
      amountreceived: null,
      amount: '19.03',
    });
    expect(updated.details).toEqual(saved.details);

    const [labor, , other] = saved.details;
    const lines = await dispatcher().put('/api/workorder/updateinvoice', {
      id: saved.id,
      billwithoutsignoff: false,
      note: null,
      details: [
        { id: other!.id, itemtypeid: LINE_ITEM_TYPE.Other, quantity: '2', rates: '0.20' },
        { id: labor!.id, itemtypeid: LINE_ITEM_TYPE.Labor, quantity: '1.5', rates: '12.33' },
        { itemtypeid: LINE_ITEM_TYPE.Tax, quantity: '1', rates: '0.01' },
      ],
    });
    const replaced = lines.json<CustomerInvoice[]>()[0]!;
    expect(replaced).toMatchObject({ billwithoutsignoff: false, note: null, amount: '18.91' });
    expect(replaced.details.map((line) => [line.id, line.total])).toEqual([
      [other!.id, '0.40'],
      [labor!.id, '18.50'],
      [expect.any(Number), '0.01'],
    ]);

    const noScope = await dispatcher().put('/api/workorder/updateinvoice', { id: saved.id, scopeofwork: '' });
    expect(noScope.json()).toEqual({
      message: 'Scope of Work is required.',
      errors: { scopeofwork: 'Scope of Work is required.' },
    });
  });

  it('a failing line leaves the old lines and fields (one transaction)', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    const other = await saveInvoice(dispatcher(), order.id);
    const before = await linesOf(saved.id);
    const response = await dispatcher().put('/api/workorder/updateinvoice', {
      id: saved.id,
      note: 'Should not stay',
      details: [{ id: other.details[0]!.id, itemtypeid: LINE_ITEM_TYPE.Labor, quantity: '1', rates: '1' }],
    });
    expect(response.json()).toEqual({
      message: 'This line item is not on this document.',
      errors: { 'details.0.id': 'This line item is not on this document.' },
    });
    expect(await linesOf(saved.id)).toEqual(before);
    const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, saved.id));
    expect(row).toMatchObject({ note: 'Bill after the walk-through', amount: '19.03' });
  });

  it('is refused once approved (Add Item hidden) or rejected, on Invoiced orders, and for an unknown invoice', async () => {
    const order = await createOrder();
    const approved = await saveInvoice(dispatcher(), order.id);
    await actOnInvoice(ctx.asRole('AccountingAdmin'), 'approve', approved.id);
    const rejected = await saveInvoice(dispatcher(), order.id);
    await actOnInvoice(dispatcher(), 'reject', rejected.id);
    for (const id of [approved.id, rejected.id]) {
      const response = await dispatcher().put('/api/workorder/updateinvoice', {
        id,
        details: [...CENT_LINES, { itemtypeid: LINE_ITEM_TYPE.Misc, quantity: '1', rates: '1' }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'An approved or rejected invoice cannot be edited.' });
      expect(await linesOf(id)).toHaveLength(3);
    }
    const open = await saveInvoice(dispatcher(), order.id);
    await setOrderStatus(order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().put('/api/workorder/updateinvoice', { id: open.id, note: 'x' });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    const unknown = await dispatcher().put('/api/workorder/updateinvoice', { id: 2_000_000_000, note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Invoice not found.' });
  });
});

describe('DELETE /workorder/removeinvoice', () => {
  it('removes an invoice with its lines and answers the list; refused once approved; a rejected one may go', async () => {
    const order = await createOrder();
    const kept = await saveInvoice(dispatcher(), order.id);
    const removed = await saveInvoice(dispatcher(), order.id);
    const response = await dispatcher().delete('/api/workorder/removeinvoice', { query: { id: removed.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json<CustomerInvoice[]>().map((row) => row.id)).toEqual([kept.id]);
    expect(await linesOf(removed.id)).toEqual([]);
    expect(await notesOf(order.id)).toContain(`Invoice #${removed.id} removed.`);
    const again = await dispatcher().delete('/api/workorder/removeinvoice', { query: { id: removed.id } });
    expect(again.statusCode).toBe(404);

    await actOnInvoice(ctx.asRole('Admin'), 'approve', kept.id);
    const refused = await dispatcher().delete('/api/workorder/removeinvoice', { query: { id: kept.id } });
    expect(refused.json()).toEqual({ message: 'An approved invoice cannot be removed.' });

    const rejected = await saveInvoice(dispatcher(), order.id);
    await actOnInvoice(dispatcher(), 'reject', rejected.id);
    const gone = await dispatcher().delete('/api/workorder/removeinvoice', { query: { id: rejected.id } });
    expect(gone.statusCode).toBe(200);
  });
});

describe('PUT /workorder/{approve,unapprove,reject}invoice', () => {
  const accounting = () => ctx.asRole('AccountingAdmin');
  const refusal = async (action: string, invoiceid: number) => {
    const response = await accounting().put(`/api/workorder/${action}invoice`, { invoiceid });
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };
  const MESSAGES = {
    approve: 'Only an invoice that is neither approved nor rejected can be approved.',
    unapprove: 'Only an approved invoice that was not sent to accounting can be un-approved.',
    reject: 'Only an invoice that is neither approved nor rejected can be rejected: un-approve it first.',
  };

  it('approve -> unapprove -> reject, each answering the list with a System note; every other transition refused', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    expect(await refusal('unapprove', saved.id)).toBe(MESSAGES.unapprove);

    const approved = await actOnInvoice(accounting(), 'approve', saved.id);
    expect(approved).toMatchObject({ isapproved: true, isrejected: false });
    expect(approved.approveddate).not.toBeNull();
    expect(await refusal('approve', saved.id)).toBe(MESSAGES.approve);
    expect(await refusal('reject', saved.id)).toBe(MESSAGES.reject);

    const unapproved = await actOnInvoice(accounting(), 'unapprove', saved.id);
    expect(unapproved).toMatchObject({ isapproved: false, approveddate: null });
    const rejected = await actOnInvoice(accounting(), 'reject', saved.id);
    expect(rejected).toMatchObject({ isrejected: true, isapproved: false });
    for (const action of ['approve', 'unapprove', 'reject'] as const)
      expect(await refusal(action, saved.id)).toBe(MESSAGES[action]);

    expect(await notesOf(order.id)).toEqual(
      expect.arrayContaining([
        `Invoice #${saved.id} approved.`,
        `Invoice #${saved.id} un-approved.`,
        `Invoice #${saved.id} rejected.`,
      ]),
    );
  });

  it('no Unapprove once the invoice went to accounting; refused on Invoiced orders; 404 and 400 for bad ids', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    await actOnInvoice(accounting(), 'approve', saved.id);
    await ctx.db.update(invoice).set({ syncedtoaccountingdate: new Date() }).where(eq(invoice.id, saved.id));
    expect(await refusal('unapprove', saved.id)).toBe(MESSAGES.unapprove);

    const open = await saveInvoice(dispatcher(), order.id);
    await setOrderStatus(order.id, STATUS.Invoiced);
    const invoiced = await accounting().put('/api/workorder/approveinvoice', { invoiceid: open.id });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });

    const unknown = await accounting().put('/api/workorder/rejectinvoice', { invoiceid: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const missing = await accounting().put('/api/workorder/approveinvoice', {});
    expect(missing.json()).toEqual({
      message: 'Invoice is required.',
      errors: { invoiceid: 'Invoice is required.' },
    });
  });
});

describe('who reaches the invoice calls', () => {
  it('staff read; Vendor, Tech and Customer users are refused, even on their own order; anonymous 401', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    for (const role of ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[]) {
      const response = await ctx
        .asRole(role)
        .get('/api/workorder/invoices', { query: { workorderid: order.id } });
      expect(response.statusCode, role).toBe(200);
    }
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
    const users = [
      await ctx.createUser({ roles: ['Customer'], customerid: order.customerid }),
      await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id }),
      await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id }),
    ];
    for (const user of users) {
      const read = await ctx.as(user).get('/api/workorder/invoices', { query: { workorderid: order.id } });
      expect(read.statusCode).toBe(403);
      const approve = await ctx.as(user).put('/api/workorder/approveinvoice', { invoiceid: saved.id });
      expect(approve.statusCode).toBe(403);
    }
    const anonymous = await ctx.anonymous.get('/api/workorder/invoices', {
      query: { workorderid: order.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('Approve and Unapprove need approve:customerinvoice (Dispatchers and Employee refused); Employee changes nothing', async () => {
    const order = await createOrder();
    const saved = await saveInvoice(dispatcher(), order.id);
    for (const role of ['Dispatchers', 'Employee'] as Role[]) {
      for (const action of ['approve', 'unapprove']) {
        const response = await ctx
          .asRole(role)
          .put(`/api/workorder/${action}invoice`, { invoiceid: saved.id });
        expect(response.statusCode, `${role} ${action}`).toBe(403);
        expect(response.json()).toEqual({ message: 'Forbidden' });
      }
    }
    const employee = ctx.asRole('Employee');
    const calls = [
      employee.post('/api/workorder/saveinvoice', invoiceBody(order.id)),
      employee.put('/api/workorder/updateinvoice', { id: saved.id, note: 'x' }),
      employee.delete('/api/workorder/removeinvoice', { query: { id: saved.id } }),
      employee.put('/api/workorder/rejectinvoice', { invoiceid: saved.id }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    expect(await linesOf(saved.id)).toHaveLength(3);
    // Admin holds approve:customerinvoice.
    expect((await actOnInvoice(ctx.asRole('Admin'), 'approve', saved.id)).isapproved).toBe(true);
  });
});
