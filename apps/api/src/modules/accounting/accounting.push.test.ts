import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_MESSAGES, LINE_ITEM_TYPE, type PendingSyncs } from '@dispatchwise/shared';
import {
  accountingsyncstate,
  invoicedetail,
  transmissionlog,
  vendor,
  workordervendor,
} from '../../db/schema/index';
import { createOrder } from '../../../test/factories/orders';
import { createVendor } from '../../../test/factories/work-orders';
import { connectQuickBooks } from '../../../test/quickbooks-connect';
import {
  createApprovedBill,
  createApprovedInvoice,
  disconnectQuickBooks,
} from './accounting.pending.test-fixtures';
import { usePushTests } from './accounting.push.test-fixtures';

// The push to QuickBooks (decision 177) against the local QuickBooks server over real HTTP: one document
// per row, logged; failures back on the screen; vendors matched or created; a pass that cannot reach
// QuickBooks keeps the rows queued.

const { server, ctx, accounting, acme, push, submit, logsOf, syncRecord, billsNoted, creates } =
  await usePushTests();

describe('the push', () => {
  it('creates one Bill per bill and one Invoice per invoice, logs each, and the rows leave the lists', async () => {
    const complete = await createOrder(ctx.db);
    const billOnly = await createOrder(ctx.db, { customername: 'Harbor Foods' });
    const bill = await createApprovedBill(ctx.db, {
      workorderid: complete.id,
      vendorid: acme().id,
      quotedamount: '120.10',
    });
    const card = await createApprovedBill(ctx.db, {
      workorderid: billOnly.id,
      vendorid: acme().id,
      quotedamount: '55.00',
      paidbycc: true,
    });
    const completeInvoice = await createApprovedInvoice(ctx.db, complete.id);
    const invoiceOnly = await createOrder(ctx.db, { customername: 'Northwind Stores' });
    const taxed = await createApprovedInvoice(ctx.db, invoiceOnly.id, { invoicenumber: null });
    await ctx.db.insert(invoicedetail).values({
      invoiceid: taxed.id,
      itemtypeid: LINE_ITEM_TYPE.Material,
      description: 'Filters',
      quantity: '2',
      rates: '10.00',
      taxrate: '8.250',
    });

    await submit({
      VendorBilling: [{ workorderVendorId: card.id }],
      CustomerBilling: [{ invoiceId: taxed.id }],
      CompleteBilling: [{ invoiceId: completeInvoice.id }],
    });
    const run = await push();
    expect(run).toEqual({ pushed: 4, failed: 0 });

    const [acmeInQb] = server.documents('Vendor').filter((doc) => doc.DisplayName === 'Acme HVAC');
    const [billDoc] = billsNoted(`Dispatchwise WO ${complete.wonumber} line ${bill.id}.`);
    expect(billDoc).toMatchObject({
      VendorRef: { value: acmeInQb!.Id },
      DocNumber: bill.invnumber,
      TxnDate: bill.approveddate!.toISOString().slice(0, 10),
      TotalAmt: 120.1,
      Line: [{ Amount: 120.1, Description: `Work order ${complete.wonumber}` }],
    });
    expect(
      billsNoted(`Dispatchwise WO ${billOnly.wonumber} line ${card.id}. Paid by credit card.`),
    ).toHaveLength(1);

    const invoices = server.documents('Invoice');
    const taxedDoc = invoices.find(
      (doc) => doc.PrivateNote === `Dispatchwise WO ${invoiceOnly.wonumber} invoice ${taxed.id}.`,
    );
    // No invoice number: one derived from the order; a new customer created for it; the taxes as a line.
    expect(taxedDoc).toMatchObject({ DocNumber: `WO${invoiceOnly.wonumber}-${taxed.id}`, TotalAmt: 121.65 });
    const northwind = server.documents('Customer').find((doc) => doc.DisplayName === 'Northwind Stores');
    expect(taxedDoc!.CustomerRef).toEqual({ value: northwind!.Id });
    expect(
      (taxedDoc!.Line as { Amount: number; Description: string }[]).map((line) => [
        line.Description,
        line.Amount,
      ]),
    ).toEqual([
      ['Labor', 100],
      ['Material: Filters', 20],
      ['Sales tax', 1.65],
    ]);
    expect(invoices.filter((doc) => doc.DocNumber === completeInvoice.invoicenumber)).toHaveLength(1);

    // Completed Invoicing logs under type 1 with its bills; Customer Invoicing under type 2.
    expect(await logsOf('invoiceid', completeInvoice.id)).toMatchObject([{ typeId: 1, success: true }]);
    expect(await logsOf('invoiceid', taxed.id)).toMatchObject([
      { typeId: 2, success: true, customerName: 'Northwind Stores', errorMessage: null },
    ]);
    const [billLog] = await logsOf('workordervendorid', bill.id);
    expect(billLog).toMatchObject({
      typeId: 1,
      success: true,
      vendorName: 'Acme HVAC',
      invoiceNumber: bill.invnumber,
    });
    expect(billLog!.endTime).not.toBeNull();
    expect(await syncRecord(bill.id)).toMatchObject({ externalid: billDoc!.Id });

    const lists = (await accounting().get('/api/accounting/getpendingsyncs')).json<PendingSyncs>();
    const listed = [...lists.completeBilling, ...lists.customerBilling].map((row) => row.invoiceId);
    expect(listed).not.toContain(taxed.id);
    expect(listed).not.toContain(completeInvoice.id);
    expect(lists.vendorBilling.map((row) => row.workorderVendorId)).not.toContain(card.id);
    expect((await accounting().get('/api/accounting/getuploadingstatus')).json()).toBe(false);

    // Pushed again: refused on the screen, and another pass sends nothing.
    const again = await accounting().post('/api/accounting/submitpending', {
      VendorBilling: [{ workorderVendorId: card.id }],
    });
    expect(again.json()).toEqual({ message: ACCOUNTING_MESSAGES.notPending });
    const before = server.requests.length;
    expect(await push()).toEqual({ pushed: 0, failed: 0, skipped: 'idle' });
    expect(server.requests.length).toBe(before);
  });

  it("a refused document is logged with QuickBooks' message and is back on the screen; an unmatched vendor and a long number never reach it", async () => {
    const order = await createOrder(ctx.db);
    const refused = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id });
    const stranger = await createVendor(ctx.db, { name: 'Nobody Known LLC' });
    const unmatched = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: stranger.id });
    const long = await createApprovedBill(ctx.db, {
      workorderid: order.id,
      vendorid: acme().id,
      invnumber: 'INV-2026-000000000000042',
    });
    await submit({ VendorBilling: [refused, unmatched, long].map((row) => ({ workorderVendorId: row.id })) });
    const billCreates = creates('bill').length;
    server.inject(
      { kind: 'fault200', code: '6000', message: 'Business Validation Error: the account is inactive.' },
      1,
    );
    expect(await push()).toEqual({ pushed: 0, failed: 3 });

    expect(await logsOf('workordervendorid', refused.id)).toMatchObject([
      { success: false, errorMessage: expect.stringContaining('the account is inactive') },
    ]);
    expect(await logsOf('workordervendorid', unmatched.id)).toMatchObject([
      {
        success: false,
        errorMessage: 'Vendor Nobody Known LLC is not in QuickBooks. Use Find Unmatched Vendors.',
      },
    ]);
    expect(await logsOf('workordervendorid', long.id)).toMatchObject([
      {
        success: false,
        errorMessage:
          'Vendor invoice number INV-2026-000000000000042 is longer than the 21 characters QuickBooks allows; shorten it and push again.',
      },
    ]);
    expect(creates('bill').length).toBe(billCreates);
    const lists = (await accounting().get('/api/accounting/getpendingsyncs')).json<PendingSyncs>();
    for (const row of [refused, unmatched, long])
      expect(lists.vendorBilling.find((bill) => bill.workorderVendorId === row.id)).toMatchObject({
        approvedByAccounting: false,
      });

    // Pushed again once fixed: a new requestid, so QuickBooks does not answer the old fault.
    await submit({ VendorBilling: [{ workorderVendorId: refused.id }] });
    expect(await push()).toEqual({ pushed: 1, failed: 0 });
    const logs = await logsOf('workordervendorid', refused.id);
    expect(logs.map((log) => log.success)).toEqual([false, true]);
    expect(logs[0]!.requestid).not.toBe(logs[1]!.requestid);
  });
});

