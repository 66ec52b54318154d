import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import { seedBenchCustomers } from './bench-customers';

// `npm run seed -- --customers N --job-sites N` (issue 18's bench at scale).

async function one<T>(database: Database, text: string): Promise<T> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0]!;
}

describe('seedBenchCustomers', () => {
  let opened: { database: Database; drop: () => Promise<void> };

  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => opened.drop());

  it('tops customers and job sites up to the totals, the busiest customers holding a fifth, and adds none the second time', async () => {
    const { database } = opened;
    expect(await seedBenchCustomers(database, { customers: 30, jobSites: 500 })).toEqual({
      customersAdded: 30,
      jobSitesAdded: 500,
      customers: 30,
      jobSites: 500,
    });
    const counts = await one<{
      withoutsite: number;
      busiest: number;
      notifications: number;
      prefixes: number;
    }>(
      database,
      `SELECT (SELECT count(*) FROM "customer" c WHERE NOT EXISTS (
                 SELECT 1 FROM "customerjobsite" j WHERE j."customerid" = c."id"))::int AS withoutsite,
              (SELECT count(*) FROM "customerjobsite" WHERE "customerid" <= 10)::int AS busiest,
              (SELECT count(*) FROM "customernotification")::int AS notifications,
              (SELECT count(DISTINCT "customerprefix") FROM "customer")::int AS prefixes`,
    );
    expect(counts).toMatchObject({ withoutsite: 0, notifications: 30, prefixes: 30 });
    // 100 of the 500 go to the ten busiest, and a third of the rest as their share of the round robin.
    expect(counts.busiest).toBeGreaterThan(200);
    expect(await seedBenchCustomers(database, { customers: 30, jobSites: 400 })).toMatchObject({
      customersAdded: 0,
      jobSitesAdded: 0,
    });
    // Serial ids continue after the seeded ones.
    const next = await one<{ id: number }>(
      database,
      `INSERT INTO "customerjobsite" ("customerid", "jobsite") VALUES (1, 'After') RETURNING "id"`,
    );
    expect(next.id).toBe(501);
  });
});
