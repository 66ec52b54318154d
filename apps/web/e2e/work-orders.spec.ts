import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from './env';
import { signInAndWait } from './support';

const grid = (page: Page) => page.locator('table').first();
const bodyRows = (page: Page) => grid(page).locator('tbody tr');

async function openList(page: Page) {
  await page.goto('/workorder');
  await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
}

test('a dispatcher filters, searches, hides a column, saves a default view, resets it and exports', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  await openList(page);

  // Filter by one status with the quick filter.
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Dispatched', exact: true }).click();
  await expect(bodyRows(page).first()).toContainText('Dispatched');
  const statuses = await bodyRows(page)
    .locator('td')
    .filter({ hasText: /^Dispatched$/ })
    .count();
  expect(statuses).toBe(await bodyRows(page).count());

  // Search.
  const firstNumber = (await bodyRows(page).first().getByRole('link').first().innerText()).trim();
  await page.getByRole('textbox', { name: 'Search' }).fill(firstNumber);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  // Hide a column through the column chooser.
  await expect(grid(page).getByRole('columnheader', { name: /Priority/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show/Hide columns' }).click();
  await page.getByRole('menuitem', { name: /Priority/ }).click();
  await page.keyboard.press('Escape');
  await expect(grid(page).getByRole('columnheader', { name: /Priority/ })).toHaveCount(0);

  // Save the layout as the default view.
  const viewName = `Dispatched, no priority ${Date.now()}`;
  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('menuitem', { name: /New/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Enter New View Name').fill(viewName);
  await expect(dialog.getByLabel('Set as default')).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View Saved')).toBeVisible();

  // A fresh browser (no local grid state) gets the default view back from the server.
  const context = await browser.newContext();
  const again = await context.newPage();
  await signInAndWait(again, 'dispatcher@dispatchwise.test');
  await openList(again);
  await expect(again.getByLabel('View')).toContainText(viewName);
  await expect(grid(again).getByRole('columnheader', { name: /Priority/ })).toHaveCount(0);
  await context.close();

  // Reset Layout brings the built-in layout back.
  await page.getByRole('button', { name: 'Reset Layout' }).click();
  await expect(page.getByText('Successfully reset view')).toBeVisible();
  await expect(page).toHaveURL(/\/workorder$/);
  await expect(grid(page).getByRole('columnheader', { name: /Priority/ })).toBeVisible();

  // Export the whole filtered result and open the workbook.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all rows to Excel' }).click();
  const file = path.join(test.info().outputDir, 'workorders.xlsx');
  await (await download).saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBeGreaterThan(1);
  expect(sheet.getRow(1).values).toContain('Status');
});

test('a dispatcher flags an order and sees it highlighted on the alerts dashboard', async ({ page }) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  await page.goto('/dashboard');
  await page.getByLabel('ETA').click();
  await page.getByRole('option', { name: 'Next 30 Days' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  const row = bodyRows(page)
    .filter({ hasNot: page.getByLabel('Flagged', { exact: true }) })
    .first();
  const wonumber = (await row.getByRole('link').first().innerText()).trim();
  await row.getByRole('button', { name: `Actions for work order ${wonumber}` }).click();
  await page.getByRole('menuitem', { name: 'Flag', exact: true }).click();
  await expect(page.getByText('Flagged/UnFlagged')).toBeVisible();

  await page.getByLabel('Flagged Orders').check();
  const flagged = bodyRows(page).filter({ hasText: wonumber });
  await expect(flagged).toHaveCount(1);
  await expect(flagged.getByLabel('Flagged', { exact: true })).toBeVisible();
  // The highlight colours the row (its cells stay transparent).
  const background = await flagged.evaluate((tr) => getComputedStyle(tr).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test('a dispatcher sends a TICKET notice and the vendor gets the e-mail', async ({ page }) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  await openList(page);
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Dispatched', exact: true }).click();
  await expect(bodyRows(page).first()).toContainText('Dispatched');
  const wonumber = (await bodyRows(page).first().getByRole('link').first().innerText()).trim();
  await page.getByRole('button', { name: `Actions for work order ${wonumber}` }).click();
  await page
    .getByRole('menuitem', { name: /Send WO Ticket/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  // The outbox worker delivers it as an .eml file (no SMTP_URL in the e2e product).
  const mailDir = path.join(e2eDataDir, 'mail');
  await expect
    .poll(
      () =>
        fs.existsSync(mailDir) &&
        fs
          .readdirSync(mailDir)
          .some((name) =>
            fs.readFileSync(path.join(mailDir, name), 'utf8').includes(`Work Order ${wonumber}`),
          ),
      { timeout: 30_000 },
    )
    .toBe(true);
});
