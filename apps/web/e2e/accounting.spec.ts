import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eQuickBooksURL } from './env';
import { accessToken, seeToast, signInAndWait } from './support';

// Issue 17 "Accounting": an administrator connects QuickBooks through Intuit's redirect (the local QuickBooks
// server's); the AccountingAdmin pushes a bill of a vendor QuickBooks does not know (the log shows the failure
// highlighted), creates the vendor through Find Unmatched Vendors, approves rows on each tab and pushes them
// (the logs show them sent, QuickBooks holds one document per row, and sending them again is refused); a
// BillPayment made in QuickBooks comes back with Sync payments now, and the vendor sees its invoice paid.

type Bill = {
  workorderVendorId: number;
  vendorId: number;
  vendorName: string;
  workorderId: number;
  workorderNumber: string;
  vendorInvoiceNumber: string | null;
  vendorAmount: string;
  billingVendorId: string | null;
  approvedByAccounting: boolean;
};
type Invoice = {
  invoiceId: number;
  workorderId: number;
  workorderNumber: string;
  customerName: string;
  invoiceNumber: string | null;
  approvedByAccounting: boolean;
  pendingVendorBilling: Bill[];
};
type Lists = { vendorBilling: Bill[]; customerBilling: Invoice[]; completeBilling: Invoice[] };
type QbDoc = { Id: string; DocNumber?: string; VendorRef?: { value: string }; DisplayName?: string };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The local QuickBooks server's test surface (apps/api/test/quickbooks-server.ts). */
async function quickBooks<T>(page: Page, verb: string, body?: unknown): Promise<T> {
  const url = `${e2eQuickBooksURL}/__control/${verb}`;
  const response =
    body === undefined ? await page.request.get(url) : await page.request.post(url, { data: body });
  expect(response.status(), verb).toBe(200);
  return (await response.json()) as T;
}

/**
 * Whether the invoice's customer has no QuickBooks id (the demo data's ids are not this company's; without one the
 * push finds or creates the customer by name).
 */
async function isNewCustomer(page: Page, invoice: Invoice) {
  const order = await api<{ customerid: number }>(page, `/api/workorder/${invoice.workorderId}`);
  const { customer } = await api<{ customer: { billingcustomerid: string | null } }>(
    page,
    `/api/customer/${order.customerid}`,
  );
  return customer.billingcustomerid === null;
}

/** The first of `rows` that passes an async test. */
async function firstOf<T>(rows: T[], test: (row: T) => Promise<boolean> | boolean): Promise<T | undefined> {
  for (const row of rows) if (await test(row)) return row;
  return undefined;
}

/** A short vendor invoice number QuickBooks takes as a Bill's DocNumber (at most 21 characters). */
const isPushable = (bill: Bill) =>
  !bill.approvedByAccounting && Boolean(bill.vendorInvoiceNumber) && bill.vendorInvoiceNumber!.length <= 21;

