import os from 'node:os';
import path from 'node:path';

/**
 * The journeys run on `e2eWorkers` Playwright workers, each against a product of its own (decision 195): the
 * config starts one product per worker, and a worker's modules read their product's addresses from the
 * worker's parallel index, which Playwright sets before it loads them (the config too).
 */
// One unless E2E_WORKERS says more, so a developer's machine is not loaded twice (decision 195, update). CI sets
// two: once the journeys had been shortened (decision 200), two workers finished them sooner than one on our
// two-core machine (decision 203).
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1);
/** Ports of one product: its own, then Azurite (+2), ServiceChannel (+7) and QuickBooks (+8). */
const PORTS_PER_PRODUCT = 10;
const firstPort = Number(process.env.E2E_PORT ?? 8181);

/** Where the product of worker `index` runs: the config starts it, the journeys read its mail folder. */
export function e2eProduct(index: number) {
  const port = firstPort + PORTS_PER_PRODUCT * index;
  return {
    port,
    dataDir: path.join(os.tmpdir(), `dispatchwise-e2e-${port}`),
    baseURL: `http://localhost:${port}`,
    azuritePort: port + 2,
    serviceChannelPort: port + 7,
    /** The local QuickBooks Online server (decisions 176, 179), steered under /__control/. */
    quickBooksURL: `http://127.0.0.1:${port + 8}`,
  };
}

/** This worker's product (in the config's own process: the first one's). */
const own = e2eProduct(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const e2ePort = own.port;
export const e2eDataDir = own.dataDir;
export const e2eBaseURL = own.baseURL;
export const e2eQuickBooksURL = own.quickBooksURL;
/** What start-products.ts prints once every server of every worker's product answers. */
export const E2E_PRODUCTS_READY = 'e2e products ready';
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
