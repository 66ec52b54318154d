import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { Database } from '../client';
import { seedDemoData } from './index';

async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Stored list rows that differ from a fresh computation, and how many there are. */
const check = (database: Database) =>
  Promise.all([
    rows(
      database,
      `SELECT coalesce(s."workorderid", f."workorderid") AS id
         FROM "workorderlistrow" s FULL JOIN "workorderlistrow_fresh" f ON f."workorderid" = s."workorderid"
        WHERE s IS DISTINCT FROM f`,
    ),
    rows<{ stored: number; orders: number }>(
      database,
      `SELECT (SELECT count(*) FROM "workorderlistrow")::int AS stored, (SELECT count(*) FROM "workorder")::int AS orders`,
    ),
  ]);

// The seed defers the list read model's triggers and fills the rows of its new orders set-based at the
// end (docs/decisions/130): the result must be what the triggers would have kept.
describe('the seed fills the list read model', () => {
  let opened: { database: Database; drop: () => Promise<void> };

  beforeAll(async () => {
    opened = await openTestDatabase();
  });
  afterAll(async () => {
    await opened.drop();
  });

  it('on an empty database and when topping up', async () => {
    const now = new Date('2026-03-02T15:20:00Z');
    await seedDemoData(opened.database, { workOrders: 150, now });
    expect(await check(opened.database)).toEqual([[], [{ stored: 150, orders: 150 }]]);
    await seedDemoData(opened.database, { workOrders: 260, now });
    expect(await check(opened.database)).toEqual([[], [{ stored: 260, orders: 260 }]]);
    // The deferral ended with the seed's transaction: a later write is kept by the triggers again.
    await rows(opened.database, `UPDATE "workorder" SET "ponumber" = 'after the seed' WHERE "id" = 1`);
    expect((await check(opened.database))[0]).toEqual([]);
  }, 180_000);
});
