import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { typeDate } from './date-field';
import { accessToken, seeToast, signIn, signInAndWait } from './support';

// Issue 15 as a vendor and its new technician work it: a note from the list, a new tech with a password, the order
// assigned to it and scheduled today, then the tech's phone checks in at the site and, later, far from it.

test('a vendor adds a tech, assigns and schedules an order; the tech checks in inside and outside the fence', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const techEmail = `tech-${run}@vendors.example`;
  const password = `Portal-${run}-pass`;
  const vendor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(vendor, 'vendor@dispatchwise.test');

  // My Work Orders: the open list; Add Note from the first row's menu.
  await vendor.goto('/vendorprofile/workorderlist?status=open');
  await expect(vendor.getByRole('heading', { name: 'My Work Orders - Open' })).toBeVisible();
  const firstLink = vendor.getByRole('link', { name: /^\d{6}$/ }).first();
  await expect(firstLink).toBeVisible();
  const wonumber = (await firstLink.innerText()).trim();
  await vendor.getByRole('button', { name: `Actions for Work Order ${wonumber}` }).click();
  await vendor.getByRole('menuitem', { name: 'Add Note' }).click();
  const noteDialog = vendor.getByRole('dialog');
  await noteDialog.getByRole('textbox', { name: /^Note/ }).fill(`Portal note ${run}`);
  await noteDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Note added');

  // Technicians: a new tech, then its password (Save waits until both fields match).
  await vendor.goto('/vendorprofile?tab=technicians');
  await vendor.getByRole('button', { name: 'Add Tech' }).click();
  const techDialog = vendor.getByRole('dialog', { name: 'Add Tech' });
  await techDialog.getByRole('textbox', { name: /^First Name/ }).fill('Tess');
  await techDialog.getByRole('textbox', { name: /^Last Name/ }).fill(`Field ${run}`);
  await techDialog.getByRole('textbox', { name: /^Email/ }).fill(techEmail);
  await techDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Tech Created');
  const techRow = vendor.getByRole('row').filter({ hasText: techEmail });
  await techRow.getByRole('button').first().click();
  await vendor.getByRole('menuitem', { name: 'Change Password' }).click();
  const passwordDialog = vendor.getByRole('dialog', { name: 'Change Password' });
  await passwordDialog.getByLabel('New Password').fill(password);
  await passwordDialog.getByLabel('Confirm Password').fill(`${password}x`);
  await expect(passwordDialog.getByText('Use same password')).toBeVisible();
  await expect(passwordDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await passwordDialog.getByLabel('Confirm Password').fill(password);
  await expect(passwordDialog.getByText('Password Matched')).toBeVisible();
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await seeToast(vendor, 'Tech Updated');

  // The order's details: assign the new tech and schedule it today ("Vendor Updated" is the API's note).
  await vendor.goto('/vendorprofile/workorderlist?status=open');
  await vendor.getByRole('link', { name: wonumber }).click();
  await expect(vendor.getByRole('region', { name: 'Work order summary' })).toContainText(wonumber);
  await vendor.getByRole('combobox', { name: /Assigned Tech/ }).click();
  await vendor.getByRole('option', { name: new RegExp(`Tess Field ${run}`) }).click();
  const today = new Date();
  const typed = `${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}${today.getFullYear()}`;
  await typeDate(vendor, /Schedule Date/, typed);
  await vendor.getByRole('button', { name: 'Save' }).click();
  await expect(vendor.getByText(/Saved|Updated/).first()).toBeVisible();

  // The new tech signs in on a phone at the job site: today's card, Check In inside the fence.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
    geolocation: { latitude: 0, longitude: 0 },
  });
  const tech = await phone.newPage();
  await signIn(tech, techEmail, password);
  await tech.waitForURL((url) => url.pathname.startsWith('/vendorprofile') || url.pathname === '/home');
  const token = await accessToken(tech);
  const todayList = await tech.request.get('/api/vendorprofile/today', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(todayList.status()).toBe(200);
  const orders = (
    (await todayList.json()) as {
      data: { wonumber: string; latitude: number | null; longitude: number | null }[];
    }
  ).data;
  const order = orders.find((row) => row.wonumber === wonumber);
  expect(order?.latitude).not.toBeNull();
  await phone.setGeolocation({ latitude: order!.latitude!, longitude: order!.longitude! });
  await tech.goto('/vendorprofile/today');
  await expect(tech.getByText(wonumber).first()).toBeVisible();
  await tech.getByRole('button', { name: 'Check In' }).first().click();
  await expect(tech.getByText(/Checked in/).first()).toBeVisible();
  await expect(tech.getByText(/outside the job site area/)).toHaveCount(0);
  await tech.getByRole('button', { name: 'Check Out' }).first().click();
  await expect(tech.getByText(/Checked out/).first()).toBeVisible();

  // Later, far from the site (a bad GPS fix): recorded as outside the fence, not refused.
  await phone.setGeolocation({ latitude: order!.latitude! + 1, longitude: order!.longitude! });
  await tech.getByRole('button', { name: 'Check In' }).first().click();
  await expect(tech.getByText(/outside the job site area/).first()).toBeVisible();

  // The tech's home cards count its one assigned order, now Tech on Site (not its vendor's other orders).
  await tech.goto('/home');
  const inProgress = tech.getByRole('region', { name: 'In Progress' });
  await expect(inProgress.getByRole('button', { name: 'Tech on Site: 1' })).toBeVisible();
  await phone.close();
  await vendor.close();
});

