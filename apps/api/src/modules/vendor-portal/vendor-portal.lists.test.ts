import { beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { vendorinvoice } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import { createVendorProposal } from '../../../test/factories/vendor-proposals';

// The vendor portal's proposals and invoices lists across orders (issue 15, docs/decisions/164): scope (the
// caller's vendor, live lines, a Tech's assigned orders), the status words, search, keyset paging, the
// amount's footer and who may call them.

const ctx = createTestContext();

const { Draft, Submitted, Approved, Rejected } = VENDOR_DOCUMENT_STATUS;

let vendorUser: TestUser;
let techUser: TestUser;
let otherTech: TestUser;
let vendorOfB: TestUser;
/** Proposal numbers by what the caller should see. */
const seen = { vendor: [] as string[], tech: [] as string[], otherTech: [] as string[] };

type Row = Record<string, unknown>;
type Answer = {
  data: Row[];
  totalCount: number;
  totalCountIsExact: boolean;
  summary: number[] | null;
  nextCursor: string | null;
};

const list = (user: TestUser, kind: 'proposals' | 'invoices', query: Record<string, string | number> = {}) =>
  ctx.as(user).get(`/api/vendorprofile/${kind}`, { query: { requireTotalCount: 'true', ...query } });

const numbersOf = (answer: Answer, field = 'proposalnumber') =>
  answer.data.map((row) => row[field] as string).sort();

beforeAll(async () => {
  const db = ctx.db;
  const austin = await createCustomerWithSite(db, { customername: 'Austin Grocers' });
  const dallas = await createCustomerWithSite(db, { customername: 'Zeta Foods' });
  const vendorA = (await createVendor(db, { name: 'Lists Vendor A' })).id;
  const vendorB = (await createVendor(db, { name: 'Lists Vendor B' })).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  techUser = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  otherTech = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  vendorOfB = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB });

  const order = async (site: typeof austin, fields: { techauthid?: string } = {}) =>
    (await createWorkOrder(db, { customerid: site.customer.id, jobsiteid: site.jobsite.id, ...fields })).id;
  // Vendor A and B share one order; A's line on `dropped` was cancelled; `theirs` is B's alone.
  const shared = await order(austin);
  await attachVendor(db, { workorderid: shared, vendorid: vendorA });
  await attachVendor(db, { workorderid: shared, vendorid: vendorB });
  const dropped = await order(austin);
  await attachVendor(db, { workorderid: dropped, vendorid: vendorA, status: 'Cancelled' });
  const theirs = await order(dallas);
  await attachVendor(db, { workorderid: theirs, vendorid: vendorB });
  const techs = await order(dallas, { techauthid: techUser.user_id });
  await attachVendor(db, { workorderid: techs, vendorid: vendorA });
  const colleagues = await order(austin, { techauthid: otherTech.user_id });
  await attachVendor(db, { workorderid: colleagues, vendorid: vendorA });

  const proposal = (
    workorderid: number,
    vendorid: number,
    proposalnumber: string,
    fields: { proposalstatusid: number; proposalamount: string; proposaldate: string; description?: string },
  ) =>
    createVendorProposal(db, {
      workorderid,
      vendorid,
      proposalnumber,
      ...fields,
      proposaldate: new Date(fields.proposaldate),
    });
  // Vendor A's: seven in its portal (dates in order A-1 oldest .. A-7 newest).
  const own: [number, string, number, string][] = [
    [shared, 'A-1', Draft, '100.10'],
    [shared, 'A-2', Submitted, '200.20'],
    [shared, 'A-3', Approved, '300.30'],
    [shared, 'A-4', Rejected, '400.40'],
    [techs, 'A-5', Draft, '0.05'],
    [techs, 'A-6', Submitted, '10.00'],
    [colleagues, 'A-7', Draft, '1.01'],
  ];
  for (const [index, [workorderid, number, statusid, amount]] of own.entries())
    await proposal(workorderid, vendorA, number, {
      proposalstatusid: statusid,
      proposalamount: amount,
      proposaldate: `2025-04-0${index + 1}T12:00:00Z`,
      description: number === 'A-6' ? 'Replace the walk-in cooler gasket' : 'Roof repair',
    });
  seen.vendor = own.map(([, number]) => number);
  seen.tech = ['A-5', 'A-6'];
  seen.otherTech = ['A-7'];
  // Never vendor A's to see: its proposal on the order its line was cancelled from, and vendor B's.
  await proposal(dropped, vendorA, 'A-dropped', {
    proposalstatusid: Draft,
    proposalamount: '5.00',
    proposaldate: '2025-04-08T12:00:00Z',
  });
  await proposal(shared, vendorB, 'B-shared', {
    proposalstatusid: Draft,
    proposalamount: '7.00',
    proposaldate: '2025-04-08T12:00:00Z',
  });
  await proposal(theirs, vendorB, 'B-theirs', {
    proposalstatusid: Submitted,
    proposalamount: '9.00',
    proposaldate: '2025-04-08T12:00:00Z',
  });

  const invoice = (workorderid: number, vendorid: number, invoicenumber: string, invoicestatusid: number) =>
    db.insert(vendorinvoice).values({
      workorderid,
      vendorid,
      invoicenumber,
      invoicestatusid,
      invoiceamount: '123.45',
      description: 'Invoice for the repair',
    });
  await invoice(shared, vendorA, 'INV-A1', Submitted);
  await invoice(techs, vendorA, 'INV-A2', Approved);
  await invoice(shared, vendorB, 'INV-B1', Submitted);
  await invoice(dropped, vendorA, 'INV-A-dropped', Submitted);
});

