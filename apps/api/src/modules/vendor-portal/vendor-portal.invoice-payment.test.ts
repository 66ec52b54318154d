import { beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { vendorpayment, vendorpaymentline } from '../../db/schema/index';
import { createVendorInvoice } from '../../../test/factories/vendor-proposals';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import { createTestContext, type TestUser } from '../../../test/helpers';

// "Is my invoice paid?" (issue 17, decision 178): a vendor's approved invoice shows the newest payment the
// QuickBooks sync stored for its vendor line, in the per-order list and the list across orders; a draft
// or submitted invoice, and another vendor's payment, never do.

const ctx = createTestContext();
const { Approved, Submitted } = VENDOR_DOCUMENT_STATUS;

let vendorUser: TestUser;
let otherVendorUser: TestUser;
let workorderid: number;

async function pay(
  vendorid: number,
  workordervendorid: number,
  fields: { txnDate: string; refNumber: string; paymentType: string },
) {
  const [payment] = await ctx.db
    .insert(vendorpayment)
    .values({
      vendorid,
      txnId: `T-${fields.refNumber}`,
      amount: '45.00',
      ...fields,
      txnDate: new Date(fields.txnDate),
    })
    .returning();
  await ctx.db.insert(vendorpaymentline).values({
    vendorpaymentid: payment!.id,
    workordervendorid,
    memo: 'WO',
    appliedToTxnRefNumber: 'VI',
    appliedToTxnAmount: '45.00',
  });
}

beforeAll(async () => {
  const site = await createCustomerWithSite(ctx.db);
  workorderid = (await createWorkOrder(ctx.db, { customerid: site.customer.id, jobsiteid: site.jobsite.id }))
    .id;
  const vendorA = (await createVendor(ctx.db)).id;
  const vendorB = (await createVendor(ctx.db)).id;
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  otherVendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorB });
  const lineA = await attachVendor(ctx.db, { workorderid, vendorid: vendorA });
  const lineB = await attachVendor(ctx.db, { workorderid, vendorid: vendorB });
  await createVendorInvoice(ctx.db, {
    workorderid,
    vendorid: vendorA,
    workordervendorid: lineA.id,
    invoicenumber: 'A-PAID',
    invoicestatusid: Approved,
  });
  await createVendorInvoice(ctx.db, {
    workorderid,
    vendorid: vendorA,
    workordervendorid: lineA.id,
    invoicenumber: 'A-WAITING',
    invoicestatusid: Submitted,
  });
  await createVendorInvoice(ctx.db, {
    workorderid,
    vendorid: vendorB,
    workordervendorid: lineB.id,
    invoicenumber: 'B-UNPAID',
    invoicestatusid: Approved,
  });
  await pay(vendorA, lineA.id, { txnDate: '2026-10-01T00:00:00Z', refNumber: '5001', paymentType: 'Check' });
  // A later, partial second payment of the same bill: the newest is the one shown.
  await pay(vendorA, lineA.id, {
    txnDate: '2026-11-02T00:00:00Z',
    refNumber: 'CC-9',
    paymentType: 'CreditCard',
  });
  // A payment of vendor B that QuickBooks linked to A's bill: never A's, never B's invoice's.
  await pay(vendorB, lineA.id, { txnDate: '2026-12-01T00:00:00Z', refNumber: 'B-ODD', paymentType: 'Check' });
});

type Row = Record<string, unknown>;
const byNumber = (rows: Row[]) => Object.fromEntries(rows.map((row) => [row.invoicenumber, row]));

describe("the vendor's invoices say whether they are paid", () => {
  it('in the list across orders, filterable and sortable by the payment', async () => {
    const answer = await ctx.as(vendorUser).get('/api/vendorprofile/invoices');
    const rows = byNumber(answer.json<{ data: Row[] }>().data);
    // The list's dates are PostgreSQL's text, as its other dates (decision 164).
    expect(new Date(rows['A-PAID']!.paiddate as string).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(rows['A-PAID']).toMatchObject({ paymentrefnumber: 'CC-9', paymenttype: 'CreditCard' });
    expect(rows['A-WAITING']).toMatchObject({ paiddate: null, paymentrefnumber: null, paymenttype: null });
    const paid = await ctx.as(vendorUser).get('/api/vendorprofile/invoices', {
      query: {
        filter: JSON.stringify(['paiddate', '<>', null]),
        sort: JSON.stringify([{ selector: 'paiddate', desc: true }]),
      },
    });
    expect(paid.json<{ data: Row[] }>().data.map((row) => row.invoicenumber)).toEqual(['A-PAID']);
    const other = (await ctx.as(otherVendorUser).get('/api/vendorprofile/invoices')).json<{ data: Row[] }>();
    expect(byNumber(other.data)['B-UNPAID']).toMatchObject({ paiddate: null, paymentrefnumber: null });
  });

  it("in the order's invoices", async () => {
    const answer = await ctx
      .as(vendorUser)
      .get('/api/vendorprofile/vendorworkorderinvoices', { query: { workorderid } });
    expect(answer.statusCode).toBe(200);
    const rows = byNumber(answer.json<{ data: Row[] }>().data);
    expect(rows['A-PAID']).toMatchObject({
      paiddate: '2026-11-02T00:00:00.000Z',
      paymentrefnumber: 'CC-9',
      paymenttype: 'CreditCard',
    });
    expect(rows['A-WAITING']).toMatchObject({ paiddate: null, paymentrefnumber: null, paymenttype: null });
    const theirs = await ctx
      .as(otherVendorUser)
      .get('/api/vendorprofile/vendorworkorderinvoices', { query: { workorderid } });
    expect(byNumber(theirs.json<{ data: Row[] }>().data)['B-UNPAID']).toMatchObject({ paiddate: null });
  });
});
