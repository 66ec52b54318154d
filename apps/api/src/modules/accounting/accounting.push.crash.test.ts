import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { invoice, transmissionlog, workordervendor } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { createOrder } from '../../../test/factories/orders';
import { findListenPort } from '../../../test/processes';
import { createVendor } from '../../../test/factories/work-orders';
import { exited, killProcesses, startProcess, until } from '../../../test/processes';
import { connectQuickBooks } from '../../../test/quickbooks-connect';
import type { QbServer } from '../../../test/quickbooks-server';
import { createApprovedBill, createApprovedInvoice } from './accounting.pending.test-fixtures';
import { hasQueuedRows } from './accounting.push.state';

// Issue 17's crash test (decision 177): the local QuickBooks server and the worker each run as their own
// process; the worker is killed with SIGKILL while QuickBooks is answering its creates, another worker is
// started, and when nothing is queued QuickBooks holds exactly one document per row and every row one
// closed, successful log row.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-push-crash-'));
const qbPort = await findListenPort();
const qbUrl = `http://127.0.0.1:${qbPort}`;
const qbEnv = {
  QUICKBOOKS_CLIENT_ID: 'crash-client',
  QUICKBOOKS_CLIENT_SECRET: 'crash-secret',
  QUICKBOOKS_API_URL: qbUrl,
  QUICKBOOKS_AUTHORIZE_URL: `${qbUrl}/oauth2/authorize`,
  QUICKBOOKS_TOKEN_URL: `${qbUrl}/oauth2/tokens/bearer`,
  QUICKBOOKS_REVOKE_URL: `${qbUrl}/oauth2/tokens/revoke`,
};
const quickBooks = startProcess(
  'test/quickbooks-cli.ts',
  { ...qbEnv, QB_PORT: String(qbPort), QB_VENDORS: 'Acme HVAC' },
  /test server at/,
);
await quickBooks.started;

afterAll(async () => {
  await killProcesses();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ctx = createTestContext({ env: qbEnv });

const control = async <T>(verb: string, body?: object): Promise<T> => {
  const response = await fetch(`${qbUrl}/__control/${verb}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as T;
};
type Doc = { Id: string; PrivateNote?: string };
const documentCreates = async () =>
  (await control<{ method: string; path: string }[]>('requests')).filter(
    (request) => request.method === 'POST' && /\/(bill|invoice)\?/.test(request.path),
  ).length;

describe('a worker killed in the middle of a push', () => {
  it('resumes after a restart: exactly one QuickBooks document per row, each logged once as a success', async () => {
    // Only the config matters to connecting (Intuit's authorize address answers at once); the server is a process.
    await connectQuickBooks({ db: ctx.db, config: ctx.config, server: {} as QbServer });
    const acme = await createVendor(ctx.db, { name: 'Acme HVAC' });
    const bills: number[] = [];
    const invoices: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const order = await createOrder(ctx.db);
      bills.push((await createApprovedBill(ctx.db, { workorderid: order.id, vendorid: acme.id })).id);
      if (index % 2 === 0) invoices.push((await createApprovedInvoice(ctx.db, order.id)).id);
    }
    const submitted = await ctx.asRole('AccountingAdmin').post('/api/accounting/submitpending', {
      VendorBilling: bills.map((workorderVendorId) => ({ workorderVendorId })),
      CustomerBilling: invoices.map((invoiceId) => ({ invoiceId })),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const workerEnv = {
      ...qbEnv,
      DATABASE_URL: String(ctx.database.pool.options.connectionString),
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      LOG_LEVEL: 'warn',
    };
    await control('delay', { ms: 250 });
    const first = startProcess('src/worker.ts', workerEnv);
    // The worker's start (tsx compiles it) is most of this wait; at a load of 30 it took over 40 s.
    await until(async () => (await documentCreates()) >= 3, 'the first creates', first.output, 90_000);
    first.child.kill('SIGKILL');
    await exited(first.child);
    // Killed mid-push: rows still queued, and the document QuickBooks was answering has an open log row.
    expect(await hasQueuedRows(ctx.db)).toBe(true);
    const open = await ctx.db.select().from(transmissionlog).where(isNull(transmissionlog.endTime));
    expect(open.length).toBeGreaterThan(0);

    await control('delay', { ms: 10 });
    const second = startProcess('src/worker.ts', workerEnv);
    await until(async () => !(await hasQueuedRows(ctx.db)), 'the queue to empty', second.output, 90_000);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const rows = await ctx.db
      .select({ id: workordervendor.id, synced: workordervendor.syncedtoaccountingdate })
      .from(workordervendor)
      .where(inArray(workordervendor.id, bills));
    expect(rows.every((row) => row.synced !== null)).toBe(true);
    const qbBills = await control<Doc[]>('documents/Bill');
    const qbInvoices = await control<Doc[]>('documents/Invoice');
    for (const id of bills) {
      const matches = qbBills.filter((doc) => doc.PrivateNote?.includes(` line ${id}.`));
      expect(`bill ${id}: ${matches.length}`).toBe(`bill ${id}: 1`);
      const logs = await ctx.db
        .select()
        .from(transmissionlog)
        .where(eq(transmissionlog.workordervendorid, id));
      expect(logs.map((log) => [log.success, log.endTime !== null])).toEqual([[true, true]]);
    }
    for (const id of invoices) {
      const [row] = await ctx.db.select().from(invoice).where(eq(invoice.id, id));
      expect(row!.syncedtoaccountingdate).not.toBeNull();
      const matches = qbInvoices.filter((doc) => doc.PrivateNote?.endsWith(` invoice ${id}.`));
      expect(`invoice ${id}: ${matches.length}`).toBe(`invoice ${id}: 1`);
      const logs = await ctx.db.select().from(transmissionlog).where(eq(transmissionlog.invoiceid, id));
      expect(logs.map((log) => [log.success, log.endTime !== null])).toEqual([[true, true]]);
    }
    // The interrupted tries were resumed under their first requestid (or found by their number).
    const after = await ctx.db
      .select()
      .from(transmissionlog)
      .where(
        inArray(
          transmissionlog.id,
          open.map((log) => log.id),
        ),
      );
    expect(after.map((log) => [log.requestid, log.success])).toEqual(
      open.map((log) => [log.requestid, true]),
    );
    expect(qbBills).toHaveLength(bills.length);
    expect(qbInvoices).toHaveLength(invoices.length);
  }, 180_000);
});
