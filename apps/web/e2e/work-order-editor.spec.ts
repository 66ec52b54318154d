import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { typeDate } from './date-field';
import { mailMentioning, seeToast, signInAndWait } from './support';

// The work-order editor of issue 4, as a dispatcher uses it, and what a vendor gets for someone else's order.

const summary = (page: Page) => page.getByRole('region', { name: 'Work order summary' });
const field = (page: Page, name: RegExp | string) => page.getByRole('combobox', { name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The signed-in user's access token, for the API calls a journey checks directly. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user'));
    return (JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as { access_token: string }).access_token;
  });
}

async function pickOption(page: Page, label: RegExp | string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the new-order form with a customer, its first job site, a due date and a brief description. */
async function fillNewOrder(page: Page, input: { customer: string; ponumber: string; brief: string }) {
  await pickOption(page, /Customer/, input.customer);
  await page.getByRole('button', { name: 'Open job sites' }).click();
  await dialog(page, 'Job sites').getByRole('row').nth(1).click();
  await typeDate(page, /Due Date/, '12152026');
  await pickOption(page, /Priority/, 'Urgent');
  await page.getByRole('textbox', { name: /Brief Description/ }).fill(input.brief);
  await page.getByRole('textbox', { name: 'PO Number' }).fill(input.ponumber);
}

function sampleFiles() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-e2e-files-'));
  const png = path.join(dir, 'roof photo.png');
  // A 1x1 PNG.
  fs.writeFileSync(
    png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
  const pdf = path.join(dir, 'signed ticket.pdf');
  fs.writeFileSync(
    pdf,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return { png, pdf };
}

test('a dispatcher creates a work order, runs it through its statuses, notes, files and a child', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const ponumber = `E2E-${Date.now()}`;

  // New order: Save first shows each required message.
  await page.goto('/workorder/new?id=0');
  await expect(page.getByRole('tab', { name: 'Notes' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Attachments' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Customer is required.',
    'Due Date is required.',
    'Brief Description is required.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  // Division, status and request type took their defaults, so they ask for nothing.
  await expect(page.getByText('Division is required.')).toHaveCount(0);

  // A first order with a new PO saves without asking.
  await field(page, /Customer/).click();
  const customer = (await page.getByRole('option').first().innerText()).trim();
  await page.keyboard.press('Escape');
  await fillNewOrder(page, { customer, ponumber, brief: 'Walk-in cooler not holding temperature' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work Order Saved')).toBeVisible();
  await page.waitForURL(/\/workorder\/details\?id=\d+/);
  const firstNumber = (await summary(page).getByRole('heading').innerText()).match(/#(\S+)/)![1]!;

  // A second order with the same PO asks; No keeps the form, Yes saves.
  await page.goto('/workorder/new?id=0');
  await fillNewOrder(page, { customer, ponumber, brief: 'Cooler door gasket torn' });
  await page.getByRole('button', { name: 'Save' }).click();
  const poDialog = dialog(page, 'PO Already Used');
  await expect(poDialog).toContainText(
    `PO Number: ${ponumber} already exists on Work Order #: ${firstNumber} Use anyway?`,
  );
  await poDialog.getByRole('button', { name: 'No' }).click();
  await expect(poDialog).toBeHidden();
  await expect(page).toHaveURL(/\/workorder\/new/);
  await page.getByRole('button', { name: 'Save' }).click();
  await dialog(page, 'PO Already Used').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Work Order Saved')).toBeVisible();
  await page.waitForURL(/\/workorder\/details\?id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));
  const wonumber = (await summary(page).getByRole('heading').innerText()).match(/#(\S+)/)![1]!;
  await expect(summary(page)).toContainText(customer);

  // Status change with a note.
  await pickOption(page, /Status/, 'Dispatched');
  const statusDialog = dialog(page, 'Change Status');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(statusDialog.getByText('Note is required.')).toBeVisible();
  await statusDialog
    .getByRole('textbox', { name: /Note/ })
    .fill('Tech from the HVAC vendor arrives tomorrow');
  await statusDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(summary(page)).toContainText('Dispatched');
  // Toasts drop a repeat of the one on screen (notistack's preventDuplicate): the next status change's own
  // "Status updated" shows only once this one has gone.
  await expect(page.getByText('Status updated')).toBeHidden();

  // Cancel with a reason: the order turns read-only.
  await pickOption(page, /Status/, 'Cancelled');
  const cancelDialog = dialog(page, 'Cancel Work Order');
  await cancelDialog.getByRole('textbox', { name: /Cancellation Reason/ }).fill('Customer fixed it in-house');
  await cancelDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(summary(page)).toContainText('Cancelled');
  await expect(page.getByRole('textbox', { name: /Cancel Reason/ })).toHaveValue(
    'Customer fixed it in-house',
  );
  await expect(page.getByRole('textbox', { name: /Brief Description/ })).not.toBeEditable();
  await expect(page.getByRole('textbox', { name: 'PO Number' })).not.toBeEditable();

  // Re-Open puts it In Process and editable again.
  await page.getByRole('button', { name: 'Re-Open' }).click();
  await expect(summary(page)).toContainText('In Process');
  await expect(page.getByRole('textbox', { name: /Brief Description/ })).toBeEditable();
  await expect(page.getByRole('button', { name: 'Re-Open' })).toHaveCount(0);

  // Add Customer Update: the note popup preset for the customer (decision 113).
  await page.getByRole('button', { name: 'Add Customer Update' }).click();
  const updateDialog = dialog(page, 'Add Customer Update');
  await expect(field(page, 'Type')).toHaveText('Customer');
  await expect(field(page, 'Pertains To')).toHaveText('Customer');
  await expect(updateDialog.getByLabel('Include Customer')).toBeChecked();
  await expect(updateDialog.getByLabel('Customer Updated')).toBeChecked();
  await updateDialog.getByRole('textbox', { name: /Note/ }).first().fill('Parts ordered, ETA Friday');
  await updateDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Note added');

  // Follow-Up: a tick saves at once and stays after a reload.
  await page.getByRole('tab', { name: 'Follow-Up' }).click();
  await page.getByLabel('Customer Called?').check();
  await expect(page.getByText('Updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Customer Called?')).toBeChecked();
  await expect(page.getByLabel('Vendor Called?')).not.toBeChecked();

  // Notes: an Internal note clears and disables the e-mail fields; a Customer note is e-mailed.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Add Note' }).click();
  let noteDialog = dialog(page, 'Add Note');
  await pickOption(page, 'Type', 'Customer');
  await noteDialog.getByRole('textbox', { name: 'Additional Email Addresses' }).fill('someone@example.test');
  await noteDialog.getByLabel('Include Customer').check();
  await pickOption(page, 'Type', 'Internal');
  await expect(noteDialog.getByRole('textbox', { name: 'Additional Email Addresses' })).toHaveValue('');
  await expect(noteDialog.getByRole('textbox', { name: 'Additional Email Addresses' })).toBeDisabled();
  await expect(noteDialog.getByLabel('Include Customer')).not.toBeChecked();
  await expect(noteDialog.getByLabel('Include Customer')).toBeDisabled();
  await noteDialog
    .getByRole('textbox', { name: /Note/ })
    .first()
    .fill('Checked the warranty: expired in March');
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Note added');
  const notesGrid = page.getByRole('tabpanel').locator('table');
  await expect(notesGrid).toContainText('Checked the warranty: expired in March');

  await page.getByRole('button', { name: 'Add Note' }).click();
  noteDialog = dialog(page, 'Add Note');
  await pickOption(page, 'Type', 'Customer');
  await pickOption(page, 'Pertains To', 'Customer');
  const customerNote = `Technician booked for Thursday morning (${wonumber})`;
  await noteDialog.getByRole('textbox', { name: /Note/ }).first().fill(customerNote);
  await noteDialog
    .getByRole('textbox', { name: 'Additional Email Addresses' })
    .fill('store.manager@example.test');
  await noteDialog.getByLabel('Include Customer').check();
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Note added');
  await expect(notesGrid).toContainText(customerNote);
  // The outbox worker delivers it as an .eml file (no SMTP_URL in the e2e product).
  await expect
    .poll(() => mailMentioning(customerNote)?.includes('store.manager@example.test'), { timeout: 30_000 })
    .toBe(true);

  // The notes export as a PDF named after the order.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${wonumber}.pdf`);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // Attachments: a type first, then a PDF and a PNG, each previewed.
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await expect(page.getByTestId('upload-input')).toBeDisabled();
  await pickOption(page, 'Type', 'Vendor Sign Off');
  const files = sampleFiles();
  await page.getByTestId('upload-input').setInputFiles([files.pdf, files.png]);
  const pngLink = page.getByRole('button', { name: 'roof photo.png', exact: true });
  const pdfLink = page.getByRole('button', { name: 'signed ticket.pdf', exact: true });
  await expect(pngLink).toBeVisible();
  await expect(pdfLink).toBeVisible();

  await pngLink.click();
  const pngPreview = dialog(page, 'roof photo.png');
  await expect(pngPreview.getByRole('img', { name: 'roof photo.png' })).toBeVisible();
  await expect
    .poll(() => pngPreview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1);
  await pngPreview.getByRole('button', { name: 'Close preview' }).click();

  const pdfResponse = page.waitForResponse((response) =>
    /signed%20ticket|signed ticket/.test(response.url()),
  );
  await pdfLink.click();
  const pdfPreview = dialog(page, 'signed ticket.pdf');
  await expect(pdfPreview.locator('iframe[title="signed ticket.pdf"]')).toBeVisible();
  expect((await pdfResponse).status()).toBe(200);
  await pdfPreview.getByRole('button', { name: 'Close preview' }).click();

  // A child opens on its own page; Open Parent opens the parent in a new tab.
  await page.getByRole('button', { name: 'Add Child' }).click();
  await expect(summary(page)).toContainText(`${wonumber}-1`);
  await expect(page.getByRole('button', { name: 'Add Child' })).toBeDisabled();
  const parentTab = context.waitForEvent('page');
  await page.getByRole('button', { name: /Open Parent/ }).click();
  const parent = await parentTab;
  await expect(parent).toHaveURL(new RegExp(`/workorder/details\\?id=${orderId}`));
  await expect(summary(parent)).toContainText(`#${wonumber}`);
});

test("a vendor cannot open another vendor's work order by its URL", async ({ page, browser }) => {
  // A fresh order has no vendor line yet, so it is no vendor's.
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const staff = { Authorization: `Bearer ${await accessToken(page)}` };
  const customers = (await (
    await page.request.get('/api/customer/getcustomers', { headers: staff })
  ).json()) as {
    id: number;
  }[];
  const created = await page.request.post('/api/workorder/saveworkorder', {
    headers: staff,
    data: {
      customerid: customers[0]!.id,
      duedate: '2026-12-15',
      priorityid: 4,
      briefdescription: 'No vendor yet',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await signInAndWait(vendorPage, 'vendor@dispatchwise.test');
  await vendorPage.goto(`/workorder/details?id=${id}`);
  await expect(vendorPage).toHaveURL(/\/vendorprofile\/workorderlist/);
  await expect(summary(vendorPage)).toHaveCount(0);

  const vendor = { Authorization: `Bearer ${await accessToken(vendorPage)}` };
  for (const url of [
    `/api/workorder/${id}`,
    `/api/workorder/notes/${id}`,
    `/api/workorder/attachments?workorderid=${id}`,
    `/api/storage/getSAS?area=workorder&id=${id}&file=x_1.pdf&access=read`,
  ]) {
    expect((await vendorPage.request.get(url, { headers: vendor })).status(), url).toBe(403);
  }
  await vendorContext.close();
});
