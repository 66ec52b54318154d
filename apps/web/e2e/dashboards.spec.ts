import { expect, test } from '@playwright/test';
import { signInAndWait } from './support';

test('a vendor sees its cards with the counts of its own orders', async ({ page }) => {
  await signInAndWait(page, 'vendor@dispatchwise.test');
  const pending = page.getByRole('region', { name: 'Pending' });
  const dispatched = pending.getByRole('button', { name: /^Dispatched: \d+$/ });
  await expect(dispatched).toBeVisible();
  const count = Number((await dispatched.getAttribute('aria-label'))!.split(': ')[1]);
  expect(count).toBeGreaterThan(0);
  await dispatched.click();
  const dialog = page.getByRole('dialog', { name: /Dispatched Work Orders/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(Math.min(count, 20));
  // Every order in the popup opens in the vendor portal, never the staff screens.
  const hrefs = await dialog
    .locator('tbody tr a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^\/vendorprofile\/workorderdetails\?id=\d+/);
});

test('an admin sees the status pie and opens a slice', async ({ page }) => {
  await signInAndWait(page, 'admin@dispatchwise.test');
  const legend = page.getByRole('button', { name: /^Dispatched: \d+$/ });
  await expect(legend).toBeVisible();
  const count = Number((await legend.getAttribute('aria-label'))!.split(': ')[1]);
  await legend.click();
  const dialog = page.getByRole('dialog', { name: /Dispatched Work Orders/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(Math.min(count, 20));
  await expect(dialog.locator('tbody tr').first()).toContainText('Dispatched');
});
