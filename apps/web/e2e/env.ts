import os from 'node:os';
import path from 'node:path';

// Where the e2e product runs: the Playwright config starts it, the journeys read its mail folder.
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);
export const e2eDataDir = path.join(os.tmpdir(), `dispatchwise-e2e-${e2ePort}`);
export const e2eBaseURL = `http://localhost:${e2ePort}`;
/** The ServiceChannel subscriber id of the e2e server's work orders (the import journey gives it to a customer). */
export const E2E_SC_SUBSCRIBER_ID = '990001';

/** Debian's Chromium as every browser run here launches it (nothing is downloaded; no background traffic). */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The local QuickBooks Online server of the e2e run (decisions 176, 179), steered under /__control/. */
export const e2eQuickBooksURL = `http://127.0.0.1:${e2ePort + 8}`;
