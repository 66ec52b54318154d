import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  chromiumLaunchOptions,
  E2E_SC_SUBSCRIBER_ID,
  e2eBaseURL as baseURL,
  e2eProduct,
  e2eWorkers,
} from './env';

const root = path.join(import.meta.dirname, '../../..');

/** The servers of one worker's product: the built app on a fresh embedded database and its two partners. */
function productServers(index: number) {
  const { port, dataDir, azuritePort, serviceChannelPort, quickBooksURL: qbURL } = e2eProduct(index);
  // The ServiceChannel account the app signs in with, on the local server's port (docs/decisions/170).
  const serviceChannel = {
    SERVICECHANNEL_API_URL: `http://127.0.0.1:${serviceChannelPort}/v3`,
    SERVICECHANNEL_LOGIN_URL: `http://127.0.0.1:${serviceChannelPort}`,
    SERVICECHANNEL_CLIENT_ID: 'e2e-dispatchwise',
    SERVICECHANNEL_CLIENT_SECRET: 'e2e-secret',
    SERVICECHANNEL_USERNAME: 'e2e-provider',
    SERVICECHANNEL_PASSWORD: 'e2e-password',
  };
  // The QuickBooks Online app the product connects with, on the local server's port (decisions 176, 179). The
  // server's company already knows no vendor: the journey's bills find or create theirs.
  const quickBooks = {
    QUICKBOOKS_CLIENT_ID: 'e2e-dispatchwise-qb',
    QUICKBOOKS_CLIENT_SECRET: 'e2e-qb-secret',
    QUICKBOOKS_API_URL: qbURL,
    QUICKBOOKS_AUTHORIZE_URL: `${qbURL}/oauth2/authorize`,
    QUICKBOOKS_TOKEN_URL: `${qbURL}/oauth2/tokens/bearer`,
    QUICKBOOKS_REVOKE_URL: `${qbURL}/oauth2/tokens/revoke`,
  };
  return [
    {
      // A local server that speaks ServiceChannel's API, for the work-order import (docs/decisions/170).
      command: 'npx tsx apps/api/test/servicechannel-cli.ts',
      cwd: root,
      url: `${serviceChannel.SERVICECHANNEL_LOGIN_URL}/v3/workorders`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...serviceChannel, SC_PORT: String(serviceChannelPort), SC_SUBSCRIBER_ID: E2E_SC_SUBSCRIBER_ID },
    },
    {
      // A local server that speaks QuickBooks Online's API and Intuit's OAuth (decision 176).
      command: 'npx tsx apps/api/test/quickbooks-cli.ts',
      cwd: root,
      url: `${qbURL}/__control/requests`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { ...quickBooks, QB_PORT: new URL(qbURL).port },
    },
    {
      // The built app on a fresh embedded database (PostgreSQL, Azurite, embedded issuer, demo data), as
      // `npm start` runs it.
      command: `rm -rf ${dataDir} && npm run start -w @dispatchwise/api`,
      cwd: root,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // SIGTERM, so the server stops its embedded PostgreSQL (its own process group) and Azurite too.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AZURITE_PORT: String(azuritePort),
        ...serviceChannel,
        ...quickBooks,
      },
    },
  ];
}

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
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: Array.from({ length: e2eWorkers }, (_, index) => productServers(index)).flat(),
});
