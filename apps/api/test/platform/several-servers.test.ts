import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { mailoutbox } from '../../src/db/schema/index';
import { insertOutboxMessages } from '../../src/mail/outbox.repository';
import { createApprovedBill } from '../../src/modules/accounting/accounting.pending.test-fixtures';
import { hasQueuedRows } from '../../src/modules/accounting/accounting.push.state';
import { useAzurite } from '../azurite';
import { createOrder } from '../factories/orders';
import { createUser, type TestUser } from '../factories/users';
import { createVendor } from '../factories/work-orders';
import { openTestDatabase, TEST_ENV } from '../helpers';
import { changeUnnoticed, listedCustomer } from '../list-cache-probe';
import { signInAcross } from '../oidc-browser';
import {
  findListenPort,
  killProcesses,
  startProcess,
  until,
  waitForHealth,
  type Started,
} from '../processes';
import { connectQuickBooks } from '../quickbooks-connect';
import { startQuickBooksServer, type QbServer } from '../quickbooks-server';
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver';

// Decision 186: the API is stateless and the worker is its own process. Three API processes (background jobs
// off, as replicas behind a load balancer) and two workers share one PostgreSQL database (a clone of the
// migrated template: nothing to migrate, no demo seed) and one Azurite; the test prints its timings.

const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'Correct horse battery 1';
// Below the ports Linux gives outgoing connections (32,768 up), like `findListenPort`.
const azurite = await useAzurite({ from: 19_600, to: 19_699 });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-several-'));
const timings: Record<string, number> = {};
let database: Database;
let drop: () => Promise<void>;
let smtp: SmtpReceiver;
let quickBooks: QbServer;
let config: Config;
const servers: { base: string; process: Started }[] = [];
const workers: Started[] = [];

/** Runs `work`, keeps its duration under `name` for the summary. */
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[name] = Date.now() - started;
  }
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  smtp = await startSmtpReceiver({ holdMs: 20 });
  quickBooks = await startQuickBooksServer({
    clientId: 'several-client',
    clientSecret: 'several-secret',
    vendors: ['Acme HVAC'],
  });
  const qbEnv = {
    QUICKBOOKS_CLIENT_ID: 'several-client',
    QUICKBOOKS_CLIENT_SECRET: 'several-secret',
    ...quickBooks.env,
  };
  config = loadConfig({ ...TEST_ENV, ...qbEnv, PUBLIC_URL, DATA_DIR: dataDir });
  const shared = {
    ...qbEnv,
    DATABASE_URL: String(database.pool.options.connectionString),
    AZURE_STORAGE_CONNECTION_STRING: azurite.connectionString,
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  };
  const ports: number[] = [];
  for (let index = 0; index < 3; index++) ports.push(await findListenPort(ports.at(-1)));
  await timed('start 3 API processes and 2 workers (parallel)', async () => {
    for (const [index, port] of ports.entries()) {
      const env = {
        ...shared,
        PORT: String(port),
        BACKGROUND_JOBS: 'false',
        DATA_DIR: `${dataDir}/api-${index}`,
      };
      servers.push({ base: `http://127.0.0.1:${port}`, process: startProcess('src/server.ts', env) });
    }
    for (let index = 0; index < 2; index++)
      workers.push(
        startProcess(
          'src/worker.ts',
          { ...shared, DATA_DIR: `${dataDir}/worker-${index}` },
          /mail worker started/,
        ),
      );
    await Promise.all([
      ...servers.map((server) => waitForHealth(server.base, server.process, 240_000)),
      ...workers.map((worker) => worker.started),
    ]);
  });
}, 300_000);

afterAll(async () => {
  await killProcesses();
  await Promise.all([smtp?.close(), quickBooks?.close()]);
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(
    `several servers, timings (ms):\n${Object.entries(timings)
      .map(([name, ms]) => `  ${name}: ${ms}`)
      .join('\n')}`,
  );
});

