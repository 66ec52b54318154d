import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  STATUS,
  VENDOR_DOCUMENT_STATUS,
  type CustomerProposal,
  type Role,
  type VendorProposalReview,
} from '@dispatchwise/shared';
import { vendorproposal, workordervendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import { createOrder, noteTextsOf, setOrderStatus } from '../../../test/factories/orders';
import { createVendorProposal } from '../../../test/factories/vendor-proposals';

// The Vendor Submitted Proposals tab (spec B sections 2, 3 "Vendor submitted proposal", 4, 7, 8, 9;
// issue 11; docs/decisions/136).

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');

/** An order with one vendor line and a submitted proposal of that vendor. */
async function orderWithProposal(fields: Partial<typeof vendorproposal.$inferInsert> = {}) {
  const order = await createOrder(ctx.db);
  const vendor = await createVendor(ctx.db);
  const line = await attachVendor(ctx.db, {
    workorderid: order.id,
    vendorid: vendor.id,
    quotedamount: '350.00',
  });
  const proposal = await createVendorProposal(ctx.db, {
    workorderid: order.id,
    vendorid: vendor.id,
    workordervendorid: line.id,
    ...fields,
  });
  return { order, vendor, line, proposal };
}

const setState = (body: Record<string, unknown>, role: Role = 'Dispatchers') =>
  ctx.asRole(role).put('/api/workorder/setvendorproposalstate', body);

const quotedOf = async (lineid: number) =>
  (await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, lineid)))[0]!.quotedamount;

