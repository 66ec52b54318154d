import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workorder, workordervendor } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';
import {
  attachVendor,
  createCustomerWithSite,
  createVendor,
  createWorkOrder,
} from '../../../test/factories/work-orders';
import { openLiveStream, type LiveStream } from '../../../test/live-stream';

// The live lists' stream (docs/decisions/183) on a listening server and the real PostgreSQL: the
// notifications of migration 0020, the fan-out, and the scope of each user's events.

const ctx = createTestContext();
let baseUrl: string;
const streams: LiveStream[] = [];

type Site = Awaited<ReturnType<typeof createCustomerWithSite>>;
let siteA: Site;
let siteB: Site;
let orderA: number;
let orderB: number;
let techOrder: number;
let staff: TestUser;
let vendorA: TestUser;
let techA: TestUser;
let customerA: TestUser;

const open = async (user: TestUser, options?: { expiresIn?: number }) => {
  const stream = await openLiveStream(baseUrl, await ctx.tokenFor(user, options));
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
};
const touch = (id: number, briefdescription = `Changed ${Math.random()}`) =>
  ctx.db.update(workorder).set({ briefdescription }).where(eq(workorder.id, id));
const newOrder = (site: Site) =>
  createWorkOrder(ctx.db, { customerid: site.customer.id, jobsiteid: site.jobsite.id });
type Heard = { created: number[]; changed: number[]; deleted: number[] };
/** Every id an event names. */
const named = (event: Heard | undefined) =>
  event ? [...event.created, ...event.changed, ...event.deleted] : [];
/**
 * What a stream hears until it has heard every id of `expected` (or for `quietMs` after the last event):
 * a transaction's statements may straddle two batches, so tests read the union.
 */
async function hear(stream: LiveStream, expected: number[], quietMs = 3_000): Promise<Heard> {
  const heard: Heard = { created: [], changed: [], deleted: [] };
  while (!expected.every((id) => named(heard).includes(id))) {
    const event = await stream.next(quietMs);
    if (!event) break;
    heard.created.push(...event.created);
    heard.changed.push(...event.changed);
    heard.deleted.push(...event.deleted);
  }
  return heard;
}
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const db = ctx.db;
  siteA = await createCustomerWithSite(db);
  siteB = await createCustomerWithSite(db);
  const vendorOfA = await createVendor(db);
  const vendorOfB = await createVendor(db);
  staff = await ctx.roleUser('Dispatchers');
  vendorA = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorOfA.id });
  techA = await ctx.createUser({ roles: ['Tech'], vendorid: vendorOfA.id });
  customerA = await ctx.createUser({ roles: ['Customer'], customerid: siteA.customer.id });
  orderA = (await newOrder(siteA)).id;
  orderB = (await newOrder(siteB)).id;
  techOrder = (await createWorkOrder(db, { customerid: siteA.customer.id, techauthid: techA.user_id })).id;
  await attachVendor(db, { workorderid: orderA, vendorid: vendorOfA.id });
  await attachVendor(db, { workorderid: techOrder, vendorid: vendorOfA.id });
  await attachVendor(db, { workorderid: orderB, vendorid: vendorOfB.id });
});

afterAll(() => streams.forEach((stream) => stream.close()));

describe('GET /api/live', () => {
  it('refuses a call without a token (401), a user who may not read work orders (403), a plain call (406)', async () => {
    expect((await ctx.anonymous.get('/api/live')).statusCode).toBe(401);
    const plain = await ctx.asRole('Dispatchers').get('/api/live');
    expect(plain.statusCode).toBe(406);
    expect(plain.json()).toEqual({ message: expect.stringContaining('text/event-stream') });
    const none = await ctx.createUser({ roles: [] });
    expect((await openLiveStream(baseUrl, await ctx.tokenFor(none))).status).toBe(403);
  });

  it('tells staff which order changed and which is new, at most one event a second', async () => {
    const stream = await open(staff);
    await touch(orderA);
    await touch(orderB);
    const created = await newOrder(siteB);
    const heard = await hear(stream, [orderA, orderB, created.id]);
    expect(sorted(heard.changed)).toEqual(sorted([orderA, orderB]));
    expect(heard.created).toEqual([created.id]);
    expect(stream.events.every((event) => !event.many)).toBe(true);
    // A burst of writes: events come at least a second apart.
    for (let i = 0; i < 10; i += 1) await touch(orderA);
    await hear(stream, [orderA]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const times = stream.events.map((event) => event.at);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThan(950);
    // An update that changes no shown value rewrites no list row: no event.
    await ctx.db.update(workorder).set({ flagged: false }).where(eq(workorder.id, orderA));
    expect(await stream.next(2_500)).toBeUndefined();
  });

  it("never tells a vendor, a tech or a customer about another's order", async () => {
    const [vendor, tech, customer, all] = await Promise.all([
      open(vendorA),
      open(techA),
      open(customerA),
      open(staff),
    ]);
    // Orders of B only: staff hear it, the others nothing.
    await touch(orderB);
    const fresh = await newOrder(siteB);
    expect(sorted(named(await hear(all, [orderB, fresh.id])))).toEqual(sorted([orderB, fresh.id]));
    // Then one change each side: everything each hears names only its own orders.
    await touch(orderB);
    await touch(orderA);
    await touch(techOrder);
    expect(sorted(named(await hear(vendor, [orderA, techOrder])))).toEqual(sorted([orderA, techOrder]));
    expect(sorted(named(await hear(tech, [techOrder])))).toEqual([techOrder]);
    expect(sorted(named(await hear(customer, [orderA, techOrder])))).toEqual(sorted([orderA, techOrder]));
    await hear(all, [orderA, orderB, techOrder]);
    // The scoped groups of a batch are sent after a query, a moment after staff's.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const stream of [vendor, tech, customer]) expect(stream.events.flatMap(named)).not.toContain(orderB);
    expect(tech.events.flatMap(named)).not.toContain(orderA);
  });

  it('tells a vendor when its line is cancelled, so its list drops the order; a customer hears of a new order of its own', async () => {
    const vendor = await open(vendorA);
    const customer = await open(customerA);
    await ctx.db
      .update(workordervendor)
      .set({ status: 'Cancelled' })
      .where(eq(workordervendor.workorderid, orderA));
    expect((await hear(vendor, [orderA])).changed).toEqual([orderA]);
    const created = await newOrder(siteA);
    expect((await hear(customer, [created.id])).created).toEqual([created.id]);
  });

  it('ends the stream when the token expires', async () => {
    const stream = await open(staff, { expiresIn: 2 });
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(ended).toBe(true);
  });

  it('ends every stream when the server closes, without waiting for the browsers', async () => {
    const stream = await open(staff);
    const started = performance.now();
    await ctx.app.close();
    await stream.ended;
    // Fastify waits for open requests on close: a stream left open would hold it for good.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
