import { expect, test } from '@playwright/test';
import { signIn, signInAndWait, topMenuLabels } from './support';

// What each role sees in the side menu (spec A section 2 "Layout and menu", spec C section 2.2).
const MENUS: Record<string, { email: string; menu: string[] }> = {
  Admin: {
    email: 'admin@dispatchwise.test',
    menu: ['Home', 'Dashboard', 'Work Orders', 'Customers', 'Vendors', 'Reporting', 'Admin'],
  },
  Dispatchers: {
    email: 'dispatcher@dispatchwise.test',
    menu: ['Home', 'Dashboard', 'Work Orders', 'Customers', 'Vendors', 'Reporting'],
  },
  Employee: {
    email: 'employee@dispatchwise.test',
    menu: ['Home', 'Dashboard', 'Work Orders', 'Customers', 'Vendors'],
  },
  AccountingAdmin: {
    email: 'accounting@dispatchwise.test',
    menu: ['Home', 'Dashboard', 'Work Orders', 'Customers', 'Vendors', 'Reporting', 'Accounting'],
  },
  Vendor: {
    email: 'vendor@dispatchwise.test',
    menu: ['Home', 'My Profile', 'My Work Orders', 'Today’s Work'],
  },
  Tech: { email: 'tech@dispatchwise.test', menu: ['Home', 'My Work Orders', 'Today’s Work'] },
  Customer: { email: 'customer@dispatchwise.test', menu: ['Home', 'My Work Orders'] },
};

for (const [role, { email, menu }] of Object.entries(MENUS)) {
  test(`${role} signs in and sees exactly its menu`, async ({ page }) => {
    await signInAndWait(page, email);
    await expect(page).toHaveURL(/\/home$/);
    expect(await topMenuLabels(page)).toEqual(menu);
    await expect(page.getByRole('button', { name: /User menu for/ })).toBeVisible();
    const bell = page.getByRole('button', { name: /overdue/i });
    if (role === 'Admin') await expect(bell).toBeVisible();
    else await expect(bell).toHaveCount(0);
  });
}

test('an external user typing an internal URL lands on its portal route', async ({ page }) => {
  await signInAndWait(page, 'vendor@dispatchwise.test');
  await page.goto('/workorder');
  await expect(page).toHaveURL(/\/vendorprofile\/workorderlist\?status=open$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/vendorprofile\/workorderlist\?status=open$/);
});

test('a customer typing an internal URL lands on the customer portal', async ({ page }) => {
  await signInAndWait(page, 'customer@dispatchwise.test');
  await page.goto('/vendor/search');
  await expect(page).toHaveURL(/\/customerprofile\/workorderlist\?status=open$/);
});

test('a dispatcher is refused the admin screen and unknown paths go home', async ({ page }) => {
  await signInAndWait(page, 'dispatcher@dispatchwise.test');
  await page.goto('/admin');
  await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/home$/);
});

test('a blocked user cannot sign in', async ({ page }) => {
  await signIn(page, 'blocked@dispatchwise.test');
  await expect(page.getByRole('alert')).toHaveText('Your account is blocked.');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});

test('a wrong password is refused with a clear error', async ({ page }) => {
  await signIn(page, 'dispatcher@dispatchwise.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('signing out returns to the login page', async ({ page }) => {
  // A sign-in of its own: the session it ends is not one that signInAndWait reuses.
  await signIn(page, 'employee@dispatchwise.test');
  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
