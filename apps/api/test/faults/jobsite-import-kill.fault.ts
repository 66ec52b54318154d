import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from '@dispatchwise/shared';
import { signAccessToken } from '../../src/auth/tokens';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { customer, customerjobsite } from '../../src/db/schema/index';
import { azuriteConnectionString } from '../../src/storage/azurite';
import { JOB_SITE_HEADINGS, multipartUpload, sheetOf, siteRow } from '../factories/imports';
import { createUser } from '../factories/users';
import { openTestDatabase, TEST_ENV } from '../helpers';
import { findListenPort, killHard, killProcesses, startApiProcess, until } from '../processes';
import { reportFault } from './report';

// Decision 182: the API killed with SIGKILL in the middle of a job-site import of the largest file allowed
// (decision 148: one transaction). Nothing of it is left; after a restart the same file imports every row once.

const PUBLIC_URL = 'http://localhost:8080';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-fault-import-'));
let database: Database;
let drop: () => Promise<void>;
let port = 0;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  port = await findListenPort();
}, 120_000);

afterAll(async () => {
  await killProcesses();
  await drop?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startApi() {
  return startApiProcess(port, {
    DATABASE_URL: String(database.pool.options.connectionString),
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(1),
    DATA_DIR: dataDir,
  });
}

/** Backends of the API's pool inside a transaction that has written job sites. */
const importInProgress = async () => {
  const result = await database.pool.query<{ count: number }>(`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
      and query ilike '%customerjobsite%' and query not ilike '%pg_stat_activity%'`);
  return Number(result.rows[0]?.count ?? 0) > 0;
};

describe('the API killed in the middle of a job-site import', () => {
  it('leaves nothing half-imported, and the same file imports every row once after a restart', async () => {
    const [owner] = await database.db.insert(customer).values({ customername: 'Import Co' }).returning();
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) => siteRow(`S${index + 1}`));
    const upload = multipartUpload('sites.xlsx', await sheetOf([JOB_SITE_HEADINGS, ...rows]));
    const config = loadConfig({ ...TEST_ENV, PUBLIC_URL });
    const bearer = await signAccessToken({
      db: database.db,
      config,
      user: await createUser(database.db, { roles: ['Dispatchers'] }),
    });
    const send = () =>
      fetch(`http://127.0.0.1:${port}/api/jobsites/importjobsites?customerid=${owner!.id}`, {
        method: 'POST',
        headers: { ...upload.headers, authorization: `Bearer ${bearer}` },
        body: upload.payload,
      });
    const count = async () =>
      (
        await database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(customerjobsite)
          .where(eq(customerjobsite.customerid, owner!.id))
      )[0]!.count;

    const first = await startApi();
    const started = Date.now();
    const interrupted = send().catch((error: unknown) => String(error));
    await until(importInProgress, 'the import to be writing', first.output, 120_000);
    const killedAfter = Date.now() - started;
    await killHard(first.child);
    expect(String(await interrupted)).toContain('fetch failed');
    await new Promise((resolve) => setTimeout(resolve, 500)); // PostgreSQL rolls the dead session back
    const left = await count();
    expect(left).toBe(0);

    const second = await startApi();
    const rerun = Date.now();
    const response = await send();
    const rerunMs = Date.now() - rerun;
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ added: MAX_IMPORT_ROWS, updated: 0 });
    const distinct = await database.db
      .select({ count: sql<number>`count(distinct ${customerjobsite.jobsite})::int` })
      .from(customerjobsite)
      .where(eq(customerjobsite.customerid, owner!.id));
    expect([await count(), distinct[0]!.count]).toEqual([MAX_IMPORT_ROWS, MAX_IMPORT_ROWS]);
    await killHard(second.child);
    reportFault('job-site import SIGKILL', {
      rows: MAX_IMPORT_ROWS,
      'killed after ms': killedAfter,
      'job sites left by the killed import': left,
      're-run ms': rerunMs,
      'job sites after the re-run': await count(),
    });
  }, 600_000);
});