const call = (server: number, bearer: string, url: string, init: RequestInit = {}) =>
  fetch(`${servers[server]!.base}${url}`, {
    ...init,
    headers: {
      authorization: `Bearer ${bearer}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
const tokenOf = (user: TestUser) => signAccessToken({ db: database.db, config, user });

describe('three API processes and two workers on one database', () => {
  let dispatcher: TestUser;
  let bearer = '';

  it('serves a user signed in through one server on the others (the embedded issuer, a real sign-in)', async () => {
    dispatcher = await createUser(database.db, { roles: ['Dispatchers'], password: PASSWORD });
    const tokens = await timed('sign-in: authorize on A, password on B, code exchanged on C', () =>
      signInAcross(
        servers.map((server) => server.base),
        { email: dispatcher.email, password: PASSWORD, redirectUri: `${PUBLIC_URL}/login/callback` },
      ),
    );
    bearer = tokens.access_token;
    for (const index of [0, 1, 2]) {
      const profile = await call(index, bearer, '/api/user/profile');
      expect(`${index}: ${profile.status}`).toBe(`${index}: 200`);
      expect(((await profile.json()) as { email: string }).email).toBe(dispatcher.email);
    }
  });

  it('empties the list caches of every server when one of them writes (LISTEN/NOTIFY)', async () => {
    const prefix = `Several ${Date.now()}`;
    const order = await createOrder(database.db, { customername: `${prefix} first` });
    const names = (index: number) => listedCustomer(servers[index]!.base, bearer, order.id);
    // The insert's own notification may reach B or C during their first read, which is then not kept: read twice.
    for (let read = 0; read < 2; read++)
      expect([await names(1), await names(2)]).toEqual([`${prefix} first`, `${prefix} first`]);
    // B and C answer from their caches: a change that notifies nobody is not seen.
    await changeUnnoticed(database, order.id, 'first', 'unnoticed');
    expect([await names(1), await names(2)]).toEqual([`${prefix} first`, `${prefix} first`]);
    // A write through A: its statement trigger notifies, and B and C answer the new name.
    const updated = await call(0, bearer, '/api/customer/update', {
      method: 'PUT',
      body: JSON.stringify({ id: order.customerid, customername: `${prefix} renamed` }),
    });
    expect(updated.status, await updated.text()).toBe(200);
    await timed('a write on A seen in the lists of B and C', () =>
      until(
        async () => (await names(1)) === `${prefix} renamed` && (await names(2)) === `${prefix} renamed`,
        'B and C to see the change',
        () => '',
        5_000,
      ),
    );
  });

  it('sends each e-mail once with two workers claiming side by side', async () => {
    const ids = await insertOutboxMessages(
      database.db,
      Array.from({ length: 40 }, (_, index) => ({
        idempotencykey: `several-${index}`,
        kind: 'test',
        to: `person${index}@example.test`,
        subject: `Message ${index}`,
        text: 'Hello',
      })),
    );
    await timed('40 e-mails delivered by two workers', () =>
      until(
        async () => {
          const [left] = await database.db
            .select({ count: sql<number>`count(*)::int` })
            .from(mailoutbox)
            .where(sql`${mailoutbox.status} <> 'sent'`);
          return left!.count === 0;
        },
        'the outbox to empty',
        () => workers.map((worker) => worker.output()).join('\n'),
        60_000,
      ),
    );
    const counts = smtp.countsById();
    expect(ids.map((id) => `${id}: ${counts.get(id) ?? 0}`)).toEqual(ids.map((id) => `${id}: 1`));
    const senders = workers.map((worker) => (worker.output().match(/"msg":"mail sent"/g) ?? []).length);
    console.log(`e-mails sent per worker: ${senders.join(', ')}`);
  });

  it('pushes each approved bill to QuickBooks once with two workers', async () => {
    await connectQuickBooks({ db: database.db, config, server: quickBooks });
    const acme = await createVendor(database.db, { name: 'Acme HVAC' });
    const bills: number[] = [];
    for (let index = 0; index < 6; index++) {
      const order = await createOrder(database.db);
      bills.push((await createApprovedBill(database.db, { workorderid: order.id, vendorid: acme.id })).id);
    }
    const accountant = await createUser(database.db, { roles: ['AccountingAdmin'] });
    const submitted = await call(1, await tokenOf(accountant), '/api/accounting/submitpending', {
      method: 'POST',
      body: JSON.stringify({ VendorBilling: bills.map((workorderVendorId) => ({ workorderVendorId })) }),
    });
    expect(submitted.status, await submitted.text()).toBe(200);
    await timed('6 bills pushed by the workers', () =>
      until(
        async () => !(await hasQueuedRows(database.db)),
        'the push queue to empty',
        () => workers.map((worker) => worker.output()).join('\n'),
      ),
    );
    const documents = quickBooks.documents('Bill');
    for (const id of bills) {
      const copies = documents.filter((doc) => String(doc.PrivateNote ?? '').includes(` line ${id}.`));
      expect(`bill ${id}: ${copies.length}`).toBe(`bill ${id}: 1`);
    }
    const creates = quickBooks.requests.filter(
      (request) => request.method === 'POST' && /\/bill\?/.test(request.path),
    );
    expect(creates).toHaveLength(bills.length);
  });

  it('applies a role change and a block made through A on B and C at once', async () => {
    const admin = await createUser(database.db, { roles: ['Admin'] });
    const adminBearer = await tokenOf(admin);
    const adminList = (index: number) => call(index, bearer, '/api/admin/getuserlist');
    // B and C refuse the Dispatcher the Admin screen, and keep its row in their 30 s user cache.
    expect([(await adminList(1)).status, (await adminList(2)).status]).toEqual([403, 403]);
    const promoted = await call(0, adminBearer, '/api/admin/updateuser', {
      method: 'PATCH',
      body: JSON.stringify({ id: dispatcher.id, app_metadata: { roles: ['Admin'] } }),
    });
    expect(promoted.status, await promoted.text()).toBe(200);
    await timed('a role change on A applied on B and C', () =>
      until(
        async () => (await adminList(1)).status === 200 && (await adminList(2)).status === 200,
        'the role change',
        () => '',
        2_000,
      ),
    );
    const blocked = await call(0, adminBearer, '/api/admin/updateuser', {
      method: 'PATCH',
      body: JSON.stringify({ id: dispatcher.id, blocked: true }),
    });
    expect(blocked.status).toBe(200);
    const profile = (index: number) => call(index, bearer, '/api/user/profile');
    await timed('a block on A applied on B and C', () =>
      until(
        async () => (await profile(1)).status === 401 && (await profile(2)).status === 401,
        'the block',
        () => '',
        2_000,
      ),
    );
  });
});
