import { expect, test, type APIRequestContext } from '@playwright/test';
import { typeDate } from './date-field';
import { accessToken, mailsMentioning, ok, seeToast, signInAndWait, apiSession } from './support';

// Issue 16's customer portal as the demo Customer works it: a new order from My Work Orders, a note, one
// proposal approved and another rejected with a reason (staff price and complete both through the API), the
// invoice staff make of the approved one, never another customer's order nor a vendor's figures, and the
// notification e-mails (proposal ready, status change, invoice) written for the customer's address.

type Headers = { Authorization: string };

/** A priced proposal of one labor line, completed (the customer may decide it, spec C 4). */
async function completedProposal(
  staff: { request: APIRequestContext; headers: Headers },
  workorderid: number,
  note: string,
  rate: string,
) {
  const saved = (await ok(
    await staff.request.post('/api/workorder/saveproposal', {
      headers: staff.headers,
      data: {
        workorderid,
        quotedamount: '100.00',
        marginpercent: '30',
        note,
        scopeofwork: note,
        details: [{ itemtypeid: 1, description: note, quantity: '2', rates: rate, taxrate: '0' }],
      },
    }),
  )) as { id: number };
  await ok(
    await staff.request.put('/api/workorder/completeproposal', {
      headers: staff.headers,
      data: { id: saved.id },
    }),
  );
  return saved.id;
}

/** An .eml read as text: header lines unfolded, quoted-printable soft breaks and "=3D" undone. */
const plain = (mail: string) =>
  mail
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replaceAll('=3D', '=');

