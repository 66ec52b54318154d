import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoice, workorderproposal } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createInvoiceWithLine } from '../../../test/factories/invoices';
import { createProposalWithLine } from '../../../test/factories/proposals';
import { createCustomerWithSite, createWorkOrder } from '../../../test/factories/work-orders';

// The customer portal's proposals and invoices lists across orders (issue 16, docs/decisions/167): the
// caller's customer's documents only, in the status words of the pages, never a vendor figure.

const ctx = createTestContext();

let customerUser: TestUser;
const ids: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number };
const list = async (
  path: 'proposals' | 'invoices',
  query: Record<string, string | number | boolean> = {},
) => {
  const response = await ctx.as(customerUser).get(`/api/customerprofile/${path}`, {
    query: { take: 100, requireTotalCount: true, ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Row[]; totalCount: number; summary: unknown[] | null }>();
};
const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b);

beforeAll(async () => {
  const db = ctx.db;
  const a = await createCustomerWithSite(db);
  const b = await createCustomerWithSite(db);
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: a.customer.id });
  const order = (await createWorkOrder(db, { customerid: a.customer.id, jobsiteid: a.jobsite.id })).id;
  const theirs = (await createWorkOrder(db, { customerid: b.customer.id, jobsiteid: b.jobsite.id })).id;
  const proposal = async (workorderid: number, flags: Partial<typeof workorderproposal.$inferInsert>) => {
    const row = await createProposalWithLine(db, workorderid);
    await db
      .update(workorderproposal)
      .set({ modifieddate: new Date(), ...flags })
      .where(eq(workorderproposal.id, row.id));
    return row.id;
  };
  ids.inProgress = await proposal(order, {});
  ids.complete = await proposal(order, { iscomplete: true });
  ids.approved = await proposal(order, { iscomplete: true, approvedbycustomer: true, isapproved: true });
  ids.rejected = await proposal(order, { iscomplete: true, rejectedbycustomer: true, isrejected: true });
  ids.theirProposal = await proposal(theirs, { iscomplete: true });
  const bill = async (workorderid: number, fields: Partial<typeof invoice.$inferInsert>) => {
    const row = await createInvoiceWithLine(db, workorderid);
    await db.update(invoice).set(fields).where(eq(invoice.id, row.id));
    return row.id;
  };
  ids.draft = await bill(order, { isapproved: false });
  ids.due = await bill(order, { isapproved: true, duedate: new Date('2199-01-01T00:00:00Z') });
  ids.pastDue = await bill(order, { isapproved: true, duedate: new Date('2000-01-01T00:00:00Z') });
  ids.paid = await bill(order, { isapproved: true, amountreceived: '100.00' });
  ids.rejectedInvoice = await bill(order, { isapproved: true, isrejected: true });
  ids.theirInvoice = await bill(theirs, { isapproved: true });
});

describe('GET /customerprofile/proposals', () => {
  it('lists the customer own proposals with the customer-facing status and Proposed Amount only', async () => {
    const answer = await list('proposals', {
      totalSummary: JSON.stringify([{ selector: 'amount', summaryType: 'sum' }]),
    });
    expect(idsOf(answer.data)).toEqual(
      [ids.inProgress!, ids.complete!, ids.approved!, ids.rejected!].sort((a, b) => a - b),
    );
    expect(answer.summary).toEqual([400]);
    const row = answer.data.find((candidate) => candidate.id === ids.complete)!;
    expect(row).toMatchObject({ status: 'Complete', amount: '100.00' });
    expect(Object.keys(row)).not.toContain('quotedamount');
    expect(JSON.stringify(answer.data)).not.toMatch(/quotedamount|marginpercent|"70\.00"/);
  });

  it('maps the status words: open In Progress, waiting Complete, approved, rejected', async () => {
    expect(idsOf((await list('proposals', { status: 'open' })).data)).toEqual([ids.inProgress]);
    expect(idsOf((await list('proposals', { status: 'waiting' })).data)).toEqual([ids.complete]);
    expect(idsOf((await list('proposals', { status: 'approved' })).data)).toEqual([ids.approved]);
    expect(idsOf((await list('proposals', { status: 'rejected' })).data)).toEqual([ids.rejected]);
    const bad = await ctx
      .as(customerUser)
      .get('/api/customerprofile/proposals', { query: { status: 'all' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /customerprofile/invoices', () => {
  it('lists only approved invoices that are not rejected, with the balance', async () => {
    const answer = await list('invoices');
    expect(idsOf(answer.data)).toEqual([ids.due!, ids.pastDue!, ids.paid!].sort((a, b) => a - b));
    expect(answer.data.find((row) => row.id === ids.paid)).toMatchObject({
      status: 'Paid',
      amountreceived: '100.00',
      balance: '0.00',
    });
    expect(answer.data.find((row) => row.id === ids.pastDue)).toMatchObject({ status: 'Past Due' });
  });

  it('maps the status words: open due, waiting past due, approved paid, rejected none', async () => {
    expect(idsOf((await list('invoices', { status: 'open' })).data)).toEqual(
      [ids.due!, ids.pastDue!].sort((a, b) => a - b),
    );
    expect(idsOf((await list('invoices', { status: 'waiting' })).data)).toEqual([ids.pastDue]);
    expect(idsOf((await list('invoices', { status: 'approved' })).data)).toEqual([ids.paid]);
    expect((await list('invoices', { status: 'rejected' })).data).toEqual([]);
  });

  it('is refused to staff and vendors (403)', async () => {
    for (const role of ['Dispatchers', 'Vendor'] as const) {
      expect((await ctx.asRole(role).get('/api/customerprofile/invoices')).statusCode).toBe(403);
      expect((await ctx.asRole(role).get('/api/customerprofile/proposals')).statusCode).toBe(403);
    }
  });
});
