import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { WORK_ORDER_IMPORT_MESSAGES } from '@dispatchwise/shared';
import { E2E_SC_SUBSCRIBER_ID } from './env';
import { apiSession, signInAndWait } from './support';

// Issue 16's work-order import as a dispatcher works it (docs/decisions/169-171): by PO from the local
// ServiceChannel server the Playwright config starts (and again: the same order, no duplicate), then the
// committed Brightway PDF and Harborview Outlook message, each once, and a file that is not a message.

const fixtures = path.join(import.meta.dirname, '../../api/test/fixtures/work-order-import');
const pdf = fs.readFileSync(path.join(fixtures, 'brightway-work-order.pdf'));
const msg = fs.readFileSync(path.join(fixtures, 'harborview-service-request.msg'));

test('a dispatcher imports by ServiceChannel PO (twice: one order) and from each customer file format', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // An Admin gives a customer the ServiceChannel subscriber id the server's orders carry.
  const admin = await apiSession(browser, 'admin@dispatchwise.test');
  const created = await admin.request.post('/api/customer/save', {
    headers: admin.headers,
    data: {
      customername: `E2E ServiceChannel ${Date.now().toString(36)}`,
      streetaddress: '1 Main St',
      city: 'Dallas',
      statecode: 'TX',
      postalcode: '75201',
      servicechannelsubscriberid: E2E_SC_SUBSCRIBER_ID,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await admin.close();

  await signInAndWait(page, 'dispatcher@dispatchwise.test', { at: '/workorder/import' });
  await page.getByRole('textbox', { name: 'PO Number' }).fill('E2E-SC-1001');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/workorder\/details\?id=\d+$/);
  const toast = page.getByText(/^Work Order #\d+ imported$/);
  await expect(toast).toBeVisible();
  const wonumber = (await toast.innerText()).replace(/\D/g, '');
  const firstUrl = page.url();

  await page.goto('/workorder/import');
  await page.getByRole('textbox', { name: 'PO Number' }).fill('E2E-SC-1001');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(`Work Order #${wonumber} was already imported`)).toBeVisible();
  await expect(page).toHaveURL(firstUrl);

  await page.goto('/workorder/import');
  await page.getByRole('textbox', { name: 'PO Number' }).fill('E2E-SC-404');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(
    page.getByText(
      `${WORK_ORDER_IMPORT_MESSAGES.apiFailed}: ${WORK_ORDER_IMPORT_MESSAGES.notFound('E2E-SC-404')}`,
    ),
  ).toBeVisible();

  const source = page.getByRole('combobox', { name: 'Source' });
  const files = page.getByRole('list', { name: 'Imported files' });
  await source.click();
  await page.getByRole('option', { name: 'Brightway Retail Group work order (PDF)' }).click();
  await page
    .getByTestId('wo-import-input')
    .setInputFiles([{ name: 'brightway-work-order.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(files.getByRole('link', { name: /^Work Order #\d+$/ })).toHaveCount(1);
  await page
    .getByTestId('wo-import-input')
    .setInputFiles([{ name: 'brightway-again.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(files.getByText('(already imported)')).toBeVisible();
  const links = files.getByRole('link', { name: /^Work Order #\d+$/ });
  await expect(links).toHaveCount(2);
  expect(new Set(await links.allInnerTexts()).size).toBe(1);

  await source.click();
  await page.getByRole('option', { name: 'Harborview Grocers service request (Outlook message)' }).click();
  await page.getByTestId('wo-import-input').setInputFiles([
    { name: 'harborview-service-request.msg', mimeType: 'application/vnd.ms-outlook', buffer: msg },
    { name: 'not-a-message.msg', mimeType: 'application/vnd.ms-outlook', buffer: Buffer.from('hello') },
  ]);
  await expect(files.getByRole('link', { name: /^Work Order #\d+$/ })).toHaveCount(1);
  const failure = `${WORK_ORDER_IMPORT_MESSAGES.fileFailed}: ${WORK_ORDER_IMPORT_MESSAGES.notMsg}`;
  await expect(page.getByText(failure)).toHaveCount(2);
  await expect(page.getByText('Some files were not imported: see the reasons below.')).toBeVisible();

  // The message's order opens with its files: the .msg itself and the photo it carried.
  await files.getByRole('link', { name: /^Work Order #\d+$/ }).click();
  await expect(page).toHaveURL(/\/workorder\/details\?id=\d+$/);
  await page.getByRole('tab', { name: 'Attachments' }).click();
  await expect(
    page.getByRole('button', { name: 'harborview-service-request.msg', exact: true }),
  ).toBeVisible();
  const photo = page.getByRole('button', { name: 'controller-display.png', exact: true });
  await expect(photo).toBeVisible();
  // Copied into blob storage: the preview loads the picture the message carried.
  await photo.click();
  await expect
    .poll(() =>
      page
        .getByRole('dialog')
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(2);
});