describe('vendors QuickBooks does not know', () => {
  it('Find Unmatched Vendors matches by name; Pending Vendor Updates creates the rest before their bills', async () => {
    const order = await createOrder(ctx.db);
    const bolt = await createVendor(ctx.db, { name: 'Bolt Electric' });
    const fresh = await createVendor(ctx.db, { name: `Fresh Painting ${order.id}` });
    await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: bolt.id });
    const freshBill = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: fresh.id });

    const unmatched = await accounting().get('/api/accounting/getunmatchedvendors');
    expect(unmatched.statusCode).toBe(200);
    const boltId = server.documents('Vendor').find((doc) => doc.DisplayName === 'Bolt Electric')!.Id;
    const [stored] = await ctx.db.select().from(vendor).where(eq(vendor.id, bolt.id));
    expect(stored!.billingvendorid).toBe(boltId);
    const listed = unmatched.json<{ vendorId: number; pendingBills: number; isQueued: boolean }[]>();
    expect(listed.find((row) => row.vendorId === bolt.id)).toBeUndefined();
    expect(listed.find((row) => row.vendorId === fresh.id)).toMatchObject({
      pendingBills: 1,
      isQueued: false,
    });

    await submit({
      PendingVendors: [{ vendorId: fresh.id }],
      VendorBilling: [{ workorderVendorId: freshBill.id }],
    });
    const queued = (await accounting().get('/api/accounting/getunmatchedvendors')).json<typeof listed>();
    expect(queued.find((row) => row.vendorId === fresh.id)).toMatchObject({ isQueued: true });

    expect(await push()).toEqual({ pushed: 2, failed: 0 });
    const created = server.documents('Vendor').filter((doc) => doc.DisplayName === fresh.name);
    expect(created).toHaveLength(1);
    const [after] = await ctx.db.select().from(vendor).where(eq(vendor.id, fresh.id));
    expect(after!.billingvendorid).toBe(created[0]!.Id);
    const vendorLogs = await ctx.db
      .select()
      .from(transmissionlog)
      .where(eq(transmissionlog.vendorid, fresh.id));
    expect(vendorLogs.map((log) => [log.typeId, log.vendorName, log.success])).toEqual(
      expect.arrayContaining([[1, fresh.name, true]]),
    );
    expect(billsNoted(`Dispatchwise WO ${order.wonumber} line ${freshBill.id}.`)).toMatchObject([
      { VendorRef: { value: created[0]!.Id } },
    ]);
  });
});

