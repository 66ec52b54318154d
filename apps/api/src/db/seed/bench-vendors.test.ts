import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import { seedBenchVendors } from './bench-vendors';

// `npm run seed -- --vendors N` (issue 10's vendor-search bench): vendors with trades and coverage.

async function one<T>(database: Database, text: string): Promise<T> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0]!;
}

describe('seedBenchVendors', () => {
  let opened: { database: Database; drop: () => Promise<void> };

  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => opened.drop());

  it('tops the vendors up to the total, each with a trade and rates covering places, and adds none the second time', async () => {
    const { database } = opened;
    expect(await seedBenchVendors(database, { total: 120 })).toEqual({ added: 120, vendors: 120 });
    const counts = await one<{ vendors: number; without: number; coverage: number; unsynced: number }>(
      database,
      `SELECT (SELECT count(*) FROM "vendor")::int AS vendors,
              (SELECT count(*) FROM "vendor" v WHERE NOT EXISTS (
                 SELECT 1 FROM "vendorcoverage" c WHERE c."vendorid" = v."id"))::int AS without,
              (SELECT count(*) FROM "vendorcoverage")::int AS coverage,
              (SELECT count(*) FROM "vendortraderatestate" s
                 WHERE NOT EXISTS (SELECT 1 FROM "vendorcoverage" c WHERE c."placekind" = 1 AND c."traderateid" = s."traderateid"))::int AS unsynced`,
    );
    expect(counts).toMatchObject({ vendors: 120, without: 0, unsynced: 0 });
    expect(counts.coverage).toBeGreaterThan(120);
    expect(await seedBenchVendors(database, { total: 100 })).toEqual({ added: 0, vendors: 120 });
    // Serial ids continue after the seeded ones.
    const next = await one<{ id: number }>(
      database,
      `INSERT INTO "vendor" ("name") VALUES ('After') RETURNING "id"`,
    );
    expect(next.id).toBe(121);
  });
});