describe('GET /api/vendorprofile/proposals', () => {
  it("answers the caller vendor's proposals on its portal's orders only, newest first, with the order's fields", async () => {
    const response = await list(vendorUser, 'proposals');
    expect(response.statusCode).toBe(200);
    const answer = response.json<Answer>();
    expect(answer.data.map((row) => row.proposalnumber)).toEqual([...seen.vendor].reverse());
    expect(answer).toMatchObject({ totalCount: 7, totalCountIsExact: true, nextCursor: null });
    expect(answer.data.at(-1)).toMatchObject({
      proposalnumber: 'A-1',
      wonumber: expect.any(String),
      customername: 'Austin Grocers',
      city: 'Austin',
      statecode: 'TX',
      proposaldate: expect.stringMatching(/^2025-04-01/),
      description: 'Roof repair',
      proposalstatusid: Draft,
      proposalstatus: 'Draft',
      proposalamount: '100.10',
      workorderid: expect.any(Number),
    });
  });

  it("never shows another vendor's proposals, nor the caller's on an order its line was cancelled from", async () => {
    const mine = numbersOf((await list(vendorUser, 'proposals', { take: 100 })).json<Answer>());
    expect(mine).not.toContain('B-shared');
    expect(mine).not.toContain('B-theirs');
    expect(mine).not.toContain('A-dropped');
    const theirs = numbersOf((await list(vendorOfB, 'proposals')).json<Answer>());
    expect(theirs).toEqual(['B-shared', 'B-theirs']);
    // A filter or search naming another vendor's document finds nothing either.
    const searched = await list(vendorUser, 'proposals', { searchValue: 'B-theirs' });
    expect(searched.json<Answer>().data).toEqual([]);
  });

  it('shows a Tech only the proposals on orders assigned to it', async () => {
    expect(numbersOf((await list(techUser, 'proposals')).json<Answer>())).toEqual(seen.tech);
    expect(numbersOf((await list(otherTech, 'proposals')).json<Answer>())).toEqual(seen.otherTech);
    const groups = await list(techUser, 'proposals', { group: JSON.stringify([{ selector: 'wonumber' }]) });
    expect(groups.json<Answer>().data).toHaveLength(1);
  });

  it('narrows to one status by its word: open, waiting, approved, rejected', async () => {
    const by = async (status: string) =>
      numbersOf((await list(vendorUser, 'proposals', { status })).json<Answer>());
    expect(await by('open')).toEqual(['A-1', 'A-5', 'A-7']);
    expect(await by('waiting')).toEqual(['A-2', 'A-6']);
    expect(await by('approved')).toEqual(['A-3']);
    expect(await by('rejected')).toEqual(['A-4']);
    expect(await by('')).toEqual(seen.vendor);
    const wrong = await list(vendorUser, 'proposals', { status: 'draft' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errors: { status: 'Status is one of open, waiting, approved, rejected.' },
    });
  });

  it('searches the numbers, customer, city and description, and filters by header values', async () => {
    const search = async (searchValue: string) =>
      numbersOf((await list(vendorUser, 'proposals', { searchValue })).json<Answer>());
    expect(await search('cooler gasket')).toEqual(['A-6']);
    expect(await search('zeta')).toEqual(['A-5', 'A-6']);
    expect(await search('A-3')).toEqual(['A-3']);
    const filtered = await list(vendorUser, 'proposals', {
      filter: JSON.stringify([
        ['proposalstatus', 'anyof', ['Approved', 'Rejected']],
        'and',
        ['customername', '=', 'Austin Grocers'],
      ]),
    });
    expect(numbersOf(filtered.json<Answer>())).toEqual(['A-3', 'A-4']);
    const statuses = await list(vendorUser, 'proposals', {
      group: JSON.stringify([{ selector: 'proposalstatus' }]),
    });
    expect(statuses.json<Answer>().data).toEqual([
      { key: 'Approved', count: 1 },
      { key: 'Draft', count: 3 },
      { key: 'Rejected', count: 1 },
      { key: 'Submitted', count: 2 },
    ]);
    const unknown = await list(vendorUser, 'proposals', { filter: JSON.stringify(['vendorid', '=', 1]) });
    expect(unknown.statusCode).toBe(400);
  });

  it('pages by keyset: the next page from the cursor, no row twice, the count of all', async () => {
    const first = (await list(vendorUser, 'proposals', { take: 3 })).json<Answer>();
    expect(first.data.map((row) => row.proposalnumber)).toEqual(['A-7', 'A-6', 'A-5']);
    expect(first).toMatchObject({ totalCount: 7, totalCountIsExact: true });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (
      await list(vendorUser, 'proposals', { take: 3, after: first.nextCursor! })
    ).json<Answer>();
    expect(second.data.map((row) => row.proposalnumber)).toEqual(['A-4', 'A-3', 'A-2']);
    const third = (
      await list(vendorUser, 'proposals', { take: 3, after: second.nextCursor! })
    ).json<Answer>();
    expect(third.data.map((row) => row.proposalnumber)).toEqual(['A-1']);
    expect(third.nextCursor).toBeNull();
    const byAmount = await list(vendorUser, 'proposals', {
      take: 2,
      skip: 2,
      sort: JSON.stringify([{ selector: 'proposalamount', desc: false }]),
    });
    expect(byAmount.json<Answer>().data.map((row) => row.proposalnumber)).toEqual(['A-6', 'A-1']);
  });

  it('sums the amount over the whole filtered result, exact to the cent', async () => {
    const totalSummary = JSON.stringify([{ selector: 'proposalamount', summaryType: 'sum' }]);
    const all = (await list(vendorUser, 'proposals', { take: 1, totalSummary })).json<Answer>();
    expect(all.data).toHaveLength(1);
    expect(all.summary).toEqual([1012.06]);
    const open = (await list(vendorUser, 'proposals', { status: 'open', totalSummary })).json<Answer>();
    expect(open.summary).toEqual([101.16]);
    const tech = (await list(techUser, 'proposals', { totalSummary })).json<Answer>();
    expect(tech.summary).toEqual([10.05]);
  });
});