describe('a pass that cannot reach QuickBooks', () => {
  it('keeps the rows queued with the reason, waits, and sends them once connected again', async () => {
    const order = await createOrder(ctx.db);
    const line = await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme().id });
    await submit({ VendorBilling: [{ workorderVendorId: line.id }] });
    await disconnectQuickBooks(ctx.db);
    expect(await push()).toEqual({ pushed: 0, failed: 0, error: ACCOUNTING_MESSAGES.notConnected });
    const [state] = await ctx.db.select().from(accountingsyncstate);
    // Still queued, so still uploading: the busy indicator stays on and the QuickBooks screen says why.
    expect(state).toMatchObject({ lasterror: ACCOUNTING_MESSAGES.notConnected, isuploading: true });
    const [queued] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, line.id));
    expect(queued!.approvedbyaccounting).toBe(true);

    await connectQuickBooks({ db: ctx.db, config: ctx.config, server });
    expect(await push()).toMatchObject({ skipped: 'waiting' });
    // Push Approved again does not wait.
    await submit({ VendorBilling: [{ workorderVendorId: line.id }] });
    expect(await push()).toEqual({ pushed: 1, failed: 0 });
    const [after] = await ctx.db.select().from(accountingsyncstate);
    expect(after).toMatchObject({ lasterror: null, isuploading: false });
  });
});
