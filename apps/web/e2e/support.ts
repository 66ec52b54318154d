import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eDataDir } from './env';

export const DEMO_PASSWORD = 'dispatchwise';

/** Signs in through the real login page and the embedded issuer's sign-in page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The OIDC session (the `oidc.` keys of localStorage) of each user's first sign-in in this run. */
const savedSessions = new Map<string, { items: Record<string, string>; at: number }>();
/** Well inside the embedded issuer's one-hour access token, so a reused session never renews mid-test. */
const SESSION_REUSE_MS = 30 * 60_000;

/** The saved session of a user's first sign-in, while it may still be reused. */
function reusableSession(key: string) {
  const saved = savedSessions.get(key);
  return saved !== undefined && Date.now() - saved.at < SESSION_REUSE_MS ? saved : undefined;
}

/**
 * Signed in, with a minute for the shell: on a loaded CI machine a sign-in outlasts the 20 s default.
 * A user's first call signs in through the login page and the issuer's page; later calls in the run put
 * that session's tokens in a fresh context's localStorage, as a browser reopened by the same user has
 * them, instead of typing the password again (decision 190: the sign-in pages are still exercised once
 * per user, and by the shell journeys on every run). `at` is the page the journey starts on: a reused
 * session opens it directly instead of Home first (decision 200: the home dashboard is the heaviest screen
 * to render, and a journey that starts elsewhere does not need it).
 */
export async function signInAndWait(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, at }: { password?: string; at?: string } = {},
) {
  const key = `${email}\n${password}`;
  const saved = reusableSession(key);
  if (saved) {
    // Any page of the origin that does not start the app, so the tokens are there before it boots.
    await page.goto('/api/health');
    await page.evaluate((items) => {
      for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
    }, saved.items);
    await page.goto(at ?? '/');
  } else {
    await signIn(page, email, password);
  }
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible({ timeout: 60_000 });
  if (saved) return;
  const items = await page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((name) => name.startsWith('oidc.'))
        .map((name) => [name, localStorage.getItem(name) ?? '']),
    ),
  );
  savedSessions.set(key, { items, at: Date.now() });
  if (at === undefined) return;
  await page.goto(at);
  await expect(menu).toBeVisible({ timeout: 60_000 });
}

/**
 * A user's token in a browser context of its own, for the API calls that prepare the data or check a refusal.
 * A user signed in earlier in the run reuses that session's token without opening a page (decision 200).
 */
export async function apiSession(browser: Browser, email: string) {
  const context = await browser.newContext();
  const saved = reusableSession(`${email}\n${DEMO_PASSWORD}`);
  let token: string;
  if (saved) {
    token = tokenOf(saved.items);
  } else {
    const page = await context.newPage();
    await signInAndWait(page, email);
    token = await accessToken(page);
  }
  const headers = { Authorization: `Bearer ${token}` };
  return { request: context.request, headers, close: () => context.close() };
}

/** The JSON of an API answer that must have `status`. */
export async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as unknown;
}

/** The labels of the top-level entries of the side menu, as a person reads them. */
export async function topMenuLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  return nav.locator(':scope > li > .MuiListItemButton-root .MuiListItemText-primary').allInnerTexts();
}

/**
 * A toast is seen, then dismissed with its ×: the app drops a toast equal to one still shown (notistack's
 * preventDuplicate), so a second "Note added" would never appear while the first one is on screen.
 */
export async function seeToast(page: Page, text: string) {
  // includeHidden: a modal dialog opened by the same action hides the toasts from the accessibility tree.
  const toast = page
    .getByRole('alert', { includeHidden: true })
    .filter({ has: page.getByText(text, { exact: true }) });
  await expect(toast).toBeVisible();
  // On a loaded machine the toast may time out on its own between the two steps: then it is gone already.
  await toast
    .getByRole('button', { name: 'Dismiss' })
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if (await toast.isVisible()) throw error;
    });
  await expect(toast).toBeHidden();
}

/** The signed-in user's access token, for the API calls a journey checks directly. */
export async function accessToken(page: Page): Promise<string> {
  return tokenOf(await page.evaluate(() => ({ ...localStorage })));
}

/** The access token among a session's `oidc.` localStorage items. */
function tokenOf(items: Record<string, string>): string {
  const key = Object.keys(items).find((name) => name.startsWith('oidc.user'));
  return (JSON.parse(items[key ?? ''] ?? '{}') as { access_token: string }).access_token;
}

/** Every e-mail the product wrote (as .eml under its data folder) that mentions `text`. */
export function mailsMentioning(text: string): string[] {
  const mailDir = path.join(e2eDataDir, 'mail');
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'))
    .filter((content) => content.includes(text));
}

/** The first e-mail the product wrote that mentions `text`. */
export function mailMentioning(text: string): string | undefined {
  return mailsMentioning(text)[0];
}