/** Opens a tab and finds its row by work order number in the pending grid's search (the lists run long). */
async function openTab(page: Page, name: string, workorderNumber?: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name} \\(`) }).click();
  if (workorderNumber) await page.getByRole('textbox', { name: 'Search' }).first().fill(workorderNumber);
}

/** The tab's log grid (under the pending grid). */
const logOf = (page: Page) => page.getByRole('region', { name: 'Transmission log' });

/** The newest log row of a work order, found with the log's own search. */
async function logRow(page: Page, workorderNumber: string) {
  const log = logOf(page);
  await log.getByRole('textbox', { name: 'Search' }).fill(workorderNumber);
  return log.getByRole('row').filter({ hasText: workorderNumber }).first();
}

async function pushAndSee(page: Page) {
  await page.getByRole('button', { name: 'Push Approved to QB' }).click();
  await seeToast(page, 'Approved Rows Sent');
}

/** Clears a vendor's QuickBooks id in its editor (Details tab), as for a vendor new to the company. */
async function clearBillingVendorId(page: Page, vendorId: number) {
  await page.goto(`/vendor/details?id=${vendorId}`);
  await page.getByRole('textbox', { name: 'Billing Vendor Id' }).clear();
  await page.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'You have submitted the form');
}

async function backgroundOf(row: Locator) {
  return row.evaluate((element) => getComputedStyle(element).backgroundColor);
}

test('AccountingAdmin pushes approved rows to QuickBooks and the vendor sees its bill paid', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36).toUpperCase();
  const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const accounting = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  const vendor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(admin, 'admin@dispatchwise.test');

  // Not connected yet: the Accounting screen says where an administrator connects.
  await signInAndWait(accounting, 'accounting@dispatchwise.test', { at: '/accounting/pending' });
  await expect(accounting.getByText(/QuickBooks is not connected/)).toBeVisible();
  await expect(accounting.getByRole('button', { name: 'Push Approved to QB' })).toBeDisabled();

  // The administrator connects through the authorization redirect and back.
  await admin.goto('/admin/quickbooks');
  await admin.getByRole('button', { name: 'Connect to QuickBooks' }).click();
  await expect(admin.getByText('QuickBooks connected')).toBeVisible();
  await expect(admin.getByText('Connected to Dispatchwise Sandbox Co.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/quickbooks$/);

  // The rows of this run: the demo vendor's bill on an order where its portal invoice is approved, a customer
  // invoice, and a Completed Invoicing row whose vendors QuickBooks knows by name.
  await signInAndWait(vendor, 'vendor@dispatchwise.test');
  const { vendor: own } = await api<{ vendor: { id: number; name: string } }>(
    vendor,
    '/api/vendorprofile/currentvendor',
  );
  const approved = await api<{ data: { workorderid: number }[] }>(
    vendor,
    '/api/vendorprofile/invoices?status=approved&take=100',
  );
  const approvedOrders = new Set(approved.data.map((row) => row.workorderid));
  const lists = await api<Lists>(accounting, '/api/accounting/getpendingsyncs');
  const ownBill = lists.vendorBilling.find(
    (bill) => bill.vendorId === own.id && approvedOrders.has(bill.workorderId) && isPushable(bill),
  );
  expect(ownBill, 'a pending bill of the demo vendor with an approved portal invoice').toBeDefined();
  const customerInvoice = await firstOf(
    lists.customerBilling,
    async (row) => !row.approvedByAccounting && (await isNewCustomer(accounting, row)),
  );
  expect(customerInvoice, 'a pending invoice of a customer without a QuickBooks id').toBeDefined();
  const completed = await firstOf(
    lists.completeBilling,
    async (row) =>
      !row.approvedByAccounting &&
      row.pendingVendorBilling.every((bill) => isPushable(bill) && bill.vendorId !== own.id) &&
      (await isNewCustomer(accounting, row)),
  );
  expect(completed, 'a Completed Invoicing row of a customer without a QuickBooks id').toBeDefined();

  // The demo data's QuickBooks ids are not this company's: the vendors of this run are new to it, their
  // Billing Vendor Id cleared in the vendor editor. The Completed Invoicing row's vendors the company already
  // knows by name; the demo vendor it does not.
  const vendorsOf = (bills: Bill[]) => [...new Map(bills.map((bill) => [bill.vendorId, bill])).values()];
  for (const bill of vendorsOf([ownBill!, ...completed!.pendingVendorBilling]))
    if (bill.billingVendorId !== null) await clearBillingVendorId(admin, bill.vendorId);
  for (const bill of vendorsOf(completed!.pendingVendorBilling))
    await quickBooks(accounting, 'vendors', { DisplayName: bill.vendorName });

  // A forced failure: the bill of a vendor QuickBooks does not know fails, and its log row is highlighted.
  const ownBox = () =>
    accounting.getByRole('checkbox', { name: `Approve ${ownBill!.workorderNumber} ${ownBill!.vendorName}` });
  await accounting.reload();
  await expect(accounting.getByText('Connected to QuickBooks: Dispatchwise Sandbox Co.')).toBeVisible();
  await openTab(accounting, 'Vendor Billing', ownBill!.workorderNumber);
  await ownBox().check();
  await pushAndSee(accounting);
  const failure = logOf(accounting)
    .getByRole('row')
    .filter({ hasText: `Vendor ${own.name} is not in QuickBooks` });
  await expect(failure.first()).toBeVisible({ timeout: 90_000 });
  await expect(failure.first()).toContainText('Failed');
  expect(await backgroundOf(failure.first())).toBe('rgba(211, 47, 47, 0.1)');
  // The failed row is back in the list, open to be approved again.
  await expect(ownBox()).toBeVisible();
  await expect(ownBox()).not.toBeChecked();

  // Find Unmatched Vendors creates the demo vendor in QuickBooks.
  await accounting.getByRole('button', { name: 'Find Unmatched Vendors' }).click();
  const unmatched = accounting.getByRole('dialog', { name: 'Unmatched Vendors' });
  await unmatched.getByRole('checkbox', { name: `Create ${own.name} in QuickBooks` }).check();
  await unmatched.getByRole('button', { name: 'Create in QuickBooks' }).click();
  await seeToast(accounting, 'Approved Rows Sent');
  await expect
    .poll(
      async () => (await quickBooks<QbDoc[]>(accounting, 'documents/Vendor')).map((doc) => doc.DisplayName),
      { timeout: 90_000 },
    )
    .toContain(own.name);

  // One row on each tab, pushed together.
  await accounting.reload();
  await openTab(accounting, 'Completed Invoicing', completed!.workorderNumber);
  await accounting
    .getByRole('checkbox', { name: `Approve ${completed!.workorderNumber} ${completed!.customerName}` })
    .check();
  await openTab(accounting, 'Vendor Billing', ownBill!.workorderNumber);
  await ownBox().check();
  await openTab(accounting, 'Customer Invoicing', customerInvoice!.workorderNumber);
  await accounting
    .getByRole('checkbox', {
      name: `Approve ${customerInvoice!.workorderNumber} ${customerInvoice!.customerName}`,
    })
    .check();
  await expect(accounting.getByText('3 approved to push')).toBeVisible();
  await pushAndSee(accounting);
  await expect(await logRow(accounting, customerInvoice!.workorderNumber)).toContainText('Sent', {
    timeout: 90_000,
  });
  await openTab(accounting, 'Vendor Billing', ownBill!.workorderNumber);
  await expect(await logRow(accounting, ownBill!.workorderNumber)).toContainText('Sent');
  // Pushed rows leave the lists.
  await expect(accounting.getByRole('link', { name: ownBill!.workorderNumber })).toHaveCount(0);

  // QuickBooks holds one document per row; sending the same rows again is refused and creates nothing.
  const billsOf = (docNumber: string) =>
    quickBooks<QbDoc[]>(accounting, `documents/Bill?DocNumber=${encodeURIComponent(docNumber)}`);
  const ownBills = await billsOf(ownBill!.vendorInvoiceNumber!);
  expect(ownBills).toHaveLength(1);
  for (const bill of completed!.pendingVendorBilling)
    expect(await billsOf(bill.vendorInvoiceNumber!)).toHaveLength(1);
  const invoicesBefore = (await quickBooks<QbDoc[]>(accounting, 'documents/Invoice')).length;
  expect(invoicesBefore).toBe(2);
  const again = await accounting.request.post('/api/accounting/submitpending', {
    headers: { Authorization: `Bearer ${await accessToken(accounting)}` },
    data: {
      VendorBilling: [{ workorderVendorId: ownBill!.workorderVendorId }],
      CustomerBilling: [{ invoiceId: customerInvoice!.invoiceId }],
      CompleteBilling: [{ invoiceId: completed!.invoiceId }],
    },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { message: string }).message).toBe(
    'This row is no longer pending. Refresh the list.',
  );
  expect(await billsOf(ownBill!.vendorInvoiceNumber!)).toHaveLength(1);
  expect(await quickBooks<QbDoc[]>(accounting, 'documents/Invoice')).toHaveLength(invoicesBefore);

  // QuickBooks pays the demo vendor's bill; Sync payments now brings it back.
  const reference = `E2E-${run}`.slice(0, 21);
  await quickBooks(accounting, 'billpayments', {
    vendorId: ownBills[0]!.VendorRef!.value,
    bills: [{ billId: ownBills[0]!.Id, amount: Number(ownBill!.vendorAmount) }],
    payType: 'Check',
    docNumber: reference,
  });
  await admin.goto('/admin/quickbooks');
  await admin.getByRole('button', { name: 'Sync payments now' }).click();
  await seeToast(admin, 'Payments synced from QuickBooks');
  await expect(admin.getByText('Payments last synced')).toBeVisible();

  // The vendor sees the invoice paid, when and by which reference.
  await vendor.goto('/vendorprofile/invoices?status=approved');
  await vendor.getByRole('textbox', { name: 'Search' }).fill(reference);
  const paid = vendor.getByRole('row').filter({ hasText: reference });
  await expect(paid.first()).toContainText(ownBill!.workorderNumber);
  await expect(paid.first()).toContainText('Check');

  // Staff see it on the vendor's Payments tab.
  await admin.goto(`/vendor/details?id=${own.id}`);
  await admin.getByRole('tab', { name: 'Payments' }).click();
  const payment = admin.getByRole('row').filter({ hasText: reference });
  await expect(payment.first()).toContainText('Check');
  await payment
    .first()
    .getByRole('button', { name: /^Show lines of payment/ })
    .click();
  await expect(admin.getByRole('table', { name: `Lines of payment ${reference}` })).toContainText(
    ownBill!.workorderNumber,
  );
});