describe('GET /workorder/vendorproposals (the grid protocol)', () => {
  it('lists the order’s submitted proposals (no drafts) with status, vendor, numbers and amount; search, sort and summary', async () => {
    const { order, vendor, proposal } = await orderWithProposal();
    const approved = await createVendorProposal(ctx.db, {
      workorderid: order.id,
      vendorid: vendor.id,
      proposalnumber: 'VP-OLD',
      proposalstatusid: VENDOR_DOCUMENT_STATUS.Approved,
      proposalamount: '100.10',
      proposaldate: new Date('2026-01-02T00:00:00Z'),
    });
    await createVendorProposal(ctx.db, {
      workorderid: order.id,
      vendorid: vendor.id,
      proposalstatusid: VENDOR_DOCUMENT_STATUS.Draft,
    });
    await orderWithProposal();

    const response = await ctx.asRole('Employee').get('/api/workorder/vendorproposals', {
      query: {
        workorderid: order.id,
        take: 100,
        requireTotalCount: true,
        totalSummary: JSON.stringify([{ selector: 'proposalamount', summaryType: 'sum' }]),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 2, summary: [508.46] });
    expect(body.data).toEqual([
      expect.objectContaining({
        id: proposal.id,
        proposalstatusid: 2,
        proposalstatus: 'Submitted',
        vendorname: vendor.name,
        proposalnumber: `VP-${order.id}`,
        wonumber: order.wonumber,
        proposalamount: '408.36',
      }),
      expect.objectContaining({ id: approved.id, proposalstatus: 'Approved', proposalamount: '100.10' }),
    ]);

    const searched = await dispatcher().get('/api/workorder/vendorproposals', {
      query: { workorderid: order.id, searchValue: 'VP-OLD' },
    });
    expect(searched.json().data.map((row: { id: number }) => row.id)).toEqual([approved.id]);
    const unknownField = await dispatcher().get('/api/workorder/vendorproposals', {
      query: { workorderid: order.id, sort: JSON.stringify([{ selector: 'nte', desc: false }]) },
    });
    expect(unknownField.statusCode).toBe(400);
    const unknownOrder = await dispatcher().get('/api/workorder/vendorproposals', {
      query: { workorderid: 2_000_000_000 },
    });
    expect(unknownOrder.statusCode).toBe(404);
  });
});

describe('GET /workorder/vendorproposal (Review Proposal)', () => {
  it('answers Summary, Labor, Materials and Other with exact amounts, and what Approve and Convert would use', async () => {
    const { order, vendor, line, proposal } = await orderWithProposal();
    const response = await dispatcher().get('/api/workorder/vendorproposal', { query: { id: proposal.id } });
    expect(response.statusCode, response.body).toBe(200);
    const review = response.json<VendorProposalReview>();
    expect(review).toMatchObject({
      id: proposal.id,
      workorderid: order.id,
      wonumber: order.wonumber,
      workordervendorid: line.id,
      vendorname: vendor.name,
      proposalstatus: 'Submitted',
      proposalamount: '408.36',
      vendorcount: 1,
      vendorquotedamount: '350.00',
      isreviewable: true,
      convertedamount: '583.37',
      totals: { labor: '357.19', materials: '6.17', other: '45.00', total: '408.36' },
    });
    expect(review.labor).toEqual([
      expect.objectContaining({
        skilllevel: 'Technician',
        type: 'Overtime',
        numberoftechs: 2,
        total: '357.19',
      }),
    ]);
    expect(review.materials).toEqual([
      expect.objectContaining({ description: 'Fan motor', unit: 'Each', quantity: '0.50', total: '6.17' }),
    ]);
    expect(review.other).toEqual([expect.objectContaining({ type: 'Travel', total: '45.00' })]);

    const draft = await createVendorProposal(ctx.db, {
      workorderid: order.id,
      vendorid: vendor.id,
      proposalstatusid: VENDOR_DOCUMENT_STATUS.Draft,
    });
    for (const id of [draft.id, 2_000_000_000]) {
      const missing = await dispatcher().get('/api/workorder/vendorproposal', { query: { id } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Vendor proposal not found.' });
    }
  });
});

describe('PUT /workorder/setvendorproposalstate', () => {
  it('approves with code 3 and, when asked, sets the vendor’s quoted amount to the proposal amount', async () => {
    const { order, line, proposal } = await orderWithProposal();
    const response = await setState({ id: proposal.id, state: 3, updatequotedamount: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      proposalstatusid: 3,
      proposalstatus: 'Approved',
      vendorquotedamount: '408.36',
      isreviewable: false,
    });
    expect(await quotedOf(line.id)).toBe('408.36');
    const notes = await noteTextsOf(ctx.db, order.id);
    expect(notes.some((note) => note.includes('quoted amount changed from $350.00 to $408.36'))).toBe(true);
    expect(notes).toContain(`Vendor proposal VP-${order.id} of ${response.json().vendorname} approved.`);

    // Not pending any more: neither approve nor reject.
    for (const body of [{ state: 3 }, { state: 4, rejectionnote: 'No' }]) {
      const again = await setState({ id: proposal.id, ...body });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        message: 'Only a submitted vendor proposal can be approved or rejected.',
      });
    }
  });

  it('approve without the update keeps the quoted amount; refused when the vendor invoice is approved and the update is asked', async () => {
    const kept = await orderWithProposal();
    await setState({ id: kept.proposal.id, state: 3 });
    expect(await quotedOf(kept.line.id)).toBe('350.00');

    const locked = await orderWithProposal();
    await ctx.db
      .update(workordervendor)
      .set({ isapproved: true })
      .where(eq(workordervendor.id, locked.line.id));
    const refused = await setState({ id: locked.proposal.id, state: 3, updatequotedamount: true });
    expect(refused.json()).toEqual({ message: 'The vendor invoice is approved: unapprove it first.' });
    expect(await quotedOf(locked.line.id)).toBe('350.00');
  });

  it('rejects with code 4 and a required rejection note', async () => {
    const { order, proposal } = await orderWithProposal();
    for (const rejectionnote of [undefined, '', '   ']) {
      const missing = await setState({ id: proposal.id, state: 4, rejectionnote });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ rejectionnote: 'Rejection Note is required.' });
    }
    const response = await setState({ id: proposal.id, state: 4, rejectionnote: 'Too expensive.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ proposalstatusid: 4, rejectionnote: 'Too expensive.' });
    expect(
      (await noteTextsOf(ctx.db, order.id)).some((note) => note.endsWith('rejected: Too expensive.')),
    ).toBe(true);
    const badState = await setState({ id: proposal.id, state: 2 });
    expect(badState.json().errors).toEqual({ state: 'State must be 3 (approve) or 4 (reject).' });
  });

  it('only with exactly one vendor on the order (a cancelled line does not count), the proposal’s; not on Invoiced orders', async () => {
    const { order, proposal } = await orderWithProposal();
    const second = await attachVendor(ctx.db, {
      workorderid: order.id,
      vendorid: (await createVendor(ctx.db)).id,
    });
    const two = await setState({ id: proposal.id, state: 3 });
    expect(two.json()).toEqual({
      message: 'A vendor proposal is approved or rejected only when the work order has exactly one vendor.',
    });
    const review = await dispatcher().get('/api/workorder/vendorproposal', { query: { id: proposal.id } });
    expect(review.json()).toMatchObject({ vendorcount: 2, vendorquotedamount: null, isreviewable: false });

    await ctx.db
      .update(workordervendor)
      .set({ status: 'Cancelled' })
      .where(eq(workordervendor.id, second.id));
    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await setState({ id: proposal.id, state: 4, rejectionnote: 'x' });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    await setOrderStatus(ctx.db, order.id, STATUS.Dispatched);
    expect((await setState({ id: proposal.id, state: 4, rejectionnote: 'x' })).statusCode).toBe(200);

    // The one vendor left is not the proposal's.
    const other = await orderWithProposal();
    await ctx.db
      .update(workordervendor)
      .set({ status: 'Cancelled' })
      .where(eq(workordervendor.id, other.line.id));
    await attachVendor(ctx.db, { workorderid: other.order.id, vendorid: (await createVendor(ctx.db)).id });
    const otherVendor = await setState({ id: other.proposal.id, state: 3 });
    expect(otherVendor.json()).toEqual({
      message: 'This proposal is not from the vendor on the work order.',
    });
  });
});

describe('POST /workorder/convertvendorproposal', () => {
  it('adds a customer proposal in progress: quoted = the vendor’s amount, proposed = amount / 0.7 (the default margin), the vendor’s lines; any status', async () => {
    const { order, line, proposal } = await orderWithProposal();
    await setState({ id: proposal.id, state: 4, rejectionnote: 'Convert anyway' });
    const response = await dispatcher().post('/api/workorder/convertvendorproposal', {
      proposalid: proposal.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const converted = response.json();
    expect(converted).toEqual({
      message: 'Vendor Proposal Converted',
      vendorproposalid: proposal.id,
      workorderid: order.id,
      workorderproposalid: expect.any(Number),
      quotedamount: '408.36',
    });
    const listed = await dispatcher().get('/api/workorder/proposals', { query: { workorderid: order.id } });
    const customer = listed.json<CustomerProposal[]>().find((p) => p.id === converted.workorderproposalid)!;
    expect(customer).toMatchObject({
      vendorproposalid: proposal.id,
      workordervendorid: line.id,
      quotedamount: '408.36',
      marginpercent: '30.00',
      // 408.36 / 0.7 = 583.3714...: the vendor proposal margin basis, one margin only.
      amount: '583.37',
      status: 'In Progress',
      scopeofwork: 'Replace the condenser fan motor.',
      totals: { subtotal: '408.36', taxes: '0.00', total: '408.36' },
    });
    expect(customer.details.map((d) => [d.itemtype, d.quantity, d.rates, d.total])).toEqual([
      ['Labor', '1.00', '357.19', '357.19'],
      ['Material', '0.50', '12.33', '6.17'],
      ['Travel', '1.00', '45.00', '45.00'],
    ]);

    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().post('/api/workorder/convertvendorproposal', {
      proposalid: proposal.id,
    });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    const unknown = await dispatcher().post('/api/workorder/convertvendorproposal', {
      proposalid: 2_000_000_000,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('who reaches the vendor proposal calls', () => {
  it('staff read; Employee is refused approve, reject and convert; Vendor, Tech and Customer users reach nothing', async () => {
    const { order, vendor, proposal } = await orderWithProposal();
    for (const role of ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'] as Role[]) {
      const read = await ctx
        .asRole(role)
        .get('/api/workorder/vendorproposal', { query: { id: proposal.id } });
      expect(read.statusCode, role).toBe(200);
    }
    const employee = ctx.asRole('Employee');
    const calls = [
      employee.put('/api/workorder/setvendorproposalstate', { id: proposal.id, state: 3 }),
      employee.put('/api/workorder/setvendorproposalstate', {
        id: proposal.id,
        state: 4,
        rejectionnote: 'x',
      }),
      employee.post('/api/workorder/convertvendorproposal', { proposalid: proposal.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
    const users = [
      await ctx.createUser({ roles: ['Customer'], customerid: order.customerid }),
      await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id }),
      await ctx.createUser({ roles: ['Tech'], vendorid: vendor.id }),
    ];
    for (const user of users) {
      const list = await ctx
        .as(user)
        .get('/api/workorder/vendorproposals', { query: { workorderid: order.id } });
      expect(list.statusCode).toBe(403);
      const approve = await ctx
        .as(user)
        .put('/api/workorder/setvendorproposalstate', { id: proposal.id, state: 3 });
      expect(approve.statusCode).toBe(403);
    }
    const anonymous = await ctx.anonymous.get('/api/workorder/vendorproposal', {
      query: { id: proposal.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(vendorproposal).where(eq(vendorproposal.id, proposal.id));
    expect(row!.proposalstatusid).toBe(VENDOR_DOCUMENT_STATUS.Submitted);
  });
});
