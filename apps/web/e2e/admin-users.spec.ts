import { expect, test } from '@playwright/test';
import { seeToast, signIn, signInAndWait, topMenuLabels } from './support';

test('the admin creates a Dispatcher user who then signs in', async ({ page, browser }) => {
  const email = `new.dispatcher.${Date.now()}@dispatchwise.test`;
  await signInAndWait(page, 'admin@dispatchwise.test', { at: '/admin' });
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Information' });
  await expect(dialog).toBeVisible();

  // The required messages show before anything is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('First Name is required.')).toBeVisible();
  await expect(dialog.getByText('Email is required.')).toBeVisible();

  await dialog.getByLabel('First Name').fill('Nora');
  await dialog.getByLabel('Last Name').fill('Quinlan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Initial password').fill('quinlan-2026');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Dispatchers' }).click();
  // A multi-select keeps its list open; close only the list, not the dialog.
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
  await dialog.getByLabel('Dispatcher', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('User Created')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);

  const context = await browser.newContext();
  const newUser = await context.newPage();
  await signInAndWait(newUser, email, { password: 'quinlan-2026' });
  expect(await topMenuLabels(newUser)).toEqual([
    'Home',
    'Dashboard',
    'Work Orders',
    'Customers',
    'Vendors',
    'Reporting',
  ]);
  await context.close();
});

test('the admin blocks a user, who can no longer sign in', async ({ page, browser }) => {
  await signInAndWait(page, 'admin@dispatchwise.test', { at: '/admin' });
  await page.getByRole('button', { name: 'Block employee@dispatchwise.test' }).click();
  // Seen and dismissed: while it is still on screen (3 s) the app drops the second "User Updated" below.
  await seeToast(page, 'User Updated');

  const context = await browser.newContext();
  const blocked = await context.newPage();
  await signIn(blocked, 'employee@dispatchwise.test');
  await expect(blocked.getByRole('alert')).toHaveText('Your account is blocked.');
  await context.close();

  await page.getByRole('button', { name: 'Unblock employee@dispatchwise.test' }).click();
  await expect(page.getByText('User Updated').first()).toBeVisible();
});

test('the user edit page saves the edit-form fields', async ({ page }) => {
  await signInAndWait(page, 'admin@dispatchwise.test', { at: '/admin' });
  await page.getByRole('link', { name: 'Details of dispatcher@dispatchwise.test' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/details\?id=\d+/);
  await expect(page.getByLabel('Username')).toHaveValue('dispatcher@dispatchwise.test');
  await expect(page.getByLabel('Username')).not.toBeEditable();
  await page.getByLabel('Last Name').fill('Renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You have submitted the form')).toBeVisible();
});
