import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessToken, seeToast, signInAndWait } from './support';

// Issue 15 "Proposals and invoices": a vendor writes a proposal with labor and material lines, imports an
// Other line from a sheet, submits it; staff approve it on the Vendor Submitted Proposals tab; the vendor
// makes its invoice from the approved proposal, numbers and submits it, and staff see the number on the line.

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A line sheet with one Other line (Travel, 2 x $45.50 = $91.00). */
async function lineSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const other = workbook.addWorksheet('Other');
  other.addRow(['Type', 'Description', 'Quantity', 'Price']);
  other.addRow(['Travel', 'Trip charge', 2, 45.5]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function rowAction(page: Page, row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Save closes the editor; a Close is needed only if it stayed open. */
async function closeIfOpen(editor: Locator) {
  if (await editor.isVisible()) await editor.getByRole('button', { name: 'Close' }).click();
}

test('a vendor proposes, staff approve, the vendor invoices from the approved proposal', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36).toUpperCase();
  const vendor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(vendor, 'vendor@dispatchwise.test');
  await signInAndWait(staff, 'admin@dispatchwise.test');

  // An open order whose only vendor is this one (staff approve only then, decision 136).
  const { vendor: own } = await api<{ vendor: { id: number; name: string } }>(
    vendor,
    '/api/vendorprofile/currentvendor',
  );
  const filter = encodeURIComponent(JSON.stringify(['vendorid', '=', own.id]));
  const list = await api<{ data: { id: number; wonumber: string; vendors: unknown[] }[] }>(
    staff,
    `/api/workorder/getworkorders?quick=active&take=100&filter=${filter}`,
  );
  const order = list.data.find((row) => Array.isArray(row.vendors) && row.vendors.length === 1);
  expect(order, 'an open order with this vendor alone').toBeDefined();

  // The vendor: Add Proposal with a labor and a material line; the Summary adds them up.
  await vendor.goto(`/vendorprofile/workorderdetails?id=${order!.id}&tab=proposals`);
  await vendor.getByRole('button', { name: 'Add Proposal' }).click();
  let editor = vendor.getByRole('dialog', { name: 'Add Proposal' });
  await editor.getByLabel(/^Description/).fill(`Replace the condenser fan motor ${run}`);
  await editor.getByRole('tab', { name: /^Labor/ }).click();
  await editor.getByRole('button', { name: 'Add Item' }).click();
  await pick(vendor, editor, 'Skill Level, line 1', 'Technician');
  await pick(vendor, editor, 'Type, line 1', 'Overtime');
  await editor.getByLabel('Number of Techs, line 1').fill('2');
  await editor.getByLabel('Hourly Rate, line 1').fill('80');
  await editor.getByLabel('Hours, line 1').fill('1.5');
  // 80 x 1.5 h x 2 techs x 1.5 (Overtime)
  await expect(editor.getByText('Labor total: $360.00')).toBeVisible();
  await editor.getByRole('tab', { name: /^Materials/ }).click();
  await editor.getByRole('button', { name: 'Add Item' }).click();
  await editor.getByLabel('Description, line 1').fill('Condenser fan motor');
  await pick(vendor, editor, 'Unit, line 1', 'Each');
  await editor.getByLabel('Unit Price, line 1').fill('12.35');
  await editor.getByLabel('Quantity, line 1').fill('3');
  await editor.getByRole('tab', { name: /^Summary/ }).click();
  const totals = editor.getByLabel('Totals');
  await expect(totals).toContainText('$37.05');
  await expect(totals).toContainText('$397.05');
  await editor.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Proposal Saved');

  // Import Lines: one Other line from a sheet joins the lines; saved, the proposal is $488.05.
  const proposalRow = vendor.getByRole('row').filter({ hasText: `condenser fan motor ${run}` });
  editor = vendor.getByRole('dialog', { name: /Proposal/ });
  if (!(await editor.isVisible())) await rowAction(vendor, proposalRow, 'Edit');
  await editor.getByRole('button', { name: 'Import Lines' }).click();
  const importDialog = vendor.getByRole('dialog', { name: 'Import Lines' });
  await importDialog.getByTestId('import-input').setInputFiles({
    name: 'lines.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await lineSheet(),
  });
  await expect(importDialog.getByText(/1 lines? added/)).toBeVisible();
  await importDialog.getByRole('button', { name: 'Close' }).click();
  await expect(editor.getByRole('tab', { name: 'Other (1)' })).toBeVisible();
  await editor.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Proposal Saved');
  await closeIfOpen(editor);
  await expect(proposalRow).toContainText('$488.05');
  await expect(proposalRow).toContainText('Draft');

  // Submit: 1 -> 2.
  await rowAction(vendor, proposalRow, 'Submit');
  await vendor
    .getByRole('dialog', { name: 'Submit Proposal' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await seeToast(vendor, 'Status updated');
  await expect(proposalRow).toContainText('Submitted');

  // Staff: the Vendor Submitted Proposals tab; Approve (keeping the line's quoted amount if asked).
  await staff.goto(`/workorder/details?id=${order!.id}`);
  await staff.getByRole('tab', { name: 'Vendor Submitted Proposals' }).click();
  const submitted = staff.getByRole('row').filter({ hasText: '$488.05' }).first();
  await expect(submitted).toContainText(own.name);
  await submitted.getByRole('button', { name: /^Actions for proposal/ }).click();
  await staff.getByRole('menuitem', { name: 'Approve' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Approve Vendor Proposal' });
  if (await confirm.isVisible().catch(() => false)) {
    await confirm.getByRole('button', { name: 'Approve' }).click();
  }
  await seeToast(staff, 'Status updated');

  // The vendor: Approved; Create Invoice opens the invoice editor, whose tabs wait for its number.
  await vendor.reload();
  await expect(proposalRow).toContainText('Approved');
  await rowAction(vendor, proposalRow, 'Create Invoice');
  await seeToast(vendor, 'Invoice created.');
  const invoiceEditor = vendor.getByRole('dialog', { name: 'Edit Invoice' });
  await expect(invoiceEditor.getByRole('tab', { name: /^Labor/ })).toBeDisabled();
  await invoiceEditor.getByLabel(/^Invoice #/).fill(`INV-${run}`);
  await expect(invoiceEditor.getByRole('tab', { name: /^Labor/ })).toBeEnabled();
  await invoiceEditor.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Invoice Saved');
  await closeIfOpen(invoiceEditor);

  // Invoices tab: the invoice at the proposal's figures; Submit.
  await vendor.getByRole('tab', { name: 'Invoices' }).click();
  const invoiceRow = vendor.getByRole('row').filter({ hasText: `INV-${run}` });
  await expect(invoiceRow).toContainText('$488.05');
  await rowAction(vendor, invoiceRow, 'Submit');
  await vendor
    .getByRole('dialog', { name: 'Submit Invoice' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await seeToast(vendor, 'Status updated');
  await expect(invoiceRow).toContainText('Submitted');

  // Staff see the invoice number on the vendor's line, ready for Approve Invoice.
  await staff.getByRole('tab', { name: 'Vendor', exact: true }).click();
  await expect(staff.getByText(`INV-${run}`).first()).toBeVisible();
  await staff.close();
  await vendor.close();
});
