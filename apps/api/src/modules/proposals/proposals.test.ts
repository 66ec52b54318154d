import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_ITEM_TYPE, STATUS, type CustomerProposal, type Role } from '@dispatchwise/shared';
import { workordernote, workorderproposal, workorderproposaldetail } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import {
  act,
  createOrder,
  proposalBody,
  saveProposal,
  setOrderStatus,
  THREE_LINES,
} from './proposals.test-fixtures';

// The Customer Proposals tab's grid and editor (spec B sections 2, 3, 4, 5, 7, 8; issue 11;
// docs/decisions/135).

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');

const linesOf = async (proposalid: number) =>
  ctx.db
    .select()
    .from(workorderproposaldetail)
    .where(eq(workorderproposaldetail.workorderproposalid, proposalid))
    .orderBy(workorderproposaldetail.sortorder);

const notesOf = async (workorderid: number) =>
  (await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid))).map(
    (n) => n.note,
  );

describe('POST /workorder/saveproposal and the money of a proposal', () => {
  it('three lines at a 35% margin match the hand calculation', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    expect(proposal).toMatchObject({
      workorderid: order.id,
      quotedamount: '267.43',
      marginpercent: '35.00',
      amount: '411.43',
      grandtotal: '411.43',
      externalproposalnumber: 'CP-1001',
      note: 'Customer asked for a quote',
      scopeofwork: 'Replace the flashing over the entrance.',
      scopeofworkformatted: '<p>Replace the <strong>flashing</strong> over the entrance.</p>',
      status: 'In Progress',
      iscomplete: false,
      isapproved: false,
      isrejected: false,
      invoiceid: null,
      totals: { subtotal: '402.55', taxes: '8.88', total: '411.43' },
    });
    expect(
      proposal.details.map(({ itemtype, quantity, rates, taxrate, subtotal, taxes, total, sortorder }) => ({
        itemtype,
        quantity,
        rates,
        taxrate,
        subtotal,
        taxes,
        total,
        sortorder,
      })),
    ).toEqual([
      {
        itemtype: 'Labor',
        quantity: '2.50',
        rates: '95.00',
        taxrate: '0.000',
        subtotal: '237.50',
        taxes: '0.00',
        total: '237.50',
        sortorder: 0,
      },
      {
        itemtype: 'Material',
        quantity: '3.00',
        rates: '33.35',
        taxrate: '8.875',
        subtotal: '100.05',
        taxes: '8.88',
        total: '108.93',
        sortorder: 1,
      },
      {
        itemtype: 'Travel',
        quantity: '1.00',
        rates: '65.00',
        taxrate: '0.000',
        subtotal: '65.00',
        taxes: '0.00',
        total: '65.00',
        sortorder: 2,
      },
    ]);
    expect(await notesOf(order.id)).toContain(`Customer proposal #${proposal.id} added.`);
  });

  it('adds cents exactly (0.10 + 0.20) and takes the default margin of 30', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id, {
      quotedamount: '0.21',
      marginpercent: undefined,
      details: [
        { itemtypeid: LINE_ITEM_TYPE.Other, quantity: '1', rates: '0.10' },
        { itemtypeid: LINE_ITEM_TYPE.Other, quantity: '1', rates: '0.20' },
      ],
    });
    expect(proposal).toMatchObject({ marginpercent: '30.00', amount: '0.30', grandtotal: '0.30' });
    expect(proposal.totals).toEqual({ subtotal: '0.30', taxes: '0.00', total: '0.30' });
  });

  it('takes a proposal without lines and a plain-text scope, and keeps the vendor line it came from', async () => {
    const order = await createOrder(ctx.db);
    const line = await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
    });
    const proposal = await saveProposal(dispatcher(), order.id, {
      details: undefined,
      scopeofworkformatted: undefined,
      scopeofwork: 'Line one\nLine <two>',
      workordervendorid: line.id,
    });
    expect(proposal).toMatchObject({
      workordervendorid: line.id,
      details: [],
      grandtotal: '0.00',
      scopeofwork: 'Line one\nLine <two>',
      scopeofworkformatted: '<p>Line one</p><p>Line &lt;two&gt;</p>',
    });

    const other = await createOrder(ctx.db);
    const refused = await dispatcher().post(
      '/api/workorder/saveproposal',
      proposalBody(other.id, { workordervendorid: line.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Vendor line is invalid.',
      errors: { workordervendorid: 'Vendor line is invalid.' },
    });
  });

  it('answers the spec messages: Vendor Quoted Amount and Scope of Work required, margin 10..100, line fields', async () => {
    const order = await createOrder(ctx.db);
    const post = (fields: Record<string, unknown>) =>
      dispatcher().post('/api/workorder/saveproposal', proposalBody(order.id, fields));

    const missing = await post({ quotedamount: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ quotedamount: 'Vendor Quoted Amount is required.' });
    expect((await post({ quotedamount: '' })).json().errors.quotedamount).toBe(
      'Vendor Quoted Amount is required.',
    );
    expect((await post({ quotedamount: 0.1 + 0.2 })).json().errors.quotedamount).toBe(
      'Vendor Quoted Amount must be an amount from 0 with at most 2 decimals.',
    );

    for (const scope of [
      { scopeofworkformatted: undefined },
      { scopeofworkformatted: '<p></p>' },
      { scopeofworkformatted: '<script>alert(1)</script>' },
      { scopeofworkformatted: undefined, scopeofwork: '   ' },
    ]) {
      const response = await post(scope);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Scope of Work is required.',
        errors: { scopeofwork: 'Scope of Work is required.' },
      });
    }

    // 100 % would leave no price (decision 135): the highest margin is 99.99.
    for (const marginpercent of [9.99, 100, 100.01, 'abc', -30])
      expect((await post({ marginpercent })).json().errors).toEqual({
        marginpercent: 'Margin must be between 10 and 99.99.',
      });

    const lines = await post({
      details: [
        { quantity: '1', rates: '1' },
        { itemtypeid: 99, quantity: '1', rates: '1' },
        { itemtypeid: 1, rates: '1' },
        { itemtypeid: 1, quantity: '1.255', rates: '1' },
        { itemtypeid: 1, quantity: '1', rates: '' },
        { itemtypeid: 1, quantity: '1', rates: '-5' },
        { itemtypeid: 1, quantity: '1', rates: '1', taxrate: '100.5' },
      ],
    });
    expect(lines.statusCode).toBe(400);
    expect(lines.json().errors).toEqual({
      'details.0.itemtypeid': 'Type is required.',
      'details.1.itemtypeid': 'Type is invalid.',
      'details.2.quantity': 'Quantity is required.',
      'details.3.quantity': 'Quantity must be a number from 0 with at most 2 decimals.',
      'details.4.rates': 'Rate is required.',
      'details.5.rates': 'Rate must be an amount from 0 with at most 2 decimals.',
      'details.6.taxrate': 'Tax Rate % must be a number from 0 to 100 with at most 3 decimals.',
    });

    expect((await post({ id: 5 })).json().errors).toEqual({
      id: 'A saved proposal is changed with updateproposal.',
    });
    expect(
      await ctx.db.select().from(workorderproposal).where(eq(workorderproposal.workorderid, order.id)),
    ).toEqual([]);
    expect((await post({ marginpercent: '99.99', quotedamount: '1.00' })).json()).toMatchObject({
      marginpercent: '99.99',
      amount: '10000.00',
    });
  });

  it('is refused on Invoiced orders (Add Proposal disabled), allowed on Cancelled ones; 404 for an unknown order', async () => {
    const invoiced = await createOrder(ctx.db);
    await setOrderStatus(ctx.db, invoiced.id, STATUS.Invoiced);
    const refused = await dispatcher().post('/api/workorder/saveproposal', proposalBody(invoiced.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'This work order is read-only.' });

    const cancelled = await createOrder(ctx.db);
    await setOrderStatus(ctx.db, cancelled.id, STATUS.Cancelled);
    await saveProposal(dispatcher(), cancelled.id);

    const unknown = await dispatcher().post('/api/workorder/saveproposal', proposalBody(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Work order not found.' });
  });
});

