import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, QUICK_STATEMENT_TIMEOUT_MS, quickDatabaseOf, quickTimeoutOf } from './client';

const { url } = inject('dbTemplate');
const database = openDatabase({ url, poolSize: 3 });
afterAll(() => database.close());

const errorCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

describe('the quick pool', () => {
  it('carries the statement timeout in its sessions, and the main pool does not', async () => {
    const quick = quickDatabaseOf(database.db);
    expect(quick).toBeDefined();
    // pg_settings gives the value in milliseconds (SHOW would say '2s').
    const shown = (await quick!.execute(
      sql`select setting from pg_settings where name = 'statement_timeout'`,
    )) as unknown as { rows: unknown[] };
    expect(shown.rows[0]).toEqual({ setting: String(QUICK_STATEMENT_TIMEOUT_MS) });
    const slow = sql`select pg_sleep(${(QUICK_STATEMENT_TIMEOUT_MS + 300) / 1000})`;
    await expect(quick!.execute(slow)).rejects.toSatisfy((error) => errorCode(error) === '57014');
    await expect(database.db.execute(slow)).resolves.toBeDefined();
  });

  it('is not found from a transaction, which sets its own timeout', async () => {
    await database.db.transaction(async (tx) => {
      expect(quickDatabaseOf(tx as unknown as typeof database.db)).toBeUndefined();
    });
  });
});

describe('quickTimeoutOf (LIST_COUNT_TIMEOUT_MS)', () => {
  it('takes whole milliseconds from 1 to 60,000 and falls back to 50 for anything else', () => {
    expect(quickTimeoutOf(undefined)).toBe(50);
    expect(quickTimeoutOf('2000')).toBe(2000);
    expect(quickTimeoutOf('60000')).toBe(60_000);
    for (const bad of ['', '0', '60001', '-5', '1.5', '1e3', ' 20', 'abc'])
      expect(quickTimeoutOf(bad)).toBe(50);
  });
});
