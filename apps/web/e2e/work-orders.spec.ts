import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { STATUS } from '@dispatchwise/shared';
import { e2eDataDir } from './env';
import { ok, signInAndWait, apiSession } from './support';

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
  // The combobox, not the past-ETA marks of the rows (their names mention the ETA too).
  await page.getByRole('combobox', { name: /^ETA\b/ }).click();
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

test('a dispatcher sends a TICKET notice and the vendor gets the e-mail', async ({ page, browser }) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  // A Dispatched order with a vendor line: other journeys add Dispatched orders without one, for which the
  // action rightly answers "No Vendor Found!".
  const staff = await apiSession(browser, 'dispatcher@dispatchwise.test');
  const dispatched = (await ok(
    await staff.request.get('/api/workorder/getworkorders', {
      headers: staff.headers,
      params: {
        quick: STATUS.Dispatched,
        take: 100,
        sort: JSON.stringify([{ selector: 'createddate', desc: true }]),
      },
    }),
  )) as { data: { wonumber: string; status: string; vendors: { status: string }[] | null }[] };
  await staff.close();
  const withVendor = dispatched.data.find((order) =>
    (order.vendors ?? []).some((line) => line.status !== 'Cancelled'),
  );
  expect(withVendor?.status).toBe('Dispatched');
  const wonumber = withVendor!.wonumber;
  await openList(page);
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Dispatched', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill(wonumber);
  // The order can be on the Dispatched page before the search's own answer replaces the rows, which closes a menu
  // opened in between: wait for the searched page, the order alone.
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).filter({ hasText: wonumber })).toHaveCount(1);
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

/** The captions of the grid's headers, left to right (the selection and actions columns have none). */
async function headerCaptions(page: Page) {
  const texts = await grid(page).locator('thead th').allInnerTexts();
  // A header's text is its caption, then its sort and filter badges' counts on lines of their own.
  return texts.map((text) => text.split('\n')[0]!.trim()).filter(Boolean);
}

test('the list leads with what a dispatcher decides on and marks past-due work (issue 19)', async ({
  page,
  browser,
}) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  // A fresh browser has no stored layout, so this is the built-in default order (decision 191).
  await openList(page);
  const leading = [
    'Work Order',
    'Status',
    'Priority',
    'Customer',
    'Job Site',
    'City',
    'State',
    'Schedule Date',
    'Follow-up Date',
    'Dispatcher',
    'Vendors',
  ];
  expect((await headerCaptions(page)).slice(0, leading.length)).toEqual(leading);

  // The toolbar keeps its layout while one types: a status chosen, then a search, moves nothing.
  await page.getByLabel('Status', { exact: true }).click();
  await page.getByRole('option', { name: 'Dispatched', exact: true }).click();
  await expect(bodyRows(page).first()).toContainText('Dispatched');
  const headerTop = async () => (await grid(page).locator('thead').boundingBox())!.y;
  const before = await headerTop();
  await page.getByRole('textbox', { name: 'Search' }).fill('zzzz-no-such-order');
  await expect(page.getByText('No results found')).toBeVisible();
  expect(await headerTop()).toBe(before);
  await page.getByRole('textbox', { name: 'Search' }).fill('');

  // A Dispatched order whose schedule date passed three days ago.
  const row = bodyRows(page).first();
  const wonumber = (await row.getByRole('link').first().innerText()).trim();
  const href = (await row.getByRole('link').first().getAttribute('href')) ?? '';
  const id = Number(/[?&]id=(\d+)/.exec(href)?.[1]);
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const staff = await apiSession(browser, 'dispatcher@dispatchwise.test');
  await ok(
    await staff.request.put('/api/workorder/updatescheduledate', {
      headers: staff.headers,
      data: { id, scheduledate: past, reason: 'Technician was sick (e2e)' },
    }),
  );
  await staff.close();

  // The Past Due filter finds it, and its schedule date carries the mark: an icon named for what is late.
  await page.getByRole('checkbox', { name: 'Past Due' }).check();
  await page.getByRole('textbox', { name: 'Search' }).fill(wonumber);
  const late = bodyRows(page).filter({ hasText: wonumber });
  await expect(late).toHaveCount(1);
  const mark = late.getByRole('img', { name: /^Schedule date past due: .*, 3 days ago$/ });
  await expect(mark).toBeVisible();
  await mark.hover();
  await expect(page.getByRole('tooltip')).toContainText('Schedule date past due');

  // The alerts dashboard marks the same order and leads with the same columns.
  await page.goto('/dashboard');
  await page.getByRole('checkbox', { name: 'Past Due' }).check();
  const onAlerts = bodyRows(page).filter({ hasText: wonumber });
  await expect(onAlerts.getByRole('img', { name: /^Schedule date past due/ })).toBeVisible();
  expect((await headerCaptions(page)).slice(0, 4)).toEqual(['Work Order', 'Status', 'Priority', 'Customer']);
});