test('a customer creates an order, adds a note, approves one proposal and rejects another; it sees only its own orders, no vendor figures, and its e-mails', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAndWait(page, 'customer@dispatchwise.test');
  const customer = { Authorization: `Bearer ${await accessToken(page)}` };

  // The Customer's menu: every My Work Orders entry opens its list (none says "not available yet").
  for (const [status, title] of [
    ['open', 'Open'],
    ['invoiced', 'Invoiced'],
    ['cancelled', 'Cancelled'],
    ['all', 'All'],
  ]) {
    await page.goto(`/customerprofile/workorderlist?status=${status}`);
    await expect(page.getByRole('heading', { name: `My Work Orders - ${title}` })).toBeVisible();
    await expect(page.getByText('not available yet')).toHaveCount(0);
  }

  // A new order: only the Work Order tab, the customer fixed, one of its job sites.
  await page.goto('/customerprofile/workorderlist?status=open');
  await page.getByRole('button', { name: 'Add Work Order' }).click();
  await expect(page).toHaveURL(/\/customerprofile\/workorder\/new\?id=0$/);
  await expect(page.getByRole('tab')).toHaveText(['Work Order']);
  const customerField = page.getByRole('textbox', { name: 'Customer', exact: true });
  await expect(customerField).not.toHaveValue('');
  const customername = await customerField.inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Brief Description is required.')).toBeVisible();
  await page.getByRole('combobox', { name: /Job Site/ }).click();
  await page.getByRole('option').first().click();
  await typeDate(page, /Due Date/, '12152030');
  const ponumber = `PO-${run}`;
  await page.getByRole('textbox', { name: /PO Number/ }).fill(ponumber);
  await page.getByRole('textbox', { name: /Brief Description/ }).fill(`Leaking sink in the back room ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Work Order Saved');
  await expect(page).toHaveURL(/\/customerprofile\/workorderdetails\?id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const summary = page.getByRole('region', { name: 'Work order summary' });
  await expect(summary).toContainText(ponumber);
  const wonumber = ((await summary.getByRole('heading').innerText()).match(/#(\S+)/) ?? [])[1]!;
  expect(wonumber).toBeTruthy();

  // A note from the Notes tab.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Add Note' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Add Note' });
  await expect(noteDialog.getByRole('textbox', { name: 'Additional Email Addresses' })).toHaveCount(0);
  await noteDialog.getByRole('textbox', { name: /^Note/ }).fill(`Gate code 4471 ${run}`);
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Note added');
  await expect(page.getByRole('table').first()).toContainText(`Gate code 4471 ${run}`);

  // Staff: the customer's notifications on with a known address; the order dispatched; two proposals completed.
  const dispatcher = await apiSession(browser, 'dispatcher@dispatchwise.test');
  const order = (await ok(
    await dispatcher.request.get(`/api/workorder/${orderId}`, { headers: dispatcher.headers }),
  )) as { customerid: number };
  const address = `portal-${run}@customers.example`;
  await ok(
    await dispatcher.request.put('/api/customer/update', {
      headers: dispatcher.headers,
      data: {
        id: order.customerid,
        contactemail: address,
        notifications: { proposaladded: true, invoiceadded: true, statuschange: true },
      },
    }),
  );
  await ok(
    await dispatcher.request.post('/api/workorder/updateworkorderstatus', {
      headers: dispatcher.headers,
      data: { workorderid: orderId, statusid: 9, note: 'Sent to our plumber.' },
    }),
  );
  const approvedId = await completedProposal(dispatcher, orderId, `Replace the trap ${run}`, '150.00');
  await completedProposal(dispatcher, orderId, `Replace the whole sink ${run}`, '900.00');

  // The customer decides: Approve the first, Reject the second with its reason.
  await page.reload();
  await page.getByRole('tab', { name: 'Proposals' }).click();
  const grid = page.getByRole('table').first();
  await expect(grid).toContainText(`Replace the trap ${run}`);
  await expect(grid).toContainText(`Replace the whole sink ${run}`);
  const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });
  await rowOf(`Replace the trap ${run}`)
    .getByRole('button', { name: /^Actions for Proposal/ })
    .click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Approve',
    'Reject',
    'Preview',
    'PDF',
  ]);
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await seeToast(page, 'Status updated');
  await expect(rowOf(`Replace the trap ${run}`)).toContainText('Approved');

  await rowOf(`Replace the whole sink ${run}`)
    .getByRole('button', { name: /^Actions for Proposal/ })
    .click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Proposal' });
  await expect(reject.getByRole('textbox', { name: 'Work Order #' })).toHaveValue(wonumber);
  await reject.getByRole('button', { name: 'Save' }).click();
  await expect(reject.getByText('Rejection Information is required.')).toBeVisible();
  await reject.getByRole('textbox', { name: /Rejection Information/ }).fill('Too expensive for this store.');
  await reject.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Status updated');
  await expect(rowOf(`Replace the whole sink ${run}`)).toContainText('Rejected');
  await expect(rowOf(`Replace the whole sink ${run}`)).toContainText('Too expensive for this store.');
  // Decided proposals offer Preview and PDF only.
  await rowOf(`Replace the trap ${run}`)
    .getByRole('button', { name: /^Actions for Proposal/ })
    .click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Preview', 'PDF']);
  await page.getByRole('menuitem', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Proposal Preview' });
  await expect(preview.frameLocator('iframe').locator('body')).toContainText(wonumber);
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Staff make the invoice of the approved proposal; accounting approves it; the customer sees it.
  await ok(
    await dispatcher.request.post('/api/workorder/convertproposal', {
      headers: dispatcher.headers,
      data: { id: approvedId },
    }),
  );
  const invoices = (await ok(
    await dispatcher.request.get(`/api/workorder/invoices?workorderid=${orderId}`, {
      headers: dispatcher.headers,
    }),
  )) as { id: number; amount: string; invoicenumber: string | null }[];
  const invoiceNumber = invoices[0]!.invoicenumber ?? '';
  const accounting = await apiSession(browser, 'accounting@dispatchwise.test');
  await ok(
    await accounting.request.put('/api/workorder/approveinvoice', {
      headers: accounting.headers,
      data: { invoiceid: invoices[0]!.id },
    }),
  );
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const invoiceGrid = page.getByRole('table').first();
  await expect(invoiceGrid).toContainText('Invoice Amount');
  const invoiceAmount = `$${Number(invoices[0]!.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(invoiceGrid).toContainText(invoiceAmount);

  // Nothing of the vendors' or the margins on any tab the customer reads.
  for (const tab of ['Work Order', 'Notes', 'Proposals', 'Invoices', 'Attachments']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('main')).not.toContainText(/vendor|margin|quoted|cost/i);
  }

  // Its own orders only: the list holds the new order; another customer's order id shows not found.
  await page.goto('/customerprofile/workorderlist?status=all');
  await page.getByPlaceholder('Search work orders...').fill(ponumber);
  await expect(page.getByRole('link', { name: wonumber })).toBeVisible();
  const others = (await ok(
    await dispatcher.request.get('/api/workorder/getworkorders?take=50&quick=all', {
      headers: dispatcher.headers,
    }),
  )) as { data: { id: number; customername: string }[] };
  const other = others.data.find((row) => row.customername !== customername);
  expect(other).toBeDefined();
  const refused = await page.request.get(`/api/customerprofile/workorder?id=${other!.id}`, {
    headers: customer,
  });
  // The API refuses it (403, decision 166); the page says what a missing order says.
  expect(refused.status()).toBe(403);
  await page.goto(`/customerprofile/workorderdetails?id=${other!.id}`);
  await expect(page.getByText('Work order not found.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Work order summary' })).toHaveCount(0);

  // The notifications the customer asked for, each written for its address.
  for (const words of [
    'is ready for your approval',
    'Status changed to Dispatched',
    `Invoice ${invoiceNumber}`,
  ]) {
    await expect
      .poll(
        () =>
          mailsMentioning(address)
            .map(plain)
            .some((mail) => mail.includes(wonumber) && mail.includes(words)),
        { timeout: 30_000, message: words },
      )
      .toBe(true);
  }
  await dispatcher.close();
  await accounting.close();
});
