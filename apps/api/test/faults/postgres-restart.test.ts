import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/auth/tokens';
import { loadConfig } from '../../src/config';
import { CONNECT_TIMEOUT_MS, openDatabase, type Database } from '../../src/db/client';
import {
  reachableTempDir,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../src/db/embedded-postgres';
import { customer, mailoutbox } from '../../src/db/schema/index';
import { DATABASE_UNAVAILABLE } from '../../src/db/unavailable';
import { insertOutboxMessages } from '../../src/mail/outbox.repository';
import { azuriteConnectionString } from '../../src/storage/azurite';
import { createOrder } from '../factories/orders';
import { createUser } from '../factories/users';
import { changeUnnoticed, listedCustomer } from '../list-cache-probe';
import { TEST_ENV } from '../helpers';
import {
  findListenPort,
  killProcesses,
  startProcess,
  until,
  waitForHealth,
  type Started,
} from '../processes';
import { startSmtpReceiver, type SmtpReceiver } from '../smtp-receiver';
import { reportFault } from './report';

// Decision 182: PostgreSQL stopped and started again under load, the API left running. While it is down
// every call that needs it answers 503 with one clear message within the pool's connection timeout, and
// when it is back the API serves again by itself: pool, LISTEN connection of the list cache, mail worker.

const PUBLIC_URL = 'http://localhost:8080';
const dir = reachableTempDir('dw-fault-pg-');
let postgres: EmbeddedPostgres;
let database: Database;
let smtp: SmtpReceiver;
let api: Started;
let base = '';

beforeAll(async () => {
  postgres = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), durable: false });
  database = openDatabase({ url: postgres.url, poolSize: 2 });
  smtp = await startSmtpReceiver();
  const port = await findListenPort();
  base = `http://127.0.0.1:${port}`;
  api = startProcess('src/server.ts', {
    DATABASE_URL: postgres.url,
    // Never called here: only the database goes away in this test.
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(1),
    DATA_DIR: path.join(dir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL,
    SEED_ON_EMPTY: 'false',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
  });
  await waitForHealth(base, api, 120_000); // it migrates the empty database first
}, 180_000);

