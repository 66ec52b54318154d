import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, E2E_PRODUCTS_READY, e2eBaseURL as baseURL, e2eWorkers } from './env';

const root = path.join(import.meta.dirname, '../../..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  timeout: 60_000,
  // 20 s: at a CI load of 8 the home dashboard's chunk took over 10 s to show after sign-in.
  expect: { timeout: 20_000 },
  outputDir: path.join(import.meta.dirname, '../../../test-results/e2e'),
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    // A failing journey keeps its trace (actions, DOM snapshots, network). In CI without the screenshots: they are a
    // screencast of every page, which made Chromium draw and encode frames all the time, about a third of the
    // journeys' CPU (decision 209).
    trace: process.env.CI ? { mode: 'retain-on-failure', screenshots: false } : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Every worker's product and its ServiceChannel and QuickBooks servers, started together (start-products.ts).
  webServer: {
    command: 'node --import tsx apps/web/e2e/start-products.ts',
    cwd: root,
    wait: { stdout: new RegExp(E2E_PRODUCTS_READY) },
    // Each product seeds its demo data; two of them side by side on a loaded two-core machine take a while.
    timeout: 240_000,
    // SIGTERM to the process group, so each server stops its embedded PostgreSQL (its own process group) and
    // Azurite too.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
  },
});
