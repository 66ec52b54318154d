import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { JOB_SITE_IMPORT_COLUMNS } from '@dispatchwise/shared';
import { accessToken, seeToast, signInAndWait } from './support';

// Issue 13's imports and bulk reassign as an Admin works them: 500 job sites from a generated .xlsx are
// refused whole for 3 bad rows, each reported by row and column, then imported once fixed; trade rates come
// from a .csv; a customer's open work orders move to another dispatcher.

const SITES = 500;
/** Data rows (0-based) made bad, and the column each one leaves empty. */
const BAD = new Map<number, string>([
  [7, 'City'],
  [120, 'Postal Code'],
  [431, 'Job Site Description'],
]);

async function jobSiteSheet(options: { withBadRows: boolean }) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Job Sites');
  sheet.addRow(JOB_SITE_IMPORT_COLUMNS.map((column) => column.heading));
  for (let index = 0; index < SITES; index += 1) {
    const values: Record<string, string> = {
      'Job Site': `E2E-${String(index + 1).padStart(4, '0')}`,
      'Job Site Description': `Store ${index + 1}`,
      'Street Address': `${100 + index} Congress Ave`,
      'Street Address 2': '',
      City: 'Austin',
      State: 'TX',
      'Postal Code': '78701',
      Phone: '',
      'Contact Person': 'Store Manager',
      Email: `store${index + 1}@example.test`,
      'Special Procedure': '',
    };
    const bad = options.withBadRows ? BAD.get(index) : undefined;
    if (bad) values[bad] = '';
    sheet.addRow(JOB_SITE_IMPORT_COLUMNS.map((column) => values[column.heading] ?? ''));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function chooseCustomer(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Customer' });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('an Admin imports 500 job sites (refused for 3 bad rows, then accepted), rates from a .csv, and reassigns a dispatcher', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'admin@dispatchwise.test');
  const token = await accessToken(page);
  const name = `E2E Imports ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/customer/save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      customername: name,
      streetaddress: '1 Main St',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await page.goto('/customer/importjobsites');
  await expect(page.getByRole('button', { name: 'Select file' })).toBeDisabled();
  await chooseCustomer(page, name);
  await page.getByTestId('import-input').setInputFiles({
    name: 'sites.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await jobSiteSheet({ withBadRows: true }),
  });
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('3 errors.');
  // The sheet numbers rows from its heading (row 1): data row i is row i + 2.
  for (const [index, column] of BAD)
    await expect(result.getByRole('row', { name: new RegExp(`^${index + 2} ${column} `) })).toBeVisible();

  await page.getByTestId('import-input').setInputFiles({
    name: 'sites fixed.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await jobSiteSheet({ withBadRows: false }),
  });
  await expect(result).toContainText(`Import finished: ${SITES} job sites added, 0 updated.`);

  await page.goto('/customer/importtraderates');
  await chooseCustomer(page, name);
  await page.getByTestId('import-input').setInputFiles({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Trade,State,Regular Rate,Overtime Rate,Markup\nHVAC,TX,95,142.50,12%\nPlumbing,FL,80,,\n',
    ),
  });
  await expect(page.getByTestId('import-result')).toContainText('Import finished: 2');
  await expect(page.getByRole('button', { name: 'Show rates of HVAC' })).toBeVisible();

  await page.goto('/customer/reassigndispatcher');
  await chooseCustomer(page, name);
  await page.getByRole('combobox', { name: 'New Dispatcher' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Reassign' }).click();
  await seeToast(page, 'Updated Dispatcher!');
});
