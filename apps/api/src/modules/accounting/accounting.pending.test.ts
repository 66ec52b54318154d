import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_MESSAGES, ROLES, type PendingSyncs } from '@dispatchwise/shared';
import { invoice, transmissionlog, workordervendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createOrder } from '../../../test/factories/orders';
import { attachVendor, createVendor } from '../../../test/factories/work-orders';
import {
  markConnected,
  createApprovedBill,
  createApprovedInvoice,
  disconnectQuickBooks,
} from './accounting.pending.test-fixtures';

// The Accounting screen's calls (spec A "Accounting", sections 3, 4, 7; issue 17; decision 175). Nothing
// pushes here: the test app runs no background job, so submitted rows stay queued.

const ctx = createTestContext({
  env: { QUICKBOOKS_CLIENT_ID: 'test-client', QUICKBOOKS_CLIENT_SECRET: 'test-secret' },
});
const accounting = () => ctx.asRole('AccountingAdmin');

const pending = async () => {
  const response = await accounting().get('/api/accounting/getpendingsyncs');
  expect(response.statusCode).toBe(200);
  return response.json<PendingSyncs>();
};
const billIds = (lists: PendingSyncs) => lists.vendorBilling.map((row) => row.workorderVendorId);
const invoiceIds = (rows: PendingSyncs['customerBilling']) => rows.map((row) => row.invoiceId);

/** Orders of their own customer: one with bills and an invoice, one with a bill, one with an invoice. */
async function threeOrders() {
  const approver = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Reyes' });
  const vendorA = await createVendor(ctx.db, { billingvendorid: '41' });
  const vendorB = await createVendor(ctx.db);
  const complete = await createOrder(ctx.db);
  const billOnly = await createOrder(ctx.db);
  const invoiceOnly = await createOrder(ctx.db);
  const bill1 = await createApprovedBill(ctx.db, {
    workorderid: complete.id,
    vendorid: vendorA.id,
    quotedamount: '120.10',
    approvedby: approver.id,
    daysAgo: 3,
  });
  const bill2 = await createApprovedBill(ctx.db, {
    workorderid: complete.id,
    vendorid: vendorB.id,
    quotedamount: '79.95',
    nodflagged: true,
  });
  // Not pending: not approved (but a live cost), cancelled, removed by accounting, already pushed.
  await attachVendor(ctx.db, { workorderid: complete.id, vendorid: vendorB.id, quotedamount: '10.00' });
  await createApprovedBill(ctx.db, {
    workorderid: complete.id,
    vendorid: vendorB.id,
    quotedamount: '999.00',
    status: 'Cancelled',
  });
  await createApprovedBill(ctx.db, {
    workorderid: billOnly.id,
    vendorid: vendorB.id,
    accountingremoveddate: new Date(),
  });
  await createApprovedBill(ctx.db, {
    workorderid: billOnly.id,
    vendorid: vendorB.id,
    syncedtoaccountingdate: new Date(),
  });
  const lone = await createApprovedBill(ctx.db, {
    workorderid: billOnly.id,
    vendorid: vendorA.id,
    quotedamount: '55.00',
    daysAgo: 5,
  });
  const completeInvoice = await createApprovedInvoice(ctx.db, complete.id, { daysAgo: 2 });
  const customerInvoice = await createApprovedInvoice(ctx.db, invoiceOnly.id, { daysAgo: 4 });
  await createApprovedInvoice(ctx.db, invoiceOnly.id, { isrejected: true });
  await createApprovedInvoice(ctx.db, invoiceOnly.id, { syncedtoaccountingdate: new Date() });
  return {
    approver,
    vendorA,
    complete,
    billOnly,
    invoiceOnly,
    bill1,
    bill2,
    lone,
    completeInvoice,
    customerInvoice,
  };
}

