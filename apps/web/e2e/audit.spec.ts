import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, apiSession, signInAndWait } from './support';

// The audit trail (issue 18, docs/decisions/181): a dispatcher's change shows in the order's Change History
// with who, the old and the new value; an administrator finds it in the Audit Log; a vendor user is refused.

type Headers = Record<string, string>;

const bearer = async (page: Page): Promise<Headers> => ({
  authorization: `Bearer ${await accessToken(page)}`,
});

/** A new order of a demo customer's job site, saved through the API as the signed-in dispatcher. */
async function newOrder(request: APIRequestContext, headers: Headers, brief: string) {
  const sites = await request.get('/api/jobsites/getjobsites', { headers, params: { skip: 0, take: 1 } });
  expect(sites.status()).toBe(200);
  const [site] = ((await sites.json()) as { data: { id: number; customerid: number }[] }).data;
  const saved = await request.post('/api/workorder/saveworkorder', {
    headers,
    data: {
      customerid: site!.customerid,
      jobsiteid: site!.id,
      requestedby: 'Store manager',
      salesrepid: null,
      ponumber: `AUDIT-${Date.now().toString(36)}`,
      nte: '500.00',
      duedate: '2026-12-15',
      promisedate: null,
      scheduledate: null,
      divisionid: 0,
      statusid: 0,
      priorityid: 4,
      requesttypeid: 0,
      briefdescription: brief,
      description: '<p>Door <strong>slams</strong></p>',
      tradeids: [],
      cancelreason: null,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()) as { id: number; wonumber: string };
}

test('a dispatcher’s change shows in Change History, the Audit Log finds it, a vendor is refused', async ({
  page,
  browser,
}) => {
  // Three sign-ins and two fresh screens: minutes on a loaded machine.
  test.setTimeout(360_000);
  const run = Date.now().toString(36);
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const headers = await bearer(page);
  const profile = (await (await page.request.get('/api/user/profile', { headers })).json()) as {
    name: string;
  };
  const order = await newOrder(page.request, headers, `Audit door ${run}`);

  // The dispatcher changes the priority and the brief description on the Work Order tab and saves.
  await page.goto(`/workorder/details?id=${order.id}`);
  await page.getByRole('combobox', { name: /Priority/ }).click();
  await page.getByRole('option', { name: 'Emergency', exact: true }).click();
  const brief = page.getByRole('textbox', { name: /Brief Description/ });
  await brief.fill(`Audit door closer ${run}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Work Order Saved')).toBeVisible();

  // Change History: who, and each field's caption with the old value and the new one.
  await page.getByRole('tab', { name: 'Change History' }).click();
  const history = page.getByRole('region', { name: 'Change History' });
  const changed = history.getByRole('row').filter({ hasText: 'Changed Work Order' });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(profile.name);
  await expect(changed).toContainText('Priority: Normal → Emergency');
  await expect(changed).toContainText(`Audit door ${run} → Audit door closer ${run}`);
  await expect(changed).not.toContainText('modifieddate');
  // The order's creation through the API is there too, as the dispatcher's, its rich text as plain words.
  const added = history.getByRole('row').filter({ hasText: 'Added Work Order' });
  await expect(added).toContainText('Door slams');
  await expect(added).not.toContainText('<strong>');

  // The administrator finds the change in the Audit Log by the new text and opens the order from it.
  const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAndWait(admin, 'admin@dispatchwise.test');
  const menu = admin.getByRole('navigation', { name: 'Main menu' });
  const auditLink = menu.getByRole('link', { name: 'Audit Log' });
  if (!(await auditLink.isVisible())) await menu.getByRole('button', { name: 'Admin' }).click();
  await auditLink.click();
  await expect(admin).toHaveURL(/\/admin\/audit$/);
  await admin.getByPlaceholder('Search changes...').fill(`Audit door closer ${run}`);
  const found = admin.getByRole('row').filter({ hasText: `Audit door closer ${run}` });
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(profile.name);
  await found.getByRole('link', { name: new RegExp(`WO ${order.wonumber}`) }).click();
  await expect(admin).toHaveURL(new RegExp(`/workorder/details\\?id=${order.id}`));
  await admin.close();

  // A vendor user cannot read the history: the API answers 403.
  const vendor = await apiSession(browser, 'vendor@dispatchwise.test');
  const refused = await vendor.request.get('/api/audit/history', {
    headers: vendor.headers,
    params: { record: 'workorder', id: order.id },
  });
  expect(refused.status()).toBe(403);
  await vendor.close();
});
