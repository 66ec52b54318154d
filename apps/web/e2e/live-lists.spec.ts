import { expect, test, type Page } from '@playwright/test';
import { ok, signInAndWait, apiSession } from './support';

// Live lists (issue 18, docs/decisions/183): a dispatcher keeps /workorder or Home open; changes made by
// someone else (an administrator's API calls, in another browser context) show without a reload.

// Two sign-ins per journey: on a shared CI machine they alone took over a minute.
test.describe.configure({ timeout: 240_000 });

type Admin = Awaited<ReturnType<typeof apiSession>>;

/** A new Dispatched order at the customer and site of an existing one. */
async function createOrder(admin: Admin, description: string) {
  const list = (await ok(
    await admin.request.get('/api/workorder/getworkorders?take=10', { headers: admin.headers }),
  )) as { data: { id: number }[] };
  const order = (await ok(
    await admin.request.get(`/api/workorder/${list.data[0]!.id}`, { headers: admin.headers }),
  )) as { customerid: number; jobsiteid: number };
  const created = (await ok(
    await admin.request.post('/api/workorder/saveworkorder', {
      headers: admin.headers,
      data: {
        customerid: order.customerid,
        jobsiteid: order.jobsiteid,
        duedate: '2026-12-15',
        priorityid: 4,
        statusid: 9,
        nte: '500.00',
        briefdescription: description,
      },
    }),
    201,
  )) as { id: number; wonumber: string };
  return created;
}

/** Marks the page, so a test can tell that it was not reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as { liveMark?: number }).liveMark = 1));
const isSamePage = (page: Page) => page.evaluate(() => (window as { liveMark?: number }).liveMark === 1);

test('Home counts move, and the work-order list shows a new order highlighted and a change in place', async ({
  page,
  browser,
}) => {
  const run = Date.now().toString(36);
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  const admin = await apiSession(browser, 'admin@dispatchwise.test');

  // Home: an order added elsewhere moves the Dispatched count.
  const legend = page.getByRole('button', { name: /^Dispatched: \d+$/ });
  await expect(legend).toBeVisible({ timeout: 60_000 });
  const before = Number((await legend.getAttribute('aria-label'))!.split(': ')[1]);
  await markPage(page);
  await createOrder(admin, `Live home journey ${run}`);
  await expect(page.getByRole('button', { name: `Dispatched: ${before + 1}` })).toBeVisible();

  // The list, opened from the menu (no reload): a new order comes to the top (newest first), highlighted.
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Work Orders', { exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByText('Work Order List', { exact: true })
    .click();
  await expect(page.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
  const created = await createOrder(admin, `Live list journey ${run}`);
  const row = page.locator('tbody tr').filter({ hasText: created.wonumber });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('style', /dw-fresh-row/);
  // The highlight fades and goes.
  await expect(row).not.toHaveAttribute('style', /dw-fresh-row/);

  // Its status changed by the administrator: the row says so in place.
  await ok(
    await admin.request.post('/api/workorder/updateworkorderstatus', {
      headers: admin.headers,
      data: { workorderid: created.id, statusid: 25, note: `Live list journey ${run}: in process.` },
    }),
  );
  await expect(row).toContainText('In Process');
  expect(await isSamePage(page)).toBe(true);
  await admin.close();
});
