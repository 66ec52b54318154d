// Takes the README screenshot from a running product: `npx tsx apps/web/e2e/screenshots.ts http://localhost:8080`.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './env';

const baseURL = process.argv[2] ?? 'http://localhost:8080';
const out = path.join(import.meta.dirname, '../../../docs');

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, baseURL });
await page.goto('/login');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.getByLabel('Email').fill('admin@dispatchwise.test');
await page.getByLabel('Password').fill('dispatchwise');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
await page.goto('/admin');
await page.getByRole('row').nth(5).waitFor();
await page.screenshot({ path: path.join(out, 'screenshot.png') });
await browser.close();