test('a vendor uploads its COI; staff accept it with the expiry date, which the vendor then sees', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-e2e-coi-'));
  const coi = path.join(dir, `coi ${run}.pdf`);
  fs.writeFileSync(
    coi,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

  // The vendor: Compliance Documents, type COI (G/L), one PDF; it waits for review.
  const vendor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(vendor, 'vendor@dispatchwise.test');
  await vendor.goto('/vendorprofile?tab=documents');
  await vendor.getByRole('combobox', { name: /^Type/ }).click();
  await vendor.getByRole('option', { name: 'COI (G/L)', exact: true }).click();
  await vendor.getByTestId('upload-input').setInputFiles(coi);
  await seeToast(vendor, 'A new document has been uplaoded for review.');
  const uploaded = vendor.getByRole('row').filter({ hasText: `coi ${run}.pdf` });
  await expect(uploaded.getByText('Waiting for review')).toBeVisible();
  const token = await accessToken(vendor);
  const current = async () =>
    (
      await vendor.request.get('/api/vendorprofile/currentvendor', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json() as Promise<{ vendor: { id: number; coi_enddate: string | null } }>;
  const { id } = (await current()).vendor;

  // Staff: the review item on the vendor's record; Accept with the certificate's expiry.
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(staff, 'admin@dispatchwise.test', { at: `/vendor/details?id=${id}` });
  const reviews = staff.getByRole('region', { name: 'Documents waiting for review' });
  await expect(reviews).toContainText(`coi ${run}.pdf`);
  await reviews.getByRole('button', { name: `Accept coi ${run}.pdf` }).click();
  const accept = staff.getByRole('dialog', { name: 'Accept Document' });
  await typeDate(accept, null, '12312030');
  await accept.getByRole('button', { name: 'Accept' }).click();
  await seeToast(staff, 'Document accepted');
  await expect(reviews.getByText(`coi ${run}.pdf`)).toHaveCount(0);

  // The vendor's record carries the new date, and its file is marked Reviewed.
  await expect.poll(async () => (await current()).vendor.coi_enddate?.slice(0, 10)).toBe('2030-12-31');
  await vendor.reload();
  await expect(
    vendor
      .getByRole('row')
      .filter({ hasText: `coi ${run}.pdf` })
      .getByText('Reviewed'),
  ).toBeVisible();
  await staff.close();
  await vendor.close();
});
