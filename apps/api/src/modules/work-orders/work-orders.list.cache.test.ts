import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createListWorld, type ListWorld } from './work-orders.list.fixtures';

// The list response cache end to end (docs/decisions/110): on for both database kinds, cleared by
// the database's notifications and by this process's write requests, never shared across scopes.
const ctx = createTestContext();
let world: ListWorld;
let dispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'] });
  world = await createListWorld(ctx.db, { dispatcherid: dispatcher.id });
});

type Row = { id: number; briefdescription: string; flagged: boolean };
const list = async (user: TestUser, query: Record<string, string | number | boolean> = {}) => {
  const response = await ctx.as(user).get('/api/workorder/getworkorders', {
    query: { take: 100, quick: 'all', filter: JSON.stringify(['wonumber', 'contains', world.tag]), ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return (response.json() as { data: Row[] }).data;
};

describe('list response cache', () => {
  it('listens on this database and serves identical requests from the cache', async () => {
    expect(ctx.app.listCache.isActive).toBe(true);
    ctx.app.listCache.clear();
    const first = await list(dispatcher);
    expect(ctx.app.listCache.size).toBe(1);
    expect(await list(dispatcher)).toEqual(first);
    expect(ctx.app.listCache.size).toBe(1);
  });

  it('a change made with SQL (another connection or psql) clears it: the next request is fresh', async () => {
    const order = world.acmeOrders[0];
    if (!order) throw new Error('fixture');
    await list(dispatcher);
    expect(ctx.app.listCache.size).toBeGreaterThan(0);
    await ctx.db.execute(
      sql`update workorder set briefdescription = ${`changed by sql ${world.tag}`} where id = ${order.id}`,
    );
    // The notification arrives at commit; PostgreSQL delivers it on the LISTEN connection a moment later.
    await vi.waitFor(() => expect(ctx.app.listCache.size).toBe(0), { timeout: 2_000, interval: 5 });
    const rows = await list(dispatcher);
    expect(rows.find((row) => row.id === order.id)?.briefdescription).toBe(`changed by sql ${world.tag}`);
  });

  it('a change through an API action is seen by the very next identical request', async () => {
    const order = world.acmeOrders[1];
    if (!order) throw new Error('fixture');
    const before = (await list(dispatcher)).find((row) => row.id === order.id)?.flagged;
    const toggled = await ctx.as(dispatcher).put(`/api/workorder/taguntag?workorderid=${order.id}`);
    expect(toggled.statusCode, toggled.body).toBe(200);
    const after = (await list(dispatcher)).find((row) => row.id === order.id)?.flagged;
    expect(after).toBe(!before);
  });

  it('never shares an answer across scopes, viewers or personal lists', async () => {
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: world.plumber.id });
    const customerUser = await ctx.createUser({ roles: ['Customer'], customerid: world.zeta.id });
    const otherDispatcher = await ctx.createUser({ roles: ['Dispatchers'] });
    ctx.app.listCache.clear();
    const staff = await list(dispatcher);
    const vendor = await list(vendorUser);
    const customer = await list(customerUser);
    expect(vendor.length).toBeLessThan(staff.length);
    expect(customer.length).toBeLessThan(staff.length);
    expect(customer.map((row) => row.id).sort()).toEqual(world.zetaOrders.map((order) => order.id).sort());
    expect(vendor[0]).not.toHaveProperty('vendors');
    expect(staff[0]).toHaveProperty('vendors');
    // My Work Orders depends on who asks: each dispatcher gets their own entry.
    const mine = await list(dispatcher, { quick: 'active', mine: true });
    const notMine = await list(otherDispatcher, { quick: 'active', mine: true });
    expect(mine.length).toBeGreaterThan(0);
    expect(notMine).toEqual([]);
  });
});
