import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_PRODUCTS_READY, E2E_SC_SUBSCRIBER_ID, e2eProduct, e2eWorkers } from './env';

/**
 * Starts every worker's product (decision 195) and its partner servers at once, and prints E2E_PRODUCTS_READY
 * when all of them answer: the config's one web server waits for that line. Playwright starts its web servers one
 * after another; started together they take about as long as the slowest, a product with its demo data
 * (decision 203).
 *
 * Each server is one process (`node --import tsx`, as apps/api/test/processes.ts starts them) in a process group
 * of its own, and gets exactly one SIGTERM from here when Playwright stops this process: the API takes a second
 * signal to mean "exit now" and would leave its embedded PostgreSQL running, which a signal to the whole group
 * (Playwright's, relayed again by npm and tsx) could do.
 */
const root = path.join(import.meta.dirname, '../../..');

/** A server: `node --import tsx <script>` in `cwd`, ready when `url` answers. */
type Server = {
  name: string;
  script: string;
  cwd: string;
  url: string;
  env: Record<string, string>;
  dataDir?: string;
};
const apiRoot = path.join(root, 'apps/api');

/** The servers of one worker's product: the built app on a fresh embedded database and its two partners. */
function productServers(index: number): Server[] {
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
      name: `servicechannel ${index}`,
      script: 'test/servicechannel-cli.ts',
      cwd: apiRoot,
      url: `${serviceChannel.SERVICECHANNEL_LOGIN_URL}/v3/workorders`,
      env: { ...serviceChannel, SC_PORT: String(serviceChannelPort), SC_SUBSCRIBER_ID: E2E_SC_SUBSCRIBER_ID },
    },
    {
      // A local server that speaks QuickBooks Online's API and Intuit's OAuth (decision 176).
      name: `quickbooks ${index}`,
      script: 'test/quickbooks-cli.ts',
      cwd: apiRoot,
      url: `${qbURL}/__control/requests`,
      env: { ...quickBooks, QB_PORT: new URL(qbURL).port },
    },
    {
      // The built app on a fresh embedded database (PostgreSQL, Azurite, embedded issuer, demo data), as
      // `npm start` runs it (`tsx src/server.ts` in apps/api). It stops its embedded PostgreSQL and Azurite on
      // SIGTERM. Its data folder is emptied before it starts.
      name: `product ${index}`,
      script: 'src/server.ts',
      cwd: apiRoot,
      dataDir,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The journeys read exact totals ("50 of 83"); on a loaded machine the product's 50 ms count gave up and
        // showed "50 of more than 50". As the API tests do (decision 196).
        LIST_COUNT_TIMEOUT_MS: '2000',
        AZURITE_PORT: String(azuritePort),
        ...serviceChannel,
        ...quickBooks,
      },
    },
  ];
}

/** Whether `url` answers as Playwright's web server check wants it (a status from 200 to 403). */
async function answers(url: string) {
  try {
    const { status } = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return status >= 200 && status < 404;
  } catch {
    return false;
  }
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

async function main() {
  const servers = Array.from({ length: e2eWorkers }, (_, index) => productServers(index)).flat();
  // As Playwright's reuseExistingServer: false: a server already on one of the ports would be tested instead.
  for (const server of servers)
    if (await answers(server.url)) throw new Error(`${server.url} (${server.name}) is already used`);

  let isStopping = false;
  const started = servers.map((server) => {
    if (server.dataDir) fs.rmSync(server.dataDir, { recursive: true, force: true });
    const child = spawn(process.execPath, ['--import', 'tsx', server.script], {
      cwd: server.cwd,
      detached: true,
      stdio: 'inherit',
      env: { ...process.env, ...server.env },
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.once('exit', (code, signal) => {
      if (isStopping) return;
      console.error(`${server.name} stopped before the run ended (${signal ?? `exit code ${code}`})`);
      void stop(1);
    });
    return { child, exited };
  });
  // One SIGTERM to each server that still runs, then this process ends when they all have.
  const stop = async (code: number) => {
    if (isStopping) return;
    isStopping = true;
    for (const { child } of started) if (isRunning(child)) child.kill('SIGTERM');
    await Promise.all(started.map(({ exited }) => exited));
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  await Promise.all(
    servers.map(async (server) => {
      while (!(await answers(server.url))) await new Promise((resolve) => setTimeout(resolve, 250));
    }),
  );
  console.log(E2E_PRODUCTS_READY);
}

await main();