afterAll(async () => {
  await killProcesses();
  await database?.close().catch(() => undefined);
  await postgres?.stop();
  await smtp?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Outcome = { kind: string; status: number; message: string; start: number; end: number };

/** `clients` loops calling a list and a write until `stop()`; every answer is kept with its times. */
function load(bearer: string, clients: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  let sequence = 0;
  const one = async (kind: string, url: string, init: RequestInit = {}) => {
    const start = Date.now();
    try {
      const response = await fetch(`${base}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      outcomes.push({ kind, status: response.status, message: body.message ?? '', start, end: Date.now() });
    } catch (error) {
      // No answer at all (the API died, or the call hung for 30 s): status 0, which the test refuses.
      outcomes.push({ kind, status: 0, message: String(error), start, end: Date.now() });
    }
  };
  const loops = Array.from({ length: clients }, async (_, client) => {
    while (running) {
      await one('list', `/api/customer/getcustomerlist?take=5&searchValue=c${client}`);
      const name = `load ${client} ${++sequence}`;
      await one('write', `/api/view/createview?viewName=${encodeURIComponent(name)}&viewType=w`, {
        method: 'POST',
        body: JSON.stringify({ columns: ['id'] }),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const health = async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status ?? 0;

describe('PostgreSQL restarted under load', () => {
  it('answers 503 while it is down, never hangs, and recovers without a restart of the API', async () => {
    const config = loadConfig({ ...TEST_ENV, PUBLIC_URL });
    const user = await createUser(database.db, { roles: ['Dispatchers'] });
    const bearer = await signAccessToken({ db: database.db, config, user });
    const traffic = load(bearer, 6);
    let [stoppedAt, down, restartAt, upAt, healthyAt] = [0, 0, 0, 0, 0];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      stoppedAt = Date.now();
      await postgres.stop();
      down = Date.now();
      await until(async () => (await health()) === 503, 'health to say 503', api.output, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      restartAt = Date.now();
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(dir, 'pg'),
        port: postgres.port,
        durable: false,
      });
      upAt = Date.now();
      await until(async () => (await health()) === 200, 'health to say 200 again', api.output, 30_000);
      healthyAt = Date.now();
      // Writes go through again (they need a connection of their own, not only the health check).
      await until(
        () => traffic.outcomes.some((o) => o.start >= upAt && o.status === 201 && o.kind === 'write'),
        'a write to succeed again',
        () => JSON.stringify(traffic.outcomes.filter((o) => o.start >= upAt).slice(-6)),
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    } finally {
      await traffic.stop();
    }

    const { outcomes } = traffic;
    const whileDown = outcomes.filter((o) => o.start >= down && o.end <= restartAt);
    const afterRecovery = outcomes.filter((o) => o.start >= healthyAt + 500);
    const longest = Math.max(...outcomes.map((o) => o.end - o.start));
    const firstOk = Math.min(...outcomes.filter((o) => o.start >= upAt && o.status < 300).map((o) => o.end));
    reportFault('postgres restart', {
      requests: outcomes.length,
      'while down': whileDown.length,
      'statuses while down': [...new Set(whileDown.map((o) => o.status))].join(','),
      'no answer or 5xx other than 503': outcomes.filter(
        (o) => o.status === 0 || (o.status >= 500 && o.status !== 503),
      ).length,
      'longest request ms': longest,
      'stop ms': down - stoppedAt,
      'first 200 after restart ms': firstOk - upAt,
      'health 200 after restart ms': healthyAt - upAt,
    });
    expect(outcomes.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503))).toEqual([]);
    expect(whileDown.length).toBeGreaterThan(10);
    expect(whileDown.map((o) => `${o.status} ${o.message}`)).toEqual(
      whileDown.map(() => `503 ${DATABASE_UNAVAILABLE}`),
    );
    expect(longest).toBeLessThan(CONNECT_TIMEOUT_MS + 2_000);
    expect(afterRecovery.length).toBeGreaterThan(10);
    expect(afterRecovery.filter((o) => o.status >= 300)).toEqual([]);
  }, 120_000);

  it('listens again for list changes: the list cache is back on and emptied by a change', async () => {
    const config = loadConfig({ ...TEST_ENV, PUBLIC_URL });
    const bearer = await signAccessToken({
      db: database.db,
      config,
      user: await createUser(database.db, { roles: ['Dispatchers'] }),
    });
    const order = await createOrder(database.db, { customername: 'After restart first' });
    const name = () => listedCustomer(base, bearer, order.id);
    // Cached (the LISTEN connection is back), so a change without a notification is not seen...
    await until(async () => (await name()) === 'After restart first', 'the list', api.output, 5_000);
    await name();
    await changeUnnoticed(database, order.id, 'first', 'unnoticed');
    expect(await name()).toBe('After restart first');
    // ...and a change with one is.
    await database.db
      .update(customer)
      .set({ customername: 'After restart second' })
      .where(eq(customer.id, order.customerid));
    await until(async () => (await name()) === 'After restart second', 'the change', api.output, 5_000);
  });

  it('keeps the mail worker running: a message queued after the restart is delivered once', async () => {
    const [id] = await insertOutboxMessages(database.db, [
      { idempotencykey: 'after-restart', kind: 'test', to: 'a@example.test', subject: 'Hi', text: 'Hello' },
    ]);
    await until(
      async () => {
        const [row] = await database.db.select().from(mailoutbox).where(eq(mailoutbox.id, id!));
        return row?.status === 'sent';
      },
      'the message to be sent',
      api.output,
      20_000,
    );
    expect(smtp.countsById().get(id!)).toBe(1);
  });
});
