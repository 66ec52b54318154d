import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER_PORTAL_MESSAGES,
  NOTE_TYPE,
  STATUS,
  type CustomerPortalInvoice,
  type CustomerPortalProposal,
} from '@dispatchwise/shared';
import { invoice, workordernote, workorderproposal } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createInvoiceWithLine } from '../../../test/factories/invoices';
import { createProposalWithLine } from '../../../test/factories/proposals';
import { createCustomerWithSite, createWorkOrder } from '../../../test/factories/work-orders';

// The customer portal's proposals and invoices of one order (issue 16, docs/decisions/167): customer prices
// only, the status of spec C 4, Approve and Reject, Preview and PDF, and the invoices the customer sees.

const ctx = createTestContext();

let customerUser: TestUser;
let order: number;
let invoicedOrder: number;
let theirOrder: number;
/** Proposals of the order: in progress, complete (twice), approved by staff. */
let inProgress: number;
let complete: number;
let completeToo: number;
let staffApproved: number;
let theirComplete: number;
let draftInvoice: number;
let approvedInvoice: number;
let theirApprovedInvoice: number;

const proposals = (workorderid: number, user = customerUser) =>
  ctx.as(user).get('/api/customerprofile/workorderproposals', { query: { workorderid } });
const decide = (body: object) => ctx.as(customerUser).post('/api/customerprofile/updateproposalstatus', body);

async function proposalOn(workorderid: number, flags: Partial<typeof workorderproposal.$inferInsert> = {}) {
  const row = await createProposalWithLine(ctx.db, workorderid);
  await ctx.db
    .update(workorderproposal)
    .set({ modifieddate: new Date(), ...flags })
    .where(eq(workorderproposal.id, row.id));
  return row.id;
}

beforeAll(async () => {
  const db = ctx.db;
  const a = await createCustomerWithSite(db);
  const b = await createCustomerWithSite(db);
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: a.customer.id });
  order = (await createWorkOrder(db, { customerid: a.customer.id, jobsiteid: a.jobsite.id })).id;
  invoicedOrder = (
    await createWorkOrder(db, {
      customerid: a.customer.id,
      jobsiteid: a.jobsite.id,
      statusid: STATUS.Invoiced,
    })
  ).id;
  theirOrder = (await createWorkOrder(db, { customerid: b.customer.id, jobsiteid: b.jobsite.id })).id;
  inProgress = await proposalOn(order);
  complete = await proposalOn(order, { iscomplete: true, externalproposalnumber: 'CP-7', note: 'Roof' });
  completeToo = await proposalOn(order, { iscomplete: true });
  staffApproved = await proposalOn(order, { iscomplete: true, isapproved: true });
  theirComplete = await proposalOn(theirOrder, { iscomplete: true });
  draftInvoice = (await createInvoiceWithLine(db, order)).id;
  approvedInvoice = (await createInvoiceWithLine(db, order)).id;
  await db
    .update(invoice)
    .set({ isapproved: true, invoicenumber: 'INV-9', amountreceived: '40.00' })
    .where(eq(invoice.id, approvedInvoice));
  theirApprovedInvoice = (await createInvoiceWithLine(db, theirOrder)).id;
  await db.update(invoice).set({ isapproved: true }).where(eq(invoice.id, theirApprovedInvoice));
});