describe('GET /api/vendorprofile/invoices', () => {
  it("answers the caller vendor's invoices on its portal's orders, by status", async () => {
    const all = (await list(vendorUser, 'invoices')).json<Answer>();
    expect(numbersOf(all, 'invoicenumber')).toEqual(['INV-A1', 'INV-A2']);
    expect(all.data.find((row) => row.invoicenumber === 'INV-A2')).toMatchObject({
      customername: 'Zeta Foods',
      city: 'Austin',
      statecode: 'TX',
      invoicestatusid: Approved,
      invoicestatus: 'Approved',
      invoiceamount: '123.45',
      invoicedate: expect.any(String),
      description: 'Invoice for the repair',
    });
    const waiting = (await list(vendorUser, 'invoices', { status: 'waiting' })).json<Answer>();
    expect(numbersOf(waiting, 'invoicenumber')).toEqual(['INV-A1']);
    expect(numbersOf((await list(techUser, 'invoices')).json<Answer>(), 'invoicenumber')).toEqual(['INV-A2']);
    expect(numbersOf((await list(vendorOfB, 'invoices')).json<Answer>(), 'invoicenumber')).toEqual([
      'INV-B1',
    ]);
    const summed = await list(vendorUser, 'invoices', {
      totalSummary: JSON.stringify([{ selector: 'invoiceamount', summaryType: 'sum' }]),
    });
    expect(summed.json<Answer>().summary).toEqual([246.9]);
  });
});

describe('who may call the lists', () => {
  it('answers 401 without a token and 403 to staff and customers', async () => {
    for (const kind of ['proposals', 'invoices']) {
      expect((await ctx.anonymous.get(`/api/vendorprofile/${kind}`)).statusCode).toBe(401);
      for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
        expect((await ctx.asRole(role).get(`/api/vendorprofile/${kind}`)).statusCode).toBe(403);
    }
  });

  it('answers 403 to a Vendor user not linked to a vendor', async () => {
    const unlinked = await ctx.createUser({ roles: ['Vendor'] });
    expect((await list(unlinked, 'proposals')).statusCode).toBe(403);
  });
});
