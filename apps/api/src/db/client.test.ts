import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, QUICK_STATEMENT_TIMEOUT_MS, quickDatabaseOf } from './client';

const { url } = inject('dbTemplate');
const database = openDatabase({ url, poolSize: 3 });
afterAll(() => database.close());

const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

describe('the quick pool', () => {
  it('carries the statement timeout in its sessions, and the main pool does not', async () => {
    const quick = quickDatabaseOf(database.db);
    expect(quick).toBeDefined();
    const shown = (await quick!.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] };
    expect(shown.rows[0]).toEqual({ statement_timeout: `${QUICK_STATEMENT_TIMEOUT_MS}ms` });
    const slow = sql`select pg_sleep(${(QUICK_STATEMENT_TIMEOUT_MS * 4) / 1000})`;
    await expect(quick!.execute(slow)).rejects.toSatisfy((error) => errorCode(error) === '57014');
    await expect(database.db.execute(slow)).resolves.toBeDefined();
  });

  it('is not found from a transaction, which sets its own timeout', async () => {
    await database.db.transaction(async (tx) => {
      expect(quickDatabaseOf(tx as unknown as typeof database.db)).toBeUndefined();
    });
  });
});