describe('GET /accounting/getpendingsyncs', () => {
  it('puts each pending document in one list: an order with both is Completed Invoicing, with its sums', async () => {
    const orders = await threeOrders();
    const lists = await pending();

    const vendorRow = lists.vendorBilling.find((row) => row.workorderVendorId === orders.lone.id);
    expect(vendorRow).toMatchObject({
      vendorId: orders.vendorA.id,
      billingVendorId: '41',
      vendorName: orders.vendorA.name,
      workorderId: orders.billOnly.id,
      workorderNumber: orders.billOnly.wonumber,
      vendorInvoiceNumber: orders.lone.invnumber,
      vendorAmount: '55.00',
      paidByCC: false,
      nodFlagged: false,
      approvedByAccounting: false,
    });
    // The removed, pushed and cancelled bills are nowhere; the complete order's bills ride on its invoice.
    expect(billIds(lists).filter((id) => [orders.bill1.id, orders.bill2.id].includes(id))).toEqual([]);
    expect(lists.vendorBilling.filter((row) => row.workorderId === orders.billOnly.id)).toHaveLength(1);

    const completeRow = lists.completeBilling.find((row) => row.invoiceId === orders.completeInvoice.id)!;
    expect(completeRow).toMatchObject({
      workorderId: orders.complete.id,
      workorderNumber: orders.complete.wonumber,
      invoiceNumber: orders.completeInvoice.invoicenumber,
      invoiceAmount: '100.00',
      // The live lines: 120.10 + 79.95 + the unapproved 10.00; the cancelled 999.00 costs nothing.
      vendorCost: '210.05',
      nodFlagged: true,
      approvedByAccounting: false,
      invoiceDate: '2026-11-02T00:00:00.000Z',
      dueDate: '2026-12-02T00:00:00.000Z',
      pendingCustomerInvoicingDetails: [
        {
          itemType: 'Labor',
          itemDescription: null,
          itemQuantity: '1.00',
          itemPrice: '100.00',
          itemTaxRate: '0.000',
        },
      ],
    });
    // Oldest approval first, with the approver's name.
    expect(completeRow.pendingVendorBilling.map((row) => row.workorderVendorId)).toEqual([
      orders.bill1.id,
      orders.bill2.id,
    ]);
    expect(completeRow.pendingVendorBilling[0]).toMatchObject({ vendorInvoiceApprovedBy: 'Dana Reyes' });
    expect(completeRow.pendingVendorBilling[1]).toMatchObject({
      nodFlagged: true,
      vendorInvoiceApprovedBy: null,
    });

    expect(invoiceIds(lists.customerBilling)).toContain(orders.customerInvoice.id);
    const customerRow = lists.customerBilling.find((row) => row.invoiceId === orders.customerInvoice.id)!;
    expect(customerRow).toMatchObject({ vendorCost: '0.00', nodFlagged: false, pendingVendorBilling: [] });
    // The rejected and the pushed invoice of that order are not pending.
    expect(lists.customerBilling.filter((row) => row.workorderId === orders.invoiceOnly.id)).toHaveLength(1);
    expect(invoiceIds(lists.customerBilling)).not.toContain(orders.completeInvoice.id);
  });
});

