import { expect, test } from '@playwright/test';
import { e2eBaseURL, e2ePort } from './env';
import { DEMO_PASSWORD } from './support';

// PUBLIC_URL is the default http://localhost:<port>; the person types 127.0.0.1 instead (docs/decisions/120).

test('opening the product at 127.0.0.1 lands on PUBLIC_URL and the dispatcher signs in', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${e2ePort}/`);
  await expect(page).toHaveURL(`${e2eBaseURL}/login`);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill('dispatcher@dispatchwise.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page).toHaveURL(`${e2eBaseURL}/home`);
});

test('a deep link at 127.0.0.1 keeps its path and query on PUBLIC_URL', async ({ page }) => {
  const response = await page.goto(`http://127.0.0.1:${e2ePort}/workorder?status=open`);
  expect(response?.url()).toBe(`${e2eBaseURL}/workorder?status=open`);
  expect(response?.request().redirectedFrom()?.url()).toBe(
    `http://127.0.0.1:${e2ePort}/workorder?status=open`,
  );
  // Signed out: the web app sends the visitor to /login on PUBLIC_URL's origin, where Sign In works.
  await expect(page).toHaveURL(new RegExp(`^${e2eBaseURL}/login`));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
