import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingsyncrecord, accountingsyncstate, vendorpayment } from '../../db/schema/index';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import { createOrder } from '../../../test/factories/orders';
import { createTestContext } from '../../../test/helpers';
import { connectQuickBooks } from '../../../test/quickbooks-connect';
import { startQuickBooksServer } from '../../../test/quickbooks-server';
import { openQuickBooksClient } from './quickbooks/quickbooks.client';
import type { QbBill } from './quickbooks/quickbooks.types';

// Payments back (decision 178): BillPayments entered in QuickBooks fill the vendor's Payments tab, each line
// tied to the vendor line whose Bill it pays; a second pass adds nothing twice; an edit replaces the payment.

const server = await startQuickBooksServer({
  clientId: 'qb-pay',
  clientSecret: 'qb-pay-secret',
  vendors: ['Summit Roofing', 'Keystone Electric', 'Not In Dispatchwise'],
});
afterAll(() => server.close());
const context = createTestContext({ env: server.env });
const accounting = () => context.asRole('AccountingAdmin');
const qbVendor = (name: string) => server.documents('Vendor').find((doc) => doc.DisplayName === name)!;
const syncNow = () => accounting().post('/api/accounting/quickbooks/syncpayments');

/** A vendor line of a new order, its Bill pushed to QuickBooks and recorded as the push does. */
async function pushedBill(vendorid: number, billingName: string, amount: number) {
  const order = await createOrder(context.db);
  const line = await attachVendor(context.db, {
    workorderid: order.id,
    vendorid,
    invnumber: `VI-${order.id}`,
    quotedamount: amount.toFixed(2),
  });
  const client = (await openQuickBooksClient({ db: context.db, config: context.config }))!;
  const bill = await client.create<QbBill>(
    'Bill',
    {
      VendorRef: { value: qbVendor(billingName).Id },
      DocNumber: `VI-${order.id}`,
      Line: [
        {
          Amount: amount,
          DetailType: 'AccountBasedExpenseLineDetail',
          AccountBasedExpenseLineDetail: { AccountRef: { value: server.documents('Account')[0]!.Id } },
        },
      ],
    },
    `test-bill-${line.id}`,
  );
  await context.db
    .insert(accountingsyncrecord)
    .values({ entitytype: 'vendorbill', entityid: line.id, externalid: bill.Id });
  return { order, line, bill };
}

let summit: Awaited<ReturnType<typeof createVendor>>;
let keystone: Awaited<ReturnType<typeof createVendor>>;
beforeAll(async () => {
  await connectQuickBooks({ db: context.db, config: context.config, server });
  summit = await createVendor(context.db, { billingvendorid: qbVendor('Summit Roofing').Id });
  keystone = await createVendor(context.db, { billingvendorid: qbVendor('Keystone Electric').Id });
});

const paymentsOf = async (vendorid: number) =>
  (await accounting().get('/api/vendor/payments', { query: { vendorid } })).json<
    { txnDate: string; paymentType: string; refNumber: string; amount: string; paymentLines: unknown[] }[]
  >();

describe('payments back from QuickBooks', () => {
  it('fills the Payments tab with the payment and a line per paid bill (work order and invoice numbers)', async () => {
    const first = await pushedBill(summit.id, 'Summit Roofing', 480.25);
    const second = await pushedBill(summit.id, 'Summit Roofing', 120);
    server.payBills({
      vendorId: qbVendor('Summit Roofing').Id,
      bills: [
        { billId: first.bill.Id, amount: 480.25 },
        { billId: second.bill.Id, amount: 100 },
      ],
      docNumber: '10452',
      txnDate: '2026-11-20',
    });
    const answer = await syncNow();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().paymentsSyncedAt).not.toBeNull();
    const [payment] = await paymentsOf(summit.id);
    expect(payment).toMatchObject({ paymentType: 'Check', refNumber: '10452', amount: '580.25' });
    expect(payment!.txnDate).toBe('2026-11-20T00:00:00.000Z');
    expect(payment!.paymentLines).toEqual([
      {
        memo: first.order.wonumber,
        appliedToTxnRefNumber: `VI-${first.order.id}`,
        appliedToTxnAmount: '480.25',
      },
      {
        memo: second.order.wonumber,
        appliedToTxnRefNumber: `VI-${second.order.id}`,
        appliedToTxnAmount: '100.00',
      },
    ]);
  });

  it('adds nothing twice, and an edit in QuickBooks replaces the payment and its lines', async () => {
    const { bill } = await pushedBill(keystone.id, 'Keystone Electric', 300);
    const paid = server.payBills({
      vendorId: qbVendor('Keystone Electric').Id,
      bills: [{ billId: bill.Id, amount: 300 }],
      payType: 'CreditCard',
    });
    await syncNow();
    await syncNow();
    expect(await paymentsOf(keystone.id)).toHaveLength(1);
    server.touch('BillPayment', paid.Id, {
      DocNumber: 'CC-77',
      TotalAmt: 250,
      Line: [{ Amount: 250, LinkedTxn: [{ TxnId: bill.Id, TxnType: 'Bill' }] }],
    });
    await syncNow();
    const payments = await paymentsOf(keystone.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ paymentType: 'CreditCard', refNumber: 'CC-77', amount: '250.00' });
    expect(payments[0]!.paymentLines).toMatchObject([{ appliedToTxnAmount: '250.00' }]);
    const [state] = await context.db.select().from(accountingsyncstate).where(eq(accountingsyncstate.id, 1));
    expect(state!.paymentssyncedthrough).toBe(
      (
        server.documents('BillPayment').find((doc) => doc.Id === paid.Id)!.MetaData as {
          LastUpdatedTime: string;
        }
      ).LastUpdatedTime,
    );
  });

  it("never ties a line to another vendor's bill, skips unmatched vendors, and names bills entered in QuickBooks", async () => {
    const theirs = await pushedBill(summit.id, 'Summit Roofing', 75);
    const client = (await openQuickBooksClient({ db: context.db, config: context.config }))!;
    const entered = await client.create<QbBill>(
      'Bill',
      {
        VendorRef: { value: qbVendor('Keystone Electric').Id },
        DocNumber: 'PAPER-9',
        Line: [
          {
            Amount: 40,
            DetailType: 'AccountBasedExpenseLineDetail',
            AccountBasedExpenseLineDetail: { AccountRef: { value: server.documents('Account')[0]!.Id } },
          },
        ],
      },
      'entered-in-qb',
    );
    const before = await context.db.select().from(vendorpayment);
    server.payBills({
      vendorId: qbVendor('Keystone Electric').Id,
      bills: [
        { billId: theirs.bill.Id, amount: 75 },
        { billId: entered.Id, amount: 40 },
      ],
      docNumber: 'MIXED-1',
    });
    server.payBills({
      vendorId: qbVendor('Not In Dispatchwise').Id,
      bills: [{ billId: entered.Id, amount: 1 }],
    });
    await syncNow();
    const after = await context.db.select().from(vendorpayment);
    expect(after).toHaveLength(before.length + 1);
    const mixed = (await paymentsOf(keystone.id)).find((payment) => payment.refNumber === 'MIXED-1')!;
    expect(mixed.paymentLines).toEqual([
      { memo: null, appliedToTxnRefNumber: null, appliedToTxnAmount: '75.00' },
      { memo: null, appliedToTxnRefNumber: 'PAPER-9', appliedToTxnAmount: '40.00' },
    ]);
  });
});