describe('POST /accounting/submitpending', () => {
  it('queues the rows in one go (a Completed Invoicing row with its bills), and a second submit changes nothing', async () => {
    await markConnected(ctx.db, 'realm-submit');
    const orders = await threeOrders();
    const body = {
      VendorBilling: [{ workorderVendorId: orders.lone.id }],
      CustomerBilling: [{ invoiceId: orders.customerInvoice.id }],
      CompleteBilling: [{ invoiceId: orders.completeInvoice.id }],
    };
    const response = await accounting().post('/api/accounting/submitpending', body);
    expect(response.statusCode).toBe(200);
    const lists = response.json<PendingSyncs>();
    expect(lists.vendorBilling.find((row) => row.workorderVendorId === orders.lone.id)).toMatchObject({
      approvedByAccounting: true,
    });
    const completeRow = lists.completeBilling.find((row) => row.invoiceId === orders.completeInvoice.id)!;
    expect(completeRow.approvedByAccounting).toBe(true);
    expect(completeRow.pendingVendorBilling.map((row) => row.approvedByAccounting)).toEqual([true, true]);
    expect(lists.customerBilling.find((row) => row.invoiceId === orders.customerInvoice.id)).toMatchObject({
      approvedByAccounting: true,
    });
    expect((await accounting().get('/api/accounting/getuploadingstatus')).json()).toBe(true);

    const again = await accounting().post('/api/accounting/submitpending', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(lists);
  });

  it('refuses the whole request when one named row is no longer pending, and an empty one', async () => {
    await markConnected(ctx.db, 'realm-submit');
    const orders = await threeOrders();
    const pushed = await createApprovedBill(ctx.db, {
      workorderid: orders.billOnly.id,
      vendorid: orders.vendorA.id,
      syncedtoaccountingdate: new Date(),
    });
    const response = await accounting().post('/api/accounting/submitpending', {
      VendorBilling: [{ workorderVendorId: orders.lone.id }, { workorderVendorId: pushed.id }],
      CustomerBilling: [{ invoiceId: orders.customerInvoice.id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCOUNTING_MESSAGES.notPending });
    const [lone] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, orders.lone.id));
    const [untouched] = await ctx.db.select().from(invoice).where(eq(invoice.id, orders.customerInvoice.id));
    expect([lone!.approvedbyaccounting, untouched!.approvedbyaccounting]).toEqual([false, false]);

    const empty = await accounting().post('/api/accounting/submitpending', {
      VendorBilling: [],
      CustomerBilling: [],
      PendingVendors: [],
      CompleteBilling: [],
    });
    expect(empty.json()).toEqual({ message: ACCOUNTING_MESSAGES.nothingApproved });
    const bad = await accounting().post('/api/accounting/submitpending', { VendorBilling: [{}] });
    expect(bad.statusCode).toBe(400);
  });

  it('answers QuickBooks is not connected before queuing anything', async () => {
    const orders = await threeOrders();
    await disconnectQuickBooks(ctx.db);
    const response = await accounting().post('/api/accounting/submitpending', {
      VendorBilling: [{ workorderVendorId: orders.lone.id }],
    });
    expect(response.json()).toEqual({ message: ACCOUNTING_MESSAGES.notConnected });
    const unmatched = await accounting().get('/api/accounting/getunmatchedvendors');
    expect(unmatched.json()).toEqual({ message: ACCOUNTING_MESSAGES.notConnected });
    const [lone] = await ctx.db.select().from(workordervendor).where(eq(workordervendor.id, orders.lone.id));
    expect(lone!.approvedbyaccounting).toBe(false);
  });
});

describe('staff withdrawing an approval', () => {
  it('Unapprove takes a queued invoice or bill out of the push; approving again does not queue it', async () => {
    await markConnected(ctx.db, 'realm-withdraw');
    const orders = await threeOrders();
    const body = { invoiceid: orders.customerInvoice.id };
    await accounting().post('/api/accounting/submitpending', {
      CustomerBilling: [{ invoiceId: body.invoiceid }],
    });
    expect((await ctx.asRole('Admin').put('/api/workorder/unapproveinvoice', body)).statusCode).toBe(200);
    expect((await ctx.asRole('Admin').put('/api/workorder/approveinvoice', body)).statusCode).toBe(200);
    const row = (await pending()).customerBilling.find((each) => each.invoiceId === body.invoiceid);
    expect(row).toMatchObject({ approvedByAccounting: false });
  });
});

describe('PUT /accounting/removevendorbill/{workorderVendorId}', () => {
  it('takes a bill off the lists until Approve Invoice again; refuses a queued or unknown one', async () => {
    await markConnected(ctx.db, 'realm-remove');
    const orders = await threeOrders();
    const response = await accounting().put(`/api/accounting/removevendorbill/${orders.lone.id}`);
    expect(response.statusCode).toBe(200);
    expect(billIds(response.json<PendingSyncs>())).not.toContain(orders.lone.id);
    const [removed] = await ctx.db
      .select()
      .from(workordervendor)
      .where(eq(workordervendor.id, orders.lone.id));
    expect(removed!.accountingremovedby).toBe((await ctx.roleUser('AccountingAdmin')).id);

    const twice = await accounting().put(`/api/accounting/removevendorbill/${orders.lone.id}`);
    expect(twice.json()).toEqual({ message: ACCOUNTING_MESSAGES.notPending });
    const unknown = await accounting().put('/api/accounting/removevendorbill/2000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ACCOUNTING_MESSAGES.vendorBillNotFound });

    // Staff approve the vendor invoice again: the bill is back.
    const staff = ctx.asRole('Admin');
    const body = { workordervendorid: orders.lone.id };
    expect((await staff.put('/api/workorder/unapprovevendorinvoice', body)).statusCode).toBe(200);
    expect((await staff.put('/api/workorder/approvevendorinvoice', body)).statusCode).toBe(200);
    expect(billIds(await pending())).toContain(orders.lone.id);

    await accounting().post('/api/accounting/submitpending', {
      VendorBilling: [{ workorderVendorId: orders.lone.id }],
    });
    const queued = await accounting().put(`/api/accounting/removevendorbill/${orders.lone.id}`);
    expect(queued.json()).toEqual({ message: ACCOUNTING_MESSAGES.notPending });
  });
});

describe('GET /accounting/gettransmissionlogs', () => {
  it('pages the log on the grid protocol, filtered by type, newest first', async () => {
    const start = Date.now() - 60_000;
    for (let index = 0; index < 7; index += 1)
      await ctx.db.insert(transmissionlog).values({
        typeId: index % 2 === 0 ? 1 : 2,
        workOrderNumber: `LOG-${index}`,
        startTime: new Date(start + index * 1000),
        endTime: new Date(start + index * 1000 + 500),
        success: index !== 4,
        errorMessage: index === 4 ? 'QuickBooks: Duplicate Document Number Error (6140)' : null,
      });
    const response = await accounting().get('/api/accounting/gettransmissionlogs', {
      query: {
        filter: JSON.stringify([['typeId', '=', 1], 'and', ['workOrderNumber', 'startswith', 'LOG-']]),
        take: 10,
        requireTotalCount: true,
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      data: { workOrderNumber: string; success: boolean }[];
      totalCount: number;
    }>();
    expect(answer.totalCount).toBe(4);
    expect(answer.data.map((row) => row.workOrderNumber)).toEqual(['LOG-6', 'LOG-4', 'LOG-2', 'LOG-0']);
    expect(answer.data[1]).toMatchObject({ success: false });
  });
});

describe('who reaches the Accounting calls', () => {
  it('AccountingAdmin only: every other role is refused, anonymous 401', async () => {
    const calls = [
      ['GET', '/api/accounting/getpendingsyncs'],
      ['POST', '/api/accounting/submitpending'],
      ['PUT', '/api/accounting/removevendorbill/1'],
      ['GET', '/api/accounting/gettransmissionlogs'],
      ['GET', '/api/accounting/getuploadingstatus'],
      ['GET', '/api/accounting/getunmatchedvendors'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await ctx.anonymous.inject({ method, url, payload })).statusCode).toBe(401);
      for (const role of ROLES.filter((name) => name !== 'AccountingAdmin')) {
        const response = await ctx.asRole(role).inject({ method, url, payload });
        expect(`${role} ${method} ${url} ${response.statusCode}`).toBe(`${role} ${method} ${url} 403`);
      }
    }
  });
});
