import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STATUS, TERMS, type CustomerProposal } from '@dispatchwise/shared';
import { invoice, invoicedetail, workordernote } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { act, createOrder, saveProposal, setOrderStatus } from './proposals.test-fixtures';

// The row actions of a customer proposal (spec B section 4 "Customer proposal status"; issue 11;
// docs/decisions/135): complete, approve, reject, Clone and Create Invoice, and every transition the
// tab does not offer refused.

const ctx = createTestContext();
const dispatcher = () => ctx.asRole('Dispatchers');

const notesOf = async (workorderid: number) =>
  (await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid))).map(
    (n) => n.note,
  );

const refusal = async (action: string, id: number) => {
  const response = await dispatcher().put(`/api/workorder/${action}proposal`, { id });
  expect(response.statusCode).toBe(400);
  return response.json<{ message: string }>().message;
};

const MESSAGES = {
  complete: 'Only a proposal in progress can be completed.',
  approve: 'Only a complete proposal that is neither approved nor rejected can be approved.',
  reject: 'Only a complete proposal that is not rejected can be rejected.',
};

describe('PUT /workorder/{complete,approve,reject}proposal', () => {
  it('In Progress -> Complete -> Approved, each with its date and a System note', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    const complete = await act(dispatcher(), 'complete', proposal.id);
    expect(complete).toMatchObject({ status: 'Complete', iscomplete: true, isapproved: false });
    expect(complete.completedate).not.toBeNull();
    const approved = await act(dispatcher(), 'approve', proposal.id);
    expect(approved).toMatchObject({
      status: 'Approved',
      isapproved: true,
      approvedbycustomer: true,
      isrejected: false,
    });
    expect(approved.approvedbycustomerdate).not.toBeNull();
    expect(await notesOf(order.id)).toEqual(
      expect.arrayContaining([
        `Customer proposal #${proposal.id} completed.`,
        `Customer proposal #${proposal.id} approved.`,
      ]),
    );
  });

  it('refuses every transition the tab does not offer', async () => {
    const order = await createOrder(ctx.db);
    const open = await saveProposal(dispatcher(), order.id);
    // In Progress: approve and reject need a complete proposal.
    expect(await refusal('approve', open.id)).toBe(MESSAGES.approve);
    expect(await refusal('reject', open.id)).toBe(MESSAGES.reject);

    await act(dispatcher(), 'complete', open.id);
    // Complete: not twice.
    expect(await refusal('complete', open.id)).toBe(MESSAGES.complete);

    await act(dispatcher(), 'approve', open.id);
    // Approved: no complete, no second approval; reject stays allowed (complete and not rejected).
    expect(await refusal('complete', open.id)).toBe(MESSAGES.complete);
    expect(await refusal('approve', open.id)).toBe(MESSAGES.approve);
    const rejected = await act(dispatcher(), 'reject', open.id);
    expect(rejected).toMatchObject({
      status: 'Rejected',
      isrejected: true,
      isapproved: false,
      approvedbycustomer: false,
    });

    // Rejected: nothing more.
    for (const action of ['complete', 'approve', 'reject'] as const)
      expect(await refusal(action, open.id)).toBe(MESSAGES[action]);
    const convert = await dispatcher().post('/api/workorder/convertproposal', { id: open.id });
    expect(convert.json()).toEqual({ message: 'Only an approved proposal can be invoiced.' });
  });

  it('is refused on Invoiced orders, allowed on Cancelled ones; 404 and 400 for bad ids', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const response = await dispatcher().put('/api/workorder/completeproposal', { id: proposal.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'This work order is read-only.' });
    await setOrderStatus(ctx.db, order.id, STATUS.Cancelled);
    await act(dispatcher(), 'complete', proposal.id);

    const unknown = await dispatcher().put('/api/workorder/approveproposal', { id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Proposal not found.' });
    const missing = await dispatcher().put('/api/workorder/rejectproposal', {});
    expect(missing.json()).toEqual({
      message: 'Proposal is required.',
      errors: { id: 'Proposal is required.' },
    });
    expect((await dispatcher().put('/api/workorder/reopenproposal', { id: proposal.id })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /workorder/cloneproposal?proposalId', () => {
  it('copies the amounts, texts and lines into a new proposal in progress, from any status', async () => {
    const order = await createOrder(ctx.db);
    const source = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', source.id);
    await act(dispatcher(), 'approve', source.id);
    const response = await dispatcher().post('/api/workorder/cloneproposal', undefined, {
      query: { proposalId: source.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const clone = response.json<CustomerProposal>();
    expect(clone.id).not.toBe(source.id);
    const same = (p: CustomerProposal) => ({
      workorderid: p.workorderid,
      amount: p.amount,
      grandtotal: p.grandtotal,
      quotedamount: p.quotedamount,
      marginpercent: p.marginpercent,
      externalproposalnumber: p.externalproposalnumber,
      scopeofwork: p.scopeofwork,
      scopeofworkformatted: p.scopeofworkformatted,
      note: p.note,
      totals: p.totals,
      details: p.details.map(({ id: _id, ...line }) => line),
    });
    expect(same(clone)).toEqual(same(source));
    expect(clone).toMatchObject({
      status: 'In Progress',
      iscomplete: false,
      isapproved: false,
      completedate: null,
      approvedbycustomerdate: null,
    });
    expect(clone.details.map((line) => line.id)).not.toEqual(source.details.map((line) => line.id));
    expect(await notesOf(order.id)).toContain(`Customer proposal #${clone.id} cloned from #${source.id}.`);

    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().post('/api/workorder/cloneproposal', undefined, {
      query: { proposalId: source.id },
    });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    const unknown = await dispatcher().post('/api/workorder/cloneproposal', undefined, {
      query: { proposalId: 2_000_000_000 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /workorder/convertproposal (Create Invoice)', () => {
  it('creates the invoice with the proposal’s lines and scope, dated today and due after the customer’s term', async () => {
    const net30 = TERMS.find((t) => t.days === 30)!;
    const order = await createOrder(ctx.db, { termid: net30.id });
    const proposal = await saveProposal(dispatcher(), order.id);
    await act(dispatcher(), 'complete', proposal.id);
    await act(dispatcher(), 'approve', proposal.id);

    const before = Date.now();
    const response = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(response.statusCode, response.body).toBe(200);
    const converted = response.json();
    expect(converted).toEqual({
      message: 'Invoice created.',
      invoiceid: expect.any(Number),
      workorderid: order.id,
      workorderproposalid: proposal.id,
      amount: '411.43',
    });

    const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, converted.invoiceid));
    expect(row).toMatchObject({
      workorderid: order.id,
      workorderproposalid: proposal.id,
      amount: '411.43',
      scopeofwork: proposal.scopeofwork,
      scopeofworkformatted: proposal.scopeofworkformatted,
      isapproved: false,
      isrejected: false,
    });
    expect(row!.invoicingdate!.toISOString()).toBe(
      `${new Date(before).toISOString().slice(0, 10)}T00:00:00.000Z`,
    );
    expect(row!.duedate!.getTime() - row!.invoicingdate!.getTime()).toBe(30 * 86_400_000);
    const lines = await ctx.db
      .select()
      .from(invoicedetail)
      .where(eq(invoicedetail.invoiceid, converted.invoiceid))
      .orderBy(invoicedetail.sortorder);
    expect(
      lines.map(({ itemtypeid, description, quantity, rates, taxrate, sortorder }) => ({
        itemtypeid,
        description,
        quantity,
        rates,
        taxrate,
        sortorder,
      })),
    ).toEqual(
      proposal.details.map(({ itemtypeid, description, quantity, rates, taxrate, sortorder }) => ({
        itemtypeid,
        description,
        quantity,
        rates,
        taxrate,
        sortorder,
      })),
    );

    const listed = await dispatcher().get('/api/workorder/proposals', { query: { workorderid: order.id } });
    expect(listed.json<CustomerProposal[]>()[0]!.invoiceid).toBe(converted.invoiceid);
    expect(await notesOf(order.id)).toContain(
      `Invoice #${converted.invoiceid} created from customer proposal #${proposal.id} ($411.43).`,
    );

    // One live invoice per proposal; and a proposal with one is not rejected.
    const twice = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(twice.json()).toEqual({ message: 'An invoice was already created from this proposal.' });
    expect(await refusal('reject', proposal.id)).toBe(
      'An invoice was created from this proposal: remove the invoice first.',
    );
    // Once that invoice is rejected, Create Invoice may run again.
    await ctx.db.update(invoice).set({ isrejected: true }).where(eq(invoice.id, converted.invoiceid));
    const again = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(again.statusCode).toBe(200);
  });

  it('only from an approved proposal, never on an Invoiced order; due the same day without a customer term', async () => {
    const order = await createOrder(ctx.db);
    const proposal = await saveProposal(dispatcher(), order.id);
    const open = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(open.statusCode).toBe(400);
    expect(open.json()).toEqual({ message: 'Only an approved proposal can be invoiced.' });
    await act(dispatcher(), 'complete', proposal.id);
    const complete = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(complete.json()).toEqual({ message: 'Only an approved proposal can be invoiced.' });
    await act(dispatcher(), 'approve', proposal.id);

    await setOrderStatus(ctx.db, order.id, STATUS.Invoiced);
    const invoiced = await dispatcher().post('/api/workorder/convertproposal', { id: proposal.id });
    expect(invoiced.json()).toEqual({ message: 'This work order is read-only.' });
    await setOrderStatus(ctx.db, order.id, STATUS.Dispatched);

    const converted = await ctx
      .asRole('AccountingAdmin')
      .post('/api/workorder/convertproposal', { id: proposal.id });
    expect(converted.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, converted.json().invoiceid));
    expect(row!.duedate).toEqual(row!.invoicingdate);
  });
});
