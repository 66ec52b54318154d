import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_BOUND, STATUS } from '@dispatchwise/shared';
import { customer, workorder } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';

// The alerts' date counters (docs/decisions/213): kept exact by the triggers of migration 0025, and read by the
// alerts' count only as a lower bound, only when the rows are every active order of a branch.

const ctx = createTestContext();
let customerid: number;
let dispatcher: TestUser;

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

async function addOrders(
  count: number,
  values: Partial<typeof workorder.$inferInsert> & { statusid: number },
) {
  const rows = await ctx.db
    .insert(workorder)
    .values(Array.from({ length: count }, () => ({ customerid, ...values })))
    .returning({ id: workorder.id });
  return rows.map((row) => row.id);
}

type DayCount = { kind: number; day: string; count: number };

/** The counter's non-zero rows. */
async function counted(): Promise<DayCount[]> {
  const result = await ctx.db.execute(
    sql`select kind, day::text as day, count from workorderalertdatecount where count <> 0 order by 1, 2`,
  );
  return (result as unknown as { rows: DayCount[] }).rows;
}

/** What a GROUP BY over the orders says. */
async function recounted(): Promise<DayCount[]> {
  const result = await ctx.db.execute(sql`select kind, day::text as day, count(*)::int as count from (
      select 1 as kind, (scheduledate at time zone 'UTC')::date as day from workorder
      where scheduledate is not null and statusid not in (${STATUS.Invoiced}, ${STATUS.Cancelled})
      union all
      select 2, (promisedate at time zone 'UTC')::date from workorder
      where promisedate is not null and statusid not in (${STATUS.Invoiced}, ${STATUS.Cancelled})
    ) d group by 1, 2 order by 1, 2`);
  return (result as unknown as { rows: DayCount[] }).rows;
}

async function alertsCount(query: Record<string, string | number | boolean> = {}) {
  const response = await ctx.as(dispatcher).get('/api/dashboard/getalerts', {
    query: { days: 0, take: 10, requireTotalCount: true, ...query },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { totalCount: number; totalCountIsExact?: boolean };
  return { totalCount: body.totalCount, isExact: body.totalCountIsExact !== false };
}

beforeAll(async () => {
  const [row] = await ctx.db.insert(customer).values({ customername: 'Alerts Customer' }).returning();
  customerid = row!.id;
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'] });
  // Each count is read, not answered from the response cache (a write to the counter below sends no notice).
  ctx.app.listCache.setEnabled(false);
});

describe('the alerts date counters', () => {
  it('follow inserts, date and status changes, bulk updates and deletes', async () => {
    const late = await addOrders(4, { statusid: STATUS.Received, scheduledate: daysFromNow(-2) });
    await addOrders(3, {
      statusid: STATUS.Dispatched,
      promisedate: daysFromNow(-1),
      scheduledate: daysFromNow(3),
    });
    await addOrders(2, { statusid: STATUS.Invoiced, scheduledate: daysFromNow(-2) });
    expect(await counted()).toEqual(await recounted());
    expect((await counted()).length).toBeGreaterThan(0);

    await ctx.db
      .update(workorder)
      .set({ scheduledate: daysFromNow(5) })
      .where(eq(workorder.id, late[0]!));
    await ctx.db.update(workorder).set({ statusid: STATUS.Cancelled }).where(eq(workorder.id, late[1]!));
    await ctx.db
      .update(workorder)
      .set({ promisedate: null })
      .where(eq(workorder.statusid, STATUS.Dispatched));
    expect(await counted()).toEqual(await recounted());

    // A change of another column writes no delta; a bulk change of many rows one per day.
    await ctx.db.update(workorder).set({ flagged: true });
    await ctx.db
      .update(workorder)
      .set({ statusid: STATUS.Received })
      .where(inArray(workorder.statusid, [STATUS.Invoiced, STATUS.Cancelled]));
    expect(await counted()).toEqual(await recounted());

    await ctx.db.delete(workorder).where(inArray(workorder.id, late.slice(2)));
    expect(await counted()).toEqual(await recounted());
  });

  it('let the count answer "at least the bound" without counting, only for the unnarrowed alerts', async () => {
    const exact = await alertsCount();
    expect(exact.isExact).toBe(true);
    expect(exact.totalCount).toBeGreaterThan(0);
    const byCustomer = { filter: JSON.stringify(['customerid', '=', customerid]) };
    const [flagged, filtered] = [await alertsCount({ flagged: true }), await alertsCount(byCustomer)];
    // The counter is the database's own; a row that claims more active orders due yesterday than the bound
    // shows whether the count reads it.
    const yesterday = sql`((now() at time zone 'UTC')::date - 1)`;
    await ctx.db.execute(sql`insert into workorderalertdatecount as c (kind, day, count)
      values (1, ${yesterday}, ${LIST_COUNT_BOUND + 5})
      on conflict (kind, day) do update set count = c.count + ${LIST_COUNT_BOUND + 5}`);
    try {
      expect(await alertsCount()).toEqual({ totalCount: LIST_COUNT_BOUND, isExact: false });
      // A toolbar option, a filter or a search counts the rows themselves.
      expect(await alertsCount({ flagged: true })).toEqual(flagged);
      expect(await alertsCount(byCustomer)).toEqual(filtered);
    } finally {
      await ctx.db.execute(sql`update workorderalertdatecount set count = count - ${LIST_COUNT_BOUND + 5}
        where kind = 1 and day = ${yesterday}`);
    }
    expect(await alertsCount()).toEqual(exact);
    expect(await counted()).toEqual(await recounted());
  });
});
