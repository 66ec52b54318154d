import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { typeDate } from './date-field';
import { e2eDataDir } from './env';
import { accessToken, mailMentioning, seeToast, signInAndWait } from './support';

// Issue 14 as an Admin works it: a new vendor's zips imported from a .csv (a bad row first), the vendor put first on
// its trade's dispatch list, and a new work order at a covered site auto-dispatched to it with its TICKET e-mail;
// then three reports with grouping, one exported and read back, and the three heat maps drawn.

type Headers = { Authorization: string };

function csvFile(name: string, lines: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-e2e-zips-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** A job site of the demo data, with its customer and zip. */
async function anyJobSite(request: APIRequestContext, headers: Headers) {
  const answer = await request.get('/api/jobsites/getjobsites', { headers, params: { skip: 0, take: 1 } });
  expect(answer.status()).toBe(200);
  const [site] = (
    (await answer.json()) as {
      data: { id: number; customerid: number; postalcode: string; jobsite: string }[];
    }
  ).data;
  return site!;
}

async function pickOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an Admin imports a vendor’s zips, puts it first for Plumbing, and a new order is auto-dispatched to it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const vendorName = `E2E Auto Plumbing ${run}`;
  await signInAndWait(page, 'admin@dispatchwise.test');
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const site = await anyJobSite(page.request, headers);

  // A vendor with auto attach on, a minimum NTE and a dispatch e-mail, but no trade or coverage yet.
  const saved = await page.request.post('/api/vendor/save', {
    headers,
    data: {
      name: vendorName,
      address: '1 Pipe Street',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      primaryphone: '5125550100',
      primaryemail: `auto-${run}@vendors.example`,
      dispatchemail: `dispatch-${run}@vendors.example`,
      tierid: 1,
      termid: 1,
      minnte: '150.00',
      isactive: true,
      autoattachenabled: true,
    },
  });
  expect(saved.status()).toBe(200);

  // Import Vendor Zips: the uploader waits for a vendor; a bad zip refuses the whole file by row and column.
  await page.goto('/admin/importvendorzips');
  await expect(page.getByText('Choose a vendor first.')).toBeVisible();
  await page.getByPlaceholder('Name, city or zip').fill(vendorName);
  await page.getByRole('button', { name: `Choose ${vendorName}` }).click();
  const upload = page.locator('input[type="file"]').first();
  await upload.setInputFiles(
    csvFile('zips-bad.csv', [
      'Trade,Zip Code,Regular Rate',
      `Plumbing,${site.postalcode},95`,
      'Plumbing,ABCDE,95',
    ]),
  );
  await expect(
    page.getByText('Nothing was imported: fix the rows listed and upload the file again.'),
  ).toBeVisible();
  const report = page.getByRole('row').filter({ hasText: 'Zip Code' }).filter({ hasText: '3' });
  await expect(report.first()).toBeVisible();

  await upload.setInputFiles(
    csvFile('zips.csv', ['Trade,Zip Code,Regular Rate', `Plumbing,${site.postalcode},95`]),
  );
  await expect(page.getByText(/Import finished: 1 zip/)).toBeVisible();

  // Dispatch tab: Plumbing, Add Vendor -> Select Vendor, priority 1 puts it first.
  await page.goto('/admin?tab=dispatch');
  await pickOption(page, 'Trade', 'Plumbing');
  await page.getByRole('button', { name: 'Add Vendor' }).click();
  const select = page.getByRole('dialog', { name: 'Select Vendor' });
  await select.getByPlaceholder(/Search/).fill(vendorName);
  await select.getByRole('button', { name: `Choose ${vendorName}` }).click();
  await select.getByRole('textbox', { name: 'Priority' }).fill('1');
  await select.getByRole('button', { name: 'Save' }).click();
  await seeToast(page, 'Vendor Added');
  const firstRow = page.getByRole('row').filter({ hasText: vendorName });
  await expect(firstRow).toContainText('1');

  // A new Plumbing order at the covered site: the vendor is attached and sent its TICKET, with a System note.
  const trades = (await (await page.request.get('/api/trades/tradelist', { headers })).json()) as {
    tradeid: number;
    tradename: string;
  }[];
  const plumbing = trades.find((trade) => trade.tradename === 'Plumbing')!;
  const created = await page.request.post('/api/workorder/saveworkorder', {
    headers,
    data: {
      customerid: site.customerid,
      jobsiteid: site.id,
      duedate: '2026-12-15',
      priorityid: 4,
      statusid: 9,
      nte: '500.00',
      tradeids: [plumbing.tradeid],
      briefdescription: `Auto-dispatch journey ${run}`,
    },
  });
  expect(created.status()).toBe(201);
  const { id, wonumber } = (await created.json()) as { id: number; wonumber: string };

  await page.goto(`/workorder/details?id=${id}&tab=vendor`);
  await expect(page.getByRole('row').filter({ hasText: vendorName }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => mailMentioning(`${wonumber}_ticket.pdf`)?.includes(`dispatch-${run}@vendors.example`), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.goto(`/workorder/details?id=${id}&tab=notes`);
  await page.getByRole('checkbox', { name: 'Include System Notes' }).check();
  await expect(
    page
      .getByText(`Auto-dispatch: ${vendorName} (priority 1 for Plumbing) attached.`, { exact: false })
      .first(),
  ).toBeVisible();

  // Remove takes it off the list (priority 0), so later orders at that site stay as the other journeys expect.
  await page.goto('/admin?tab=dispatch');
  await pickOption(page, 'Trade', 'Plumbing');
  await page.getByRole('button', { name: `Remove ${vendorName}` }).click();
  await page.getByRole('dialog', { name: 'Remove Vendor' }).getByRole('button', { name: 'Remove' }).click();
  await seeToast(page, 'Vendor Removed');
  await expect(page.getByRole('row').filter({ hasText: vendorName })).toHaveCount(0);
});

test('an Admin runs three reports with grouping, exports one, and draws the three heat maps', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAndWait(page, 'admin@dispatchwise.test', { at: '/reports' });

  // Open Work Orders, grouped by customer: one row per customer with its count.
  await pickOption(page, 'Report', 'Open Work Orders');
  await page.getByRole('button', { name: 'Fetch' }).click();
  await expect(page.getByRole('link', { name: /^\d{6}$/ }).first()).toBeVisible();
  await pickOption(page, 'Group by', 'Customer');
  await expect(page.getByRole('button', { name: /^Show rows of / }).first()).toBeVisible();

  // Invoice Profit over this year, grouped by dispatcher, with the net profit summed per group.
  await pickOption(page, 'Report', 'Invoice Profit');
  await typeDate(page, /Begin Date/, '01012026');
  await typeDate(page, /End Date/, '12312026');
  await page.getByRole('button', { name: 'Fetch' }).click();
  await expect(page.getByRole('columnheader', { name: /Net Profit/ })).toBeVisible();
  await pickOption(page, 'Group by', 'Dispatcher');
  await expect(page.getByRole('columnheader', { name: /Net Profit \(Sum\)/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show rows of / }).first()).toBeVisible();

  // Vendor Compliance, exported: the .xlsx holds the grid's columns and rows.
  await pickOption(page, 'Report', 'Vendor Compliance');
  await page.getByRole('button', { name: 'Fetch' }).click();
  await expect(page.getByRole('link').filter({ hasText: /\w/ }).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export all rows to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const headings = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
  expect(headings.length).toBeGreaterThan(3);
  expect(sheet.rowCount).toBeGreaterThan(10);

  // The heat maps: state outlines, heat and markers, with nothing fetched from the network but our API.
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url()).origin) && !request.url().startsWith('data:'))
      outside.push(request.url());
  });
  const maps: [string, (p: Page) => Promise<void>][] = [
    ['/reports/heatmap/workorder', async () => undefined],
    ['/reports/heatmap/customerarea', async () => undefined],
    [
      '/reports/heatmap/vendorcoverage',
      async (p) => p.getByRole('textbox', { name: /Zip Code/ }).fill('78701'),
    ],
  ];
  for (const [url, fill] of maps) {
    await page.goto(url);
    await fill(page);
    await page.getByRole('button', { name: 'Fetch' }).click();
    // Outlines and markers draw on the map's canvas (preferCanvas), the heat on its own layer.
    await expect(page.locator('.leaflet-overlay-pane canvas').first()).toBeVisible();
    await expect(page.locator('canvas.leaflet-heatmap-layer')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText(/^[1-9][\d,]* (work orders|vendors? match)/);
    await page.screenshot({ path: path.join(e2eDataDir, `heat-map-${url.split('/').at(-1)}.png`) });
  }
  expect(outside).toEqual([]);
});