describe('GET /customerprofile/workorderproposals', () => {
  it('answers each proposal at customer prices with the status of spec C 4 and its actions', async () => {
    const response = await proposals(order);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<CustomerPortalProposal[]>();
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'amount',
        'approvedbycustomer',
        'approvedbycustomerdate',
        'canapprove',
        'canreject',
        'completedate',
        'createddate',
        'details',
        'externalproposalnumber',
        'id',
        'note',
        'rejectedbycustomer',
        'rejectedbycustomerdate',
        'rejectionnote',
        'scopeofwork',
        'scopeofworkformatted',
        'status',
        'totals',
        'workorderid',
        'wonumber',
      ].sort(),
    );
    expect(Object.keys(rows[0]!.details[0]!)).not.toContain('quotedamount');
    // The factory's vendor quote (70.00) and margin never leave the server.
    expect(response.body).not.toMatch(/quotedamount|marginpercent|grandtotal|"70\.00"/);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(inProgress)).toMatchObject({
      status: 'In Progress',
      canapprove: false,
      canreject: false,
    });
    expect(byId.get(complete)).toMatchObject({
      status: 'Complete',
      canapprove: true,
      canreject: true,
      amount: '100.00',
      externalproposalnumber: 'CP-7',
      details: [{ rates: '100.00', total: '100.00' }],
      totals: { total: '100.00' },
    });
    expect(byId.get(staffApproved)).toMatchObject({ status: 'Approved', canapprove: false });
  });

  it('refuses another customer order (403) and staff (403)', async () => {
    expect((await proposals(theirOrder)).statusCode).toBe(403);
    expect(
      (
        await ctx
          .asRole('Dispatchers')
          .get('/api/customerprofile/workorderproposals', { query: { workorderid: order } })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /customerprofile/updateproposalstatus', () => {
  it('approves a complete proposal, records it in a note for staff and the customer, answers the proposals', async () => {
    const response = await decide({ proposalId: complete, proposalStatusId: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json<CustomerPortalProposal[]>().find((proposal) => proposal.id === complete)!;
    expect(row).toMatchObject({
      status: 'Approved',
      approvedbycustomer: true,
      canapprove: false,
      canreject: false,
    });
    expect(row.approvedbycustomerdate).not.toBeNull();
    const [stored] = await ctx.db.select().from(workorderproposal).where(eq(workorderproposal.id, complete));
    expect(stored).toMatchObject({ isapproved: true, approvedbycustomer: true });
    const notes = await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, order));
    expect(
      notes.find((note) => note.note.includes('Customer approved proposal CP-7 for $100.00.')),
    ).toMatchObject({
      notetypeid: NOTE_TYPE.Customer,
      isvisibletocustomer: true,
      canvendorsee: false,
    });
  });

  it('rejects only with the Rejection Information, which the note and the proposal keep', async () => {
    const missing = await decide({ proposalId: completeToo, proposalStatusId: 4, note: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ note: CUSTOMER_PORTAL_MESSAGES.rejectionRequired });
    const response = await decide({ proposalId: completeToo, proposalStatusId: 4, note: 'Too expensive' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerPortalProposal[]>().find((row) => row.id === completeToo)).toMatchObject({
      status: 'Rejected',
      rejectedbycustomer: true,
      rejectionnote: 'Too expensive',
    });
    const notes = await ctx.db.select().from(workordernote).where(eq(workordernote.workorderid, order));
    expect(notes.some((note) => note.note.includes('Rejection Information: Too expensive'))).toBe(true);
  });

  it('refuses a decided or unfinished proposal, an unknown status, another customer proposal', async () => {
    for (const proposalId of [inProgress, complete, staffApproved]) {
      const response = await decide({ proposalId, proposalStatusId: 3 });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CUSTOMER_PORTAL_MESSAGES.notDecidable);
    }
    expect((await decide({ proposalId: inProgress, proposalStatusId: 2 })).json().errors).toEqual({
      proposalStatusId: CUSTOMER_PORTAL_MESSAGES.proposalStatusInvalid,
    });
    expect((await decide({ proposalId: theirComplete, proposalStatusId: 3 })).statusCode).toBe(403);
    const missing = await decide({ proposalId: 2_000_000_000, proposalStatusId: 3 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CUSTOMER_PORTAL_MESSAGES.proposalNotFound);
    const [theirs] = await ctx.db
      .select()
      .from(workorderproposal)
      .where(eq(workorderproposal.id, theirComplete));
    expect(theirs!.approvedbycustomer).toBe(false);
  });

  it('refuses a decision on an Invoiced order', async () => {
    const proposal = await proposalOn(invoicedOrder, { iscomplete: true });
    expect((await proposals(invoicedOrder)).json<CustomerPortalProposal[]>()[0]).toMatchObject({
      canapprove: false,
    });
    expect((await decide({ proposalId: proposal, proposalStatusId: 3 })).statusCode).toBe(400);
  });
});

describe('POST /customerprofile/generateproposal', () => {
  it('answers the preview HTML and the PDF of an own proposal; another customer one is 403', async () => {
    const generate = (proposalid: number, preview: string) =>
      ctx
        .as(customerUser)
        .post(`/api/customerprofile/generateproposal?proposalid=${proposalid}&preview=${preview}`);
    const preview = await generate(inProgress, 'true');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.body).toContain('Proposal');
    const pdf = await generate(inProgress, 'false');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await generate(theirComplete, 'true')).statusCode).toBe(403);
    expect((await generate(2_000_000_000, 'true')).statusCode).toBe(404);
  });
});

describe('the Invoices tab', () => {
  it('lists only approved invoices, with the invoice amount, date and balance and nothing of costs', async () => {
    const response = await ctx
      .as(customerUser)
      .get('/api/customerprofile/workorderinvoices', { query: { workorderid: order } });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<CustomerPortalInvoice[]>();
    expect(rows.map((row) => row.id)).toEqual([approvedInvoice]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'amount',
        'amountreceived',
        'balance',
        'details',
        'duedate',
        'id',
        'invoicenumber',
        'invoicingdate',
        'scopeofwork',
        'scopeofworkformatted',
        'totals',
        'workorderid',
        'wonumber',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      invoicenumber: 'INV-9',
      amount: '100.00',
      amountreceived: '40.00',
      balance: '60.00',
    });
    expect(response.body).not.toMatch(/vendorcost|margin/);
    const theirs = await ctx
      .as(customerUser)
      .get('/api/customerprofile/workorderinvoices', { query: { workorderid: theirOrder } });
    expect(theirs.statusCode).toBe(403);
  });

  it('prints a visible invoice; a draft is not found, another customer invoice is refused', async () => {
    const generate = (invoiceid: number) =>
      ctx.as(customerUser).post(`/api/customerprofile/generateinvoice?invoiceid=${invoiceid}&preview=false`);
    const pdf = await generate(approvedInvoice);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const draft = await generate(draftInvoice);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe(CUSTOMER_PORTAL_MESSAGES.invoiceNotFound);
    expect((await generate(theirApprovedInvoice)).statusCode).toBe(403);
  });
});