describe('GET /workorder/proposals', () => {
  it('lists the order’s proposals newest first with their lines and derived status', async () => {
    const order = await createOrder(ctx.db);
    const first = await saveProposal(dispatcher(), order.id);
    const second = await saveProposal(dispatcher(), order.id, { details: THREE_LINES.slice(0, 1) });
    await act(dispatcher(), 'complete', first.id);
    await saveProposal(dispatcher(), (await createOrder(ctx.db)).id);

    const response = await ctx.asRole('Employee').get('/api/workorder/proposals', {
      query: { workorderid: order.id },
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json<CustomerProposal[]>();
    expect(rows.map((row) => [row.id, row.status, row.details.length])).toEqual([
      [second.id, 'In Progress', 1],
      [first.id, 'Complete', 3],
    ]);
    expect(rows[1]!.completedate).not.toBeNull();

    const unknown = await dispatcher().get('/api/workorder/proposals', {
      query: { workorderid: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await dispatcher().get('/api/workorder/proposals', { query: { workorderid: 'x' } });
    expect(invalid.json()).toEqual({
      message: 'Work Order is invalid.',
      errors: { workorderid: 'Work Order is invalid.' },
    });
  });
});

describe('PUT /workorder/updateproposal', () => {
  it('changes only what it names: absent fields and absent details stay', async () => {
    const order = await createOrder(ctx.db);
    const saved = await saveProposal(dispatcher(), order.id);
    const response = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      note: 'Revised',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<CustomerProposal>();
    expect(updated).toMatchObject({
      note: 'Revised',
      quotedamount: '267.43',
      marginpercent: '35.00',
      amount: '411.43',
      grandtotal: '411.43',
      externalproposalnumber: 'CP-1001',
      scopeofworkformatted: saved.scopeofworkformatted,
    });
    expect(updated.details).toEqual(saved.details);

    // The margin alone moves the proposed amount: 267.43 / 0.7 = 382.042... -> 382.04.
    const margin = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      marginpercent: '30',
    });
    expect(margin.json()).toMatchObject({ marginpercent: '30.00', amount: '382.04', note: 'Revised' });

    // null clears an optional text; a required field cannot be cleared.
    const cleared = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      externalproposalnumber: null,
    });
    expect(cleared.json()).toMatchObject({ externalproposalnumber: null, note: 'Revised' });
    const noQuote = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      quotedamount: null,
    });
    expect(noQuote.json().errors).toEqual({ quotedamount: 'Vendor Quoted Amount is required.' });
    const noScope = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      scopeofworkformatted: '',
    });
    expect(noScope.json()).toEqual({
      message: 'Scope of Work is required.',
      errors: { scopeofwork: 'Scope of Work is required.' },
    });
  });

  it('replaces the lines in one go: kept by id and updated, left out removed, new inserted, in the order sent', async () => {
    const order = await createOrder(ctx.db);
    const saved = await saveProposal(dispatcher(), order.id);
    const [labor, material, travel] = saved.details;
    const response = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      details: [
        {
          id: travel!.id,
          itemtypeid: LINE_ITEM_TYPE.Travel,
          description: 'Trip charge',
          quantity: 2,
          rates: '65',
        },
        {
          itemtypeid: LINE_ITEM_TYPE.Misc,
          description: 'Disposal',
          quantity: '1',
          rates: '12.34',
          taxrate: 10,
        },
        {
          id: labor!.id,
          itemtypeid: LINE_ITEM_TYPE.Labor,
          description: 'Repair labor',
          quantity: '2.5',
          rates: '95',
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<CustomerProposal>();
    expect(updated.details.map((line) => [line.id, line.description, line.total])).toEqual([
      [travel!.id, 'Trip charge', '130.00'],
      [expect.any(Number), 'Disposal', '13.57'],
      [labor!.id, 'Repair labor', '237.50'],
    ]);
    expect(updated.details.map((line) => line.id)).not.toContain(material!.id);
    // 130.00 + 12.34 + 1.234 (-> 1.23) + 237.50
    expect(updated.totals).toEqual({ subtotal: '379.84', taxes: '1.23', total: '381.07' });
    expect(updated.grandtotal).toBe('381.07');

    const emptied = await dispatcher().put('/api/workorder/updateproposal', { id: saved.id, details: [] });
    expect(emptied.json()).toMatchObject({ details: [], grandtotal: '0.00' });
  });

  it('a failing line leaves the old lines and the old fields (one transaction)', async () => {
    const order = await createOrder(ctx.db);
    const saved = await saveProposal(dispatcher(), order.id);
    const other = await saveProposal(dispatcher(), order.id);
    const before = await linesOf(saved.id);

    const response = await dispatcher().put('/api/workorder/updateproposal', {
      id: saved.id,
      note: 'Should not stay',
      details: [
        { itemtypeid: LINE_ITEM_TYPE.Labor, quantity: '1', rates: '1' },
        { id: other.details[0]!.id, itemtypeid: LINE_ITEM_TYPE.Labor, quantity: '1', rates: '1' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'This line item is not on this document.',
      errors: { 'details.1.id': 'This line item is not on this document.' },
    });
    expect(await linesOf(saved.id)).toEqual(before);
    expect(await linesOf(other.id)).toHaveLength(3);
    const [row] = await ctx.db.select().from(workorderproposal).where(eq(workorderproposal.id, saved.id));
    expect(row).toMatchObject({ note: 'Customer asked for a quote', grandtotal: '411.43' });
  });

  it('is refused once approved or rejected, and on Invoiced orders', async () => {
    const order = await createOrder(ctx.db);
    const approved = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', approved.id);
    await act(dispatcher(), 'approve', approved.id);
    const rejected = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', rejected.id);
    await act(dispatcher(), 'reject', rejected.id);
    for (const id of [approved.id, rejected.id]) {
      const response = await dispatcher().put('/api/workorder/updateproposal', { id, note: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'An approved or rejected proposal cannot be edited.' });
    }

    const open = await saveProposal(dispatcher(), order.id);
    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().put('/api/workorder/updateproposal', { id: open.id, note: 'x' });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    const unknown = await dispatcher().put('/api/workorder/updateproposal', { id: 2_000_000_000, note: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Proposal not found.' });
  });
});

describe('DELETE /workorder/removeproposal and /removeproposalitem', () => {
  it('removes a proposal with its lines and writes a System note; refused once approved', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    const response = await dispatcher().delete('/api/workorder/removeproposal', {
      query: { id: proposal.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: proposal.id, workorderid: order.id });
    expect(await linesOf(proposal.id)).toEqual([]);
    expect(await notesOf(order.id)).toContain(`Customer proposal #${proposal.id} removed.`);
    const again = await dispatcher().delete('/api/workorder/removeproposal', { query: { id: proposal.id } });
    expect(again.statusCode).toBe(404);

    const approved = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', approved.id);
    await act(dispatcher(), 'approve', approved.id);
    const refused = await dispatcher().delete('/api/workorder/removeproposal', {
      query: { id: approved.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'An approved proposal cannot be removed.' });

    // A rejected proposal may go (spec B section 4 forbids deleting approved ones only).
    const rejected = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', rejected.id);
    await act(dispatcher(), 'reject', rejected.id);
    const removed = await dispatcher().delete('/api/workorder/removeproposal', {
      query: { id: rejected.id },
    });
    expect(removed.statusCode).toBe(200);

    const open = await saveProposal(dispatcher(), order.id);
    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().delete('/api/workorder/removeproposal', { query: { id: open.id } });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
  });

  it('removes one line and answers the new totals; refused once approved or rejected', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    const material = proposal.details[1]!;
    const response = await dispatcher().delete('/api/workorder/removeproposalitem', {
      query: { id: material.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: proposal.id,
      grandtotal: '302.50',
      totals: { subtotal: '302.50', taxes: '0.00', total: '302.50' },
    });
    expect(response.json<CustomerProposal>().details.map((line) => line.itemtype)).toEqual([
      'Labor',
      'Travel',
    ]);
    const gone = await dispatcher().delete('/api/workorder/removeproposalitem', {
      query: { id: material.id },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Proposal item not found.' });

    await act(dispatcher(), 'complete', proposal.id);
    await act(dispatcher(), 'reject', proposal.id);
    const refused = await dispatcher().delete('/api/workorder/removeproposalitem', {
      query: { id: proposal.details[0]!.id },
    });
    expect(refused.json()).toEqual({ message: 'An approved or rejected proposal cannot be edited.' });
    expect(await linesOf(proposal.id)).toHaveLength(2);
  });
});

describe('who reaches the proposal calls', () => {
  const STAFF_READERS: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

  it('staff read; Vendor, Tech and Customer users are refused, even on their own order', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    for (const role of STAFF_READERS) {
      const response = await ctx
        .asRole(role)
        .get('/api/workorder/proposals', { query: { workorderid: order.id } });
      expect(response.statusCode, role).toBe(200);
    }
    const customerUser = await ctx.createUser({ roles: ['Customer'], customerid: order.customerid });
    const vendor = await createVendor(ctx.db);
    await attachVendor(ctx.db, { workorderid: order.id, vendorid: vendor.id });
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id });
    const techUser = await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id });
    for (const user of [customerUser, vendorUser, techUser]) {
      const read = await ctx.as(user).get('/api/workorder/proposals', { query: { workorderid: order.id } });
      expect(read.statusCode).toBe(403);
      const change = await ctx.as(user).put('/api/workorder/approveproposal', { id: proposal.id });
      expect(change.statusCode).toBe(403);
    }
    expect(
      (await ctx.anonymous.get('/api/workorder/proposals', { query: { workorderid: order.id } })).statusCode,
    ).toBe(401);
  });

  it('Employee (no update:workorder) is refused every change, approve included', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    const employee = ctx.asRole('Employee');
    const calls = [
      employee.post('/api/workorder/saveproposal', proposalBody(order.id)),
      employee.put('/api/workorder/updateproposal', { id: proposal.id, note: 'x' }),
      employee.delete('/api/workorder/removeproposal', { query: { id: proposal.id } }),
      employee.delete('/api/workorder/removeproposalitem', { query: { id: proposal.details[0]!.id } }),
      employee.put('/api/workorder/completeproposal', { id: proposal.id }),
      employee.put('/api/workorder/approveproposal', { id: proposal.id }),
      employee.put('/api/workorder/rejectproposal', { id: proposal.id }),
      employee.post('/api/workorder/cloneproposal', undefined, { query: { proposalId: proposal.id } }),
      employee.post('/api/workorder/convertproposal', { id: proposal.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
    expect(await linesOf(proposal.id)).toHaveLength(3);
  });
});
