import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { TRADE, type SessionUser } from '@dispatchwise/shared';
import { buildApp } from '../src/app';
import { displayName, signAccessToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema/index';
import {
  findDispatcherCounts,
  findPriorityCounts,
  findStatusCounts,
} from '../src/modules/dashboards/dashboards.repository';
import { getCustomerLists } from '../src/modules/customers/customers.service';
import { checkPoNumber, getWorkOrderDetail } from '../src/modules/work-orders/work-orders.detail.service';
import {
  findWorkOrders,
  workOrderListQuerySchema,
} from '../src/modules/work-orders/work-orders.list.service';
import { findNotes } from '../src/modules/notes/index';
import { refreshVendorScorecards } from '../src/modules/vendor-lines/index';
import { findVendorsByTrades } from '../src/modules/vendor-lines/vendor-search.service';
import { findVendorsByRadius, findZipCentre } from '../src/modules/vendors/vendors.search';
import { workOrderNoteOwner } from '../src/modules/work-orders/index';
import { createHttpClient, runLoad, time } from './measure';
import { printReport, type Row } from './report';

// `npm run bench [-- --runs 200 --take 100 --search Harbor --user dispatcher@dispatchwise.test]`
// Measures the list and dashboard calls on PostgreSQL (docs/decisions/093). Seed a million orders and
// 20,000 vendors first: DATABASE_URL=... npm run seed -- --work-orders 1000000 --vendors 20000
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    take: { type: 'string', default: '100' },
    search: { type: 'string', default: 'Harbor' },
    'rare-search': { type: 'string', default: 'zqxj' },
    user: { type: 'string', default: 'dispatcher@dispatchwise.test' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'npm run bench [-- --runs N --warmup N --take N --search TEXT --rare-search TEXT --user EMAIL --connections N --duration S]',
  );
  process.exit(0);
}
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    'npm run bench needs DATABASE_URL=postgres://... (PostgreSQL; PGlite is not what production runs).',
  );
  process.exit(2);
}
const runs = Number(values.runs);
const warmup = Number(values.warmup);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_ON_EMPTY: 'false' });
const database = await openDatabase({ url });
const { db } = database;
const [user] = await db.select().from(users).where(eq(users.email, values.user));
if (!user) {
  console.error(`no user ${values.user}: seed the database first (npm run seed -- --work-orders 1000000)`);
  process.exit(1);
}
// The real app: token verified with jose against the issuer's keys and the user row loaded per request.
const app = await buildApp({ config, database, webRoot: false, issuer: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const headers = {
  authorization: `Bearer ${await signAccessToken({ db, config, user, expiresIn: 3600 })}`,
  'x-user-name': displayName(user),
};
const client = createHttpClient(base, headers);

try {
  const sessionUser = await client.json<SessionUser>('/api/user/profile');
  const take = String(values.take);
  type ListAnswer = { nextCursor: string | null; data: unknown[] };
  const list = (query: Record<string, string>) => {
    const path = `/api/workorder/getworkorders?${new URLSearchParams(query).toString()}`;
    // The raw side: the service function the route calls (the same SQL through the same pool),
    // without HTTP, token check, validation or serialization.
    const parsed = workOrderListQuerySchema.parse(query);
    return { path, raw: () => findWorkOrders({ db, user: sessionUser, query: parsed }) };
  };
  const page1 = { take, requireTotalCount: 'true' };
  const first = await client.json<ListAnswer>(
    `/api/workorder/getworkorders?${new URLSearchParams(page1).toString()}`,
  );
  if (!first.nextCursor) throw new Error('page 1 of All Active has no nextCursor: is the database seeded?');

  // The editor's reads (issue 4) on the busiest customer: its order, lists (job sites) and a PO check.
  const busiest = (await db.execute(
    sql`select w.id, w.customerid, w.ponumber from workorder w
      where w.customerid = (select customerid from workorder group by customerid order by count(*) desc limit 1)
        and w.ponumber is not null
      order by w.id desc limit 1`,
  )) as unknown as { rows: { id: number; customerid: number; ponumber: string }[] };
  const order = busiest.rows[0];
  if (!order) throw new Error('no work order with a PO number: is the database seeded?');
  const poQuery = { customerid: order.customerid, ponumber: order.ponumber, workorderid: 0 };

  // The Select Vendor search (issue 10, docs/decisions/132): an order in the state where the most vendors
  // cover General Maintenance. The scorecards are refreshed first, so that no background refresh runs
  // during the measurement.
  const vendorSite = (await db.execute(
    sql`select w.id, (select count(*) from vendor)::int as vendors from workorder w
      join customerjobsite j on j.id = w.jobsiteid
      where j.statecode = (select s.statecode from vendorcoverage c join state s on s.id = c.placeid
        where c.placekind = 1 and c.tradeid = ${TRADE.GeneralMaintenance} group by 1 order by count(*) desc limit 1)
      order by w.id desc limit 1`,
  )) as unknown as { rows: { id: number; vendors: number }[] };
  const vendorOrder = vendorSite.rows[0];
  if (!vendorOrder) throw new Error('no work order in a state with vendor coverage: is the database seeded?');
  if (vendorOrder.vendors < 20_000)
    process.stderr.write(
      `only ${vendorOrder.vendors} vendors: seed with --vendors 20000 for issue 10's figure\n`,
    );
  await refreshVendorScorecards(db);
  // The popup's first page: 20 rows of the whole result in dispatch order, with its count.
  const vendorQuery = {
    workorderId: vendorOrder.id,
    tradeIds: [TRADE.GeneralMaintenance],
    skip: 0,
    take: 20,
    requireTotalCount: true,
  };
  const benchLog = {
    error: (details: Record<string, unknown>, message: string) => console.error(message, details),
  };
  const searchVendors = () =>
    findVendorsByTrades({ db, user: sessionUser, query: vendorQuery, log: benchLog });
  const firstPage = await searchVendors();
  // The count gives up after 50 ms (decision 083): under load it may say "over" the rows seen.
  const vendorRows = `${firstPage.totalCountIsExact ? '' : 'over '}${firstPage.totalCount}`;

  // `goal`: issue 9's figures at 1M, cache off, through HTTP (docs/decisions/128).
  // The vendor search by radius (issue 12, docs/decisions/142): around the zip with the most vendors,
  // the default 50 miles, one trade; earth_box over the vendor and zip gist indexes.
  const densest = (await db.execute(
    sql`select v.postalcode as zip from vendor v join zipcode z on z.zipcode = v.postalcode
      group by 1 order by count(*) desc limit 1`,
  )) as unknown as { rows: { zip: string }[] };
  const radiusQuery = {
    trades: [TRADE.GeneralMaintenance],
    radius: 50,
    zip: densest.rows[0]?.zip ?? '78701',
  };
  const radiusCentre = await findZipCentre(db, radiusQuery.zip);
  if (!radiusCentre) throw new Error(`zip ${radiusQuery.zip} not in the zipcode table`);
  const searchByRadius = () => findVendorsByRadius(db, { centre: radiusCentre, input: radiusQuery });
  const radiusRows = (await searchByRadius()).length;

  const cases: {
    name: string;
    kind: Row['kind'];
    path: string;
    raw: () => Promise<unknown>;
    /** The API call when it is not a GET of `path` (a POST search). */
    api?: () => Promise<unknown>;
    goal?: Row['goal'];
  }[] = [
    {
      name: `All Active, page 1 (${take} rows)`,
      kind: 'list',
      goal: { p50: 5, p99: 15 },
      ...list(page1),
    },
    {
      name: `search "${values.search}"`,
      kind: 'list',
      goal: { p50: 10 },
      ...list({ ...page1, searchValue: values.search }),
    },
    {
      name: `search "${values['rare-search']}" (rare word)`,
      kind: 'list',
      ...list({ ...page1, searchValue: values['rare-search'] }),
    },
    {
      name: 'sort by scheduledate',
      kind: 'list',
      ...list({ ...page1, sort: JSON.stringify([{ selector: 'scheduledate', desc: false }]) }),
    },
    { name: 'next page (keyset)', kind: 'list', ...list({ take, after: first.nextCursor }) },
    {
      name: 'home status counts',
      kind: 'count',
      path: '/api/home/getactivecounts',
      raw: () => findStatusCounts(db, { includeClosed: false }),
    },
    {
      name: 'home priority counts',
      kind: 'count',
      path: '/api/home/getprioritycounts',
      raw: () => findPriorityCounts(db),
    },
    {
      name: 'home daily counts',
      kind: 'count',
      path: '/api/home/getdailycounts',
      raw: () => findDispatcherCounts(db, { timezone: 'UTC' }),
    },
    {
      name: 'work order detail',
      kind: 'record',
      goal: { p50: 5 },
      path: `/api/workorder/${order.id}`,
      raw: () => getWorkOrderDetail({ db, user: sessionUser, id: order.id }),
    },
    {
      name: 'work order notes',
      kind: 'record',
      path: `/api/workorder/notes/${order.id}`,
      raw: () => findNotes(workOrderNoteOwner, { db, user: sessionUser, ownerId: order.id }),
    },
    {
      name: 'customer lists (busiest customer)',
      kind: 'record',
      path: `/api/customer/getlists?customerid=${order.customerid}`,
      raw: () => getCustomerLists({ db, query: { customerid: order.customerid } }),
    },
    {
      name: 'PO duplicate check (busiest customer)',
      kind: 'record',
      path: `/api/workorder/checkponumber?${new URLSearchParams({
        customerid: String(poQuery.customerid),
        ponumber: poQuery.ponumber,
        workorderid: '0',
      }).toString()}`,
      raw: () => checkPoNumber({ db, query: poQuery }),
    },
    {
      name: `vendors by trade (${vendorOrder.vendors.toLocaleString('en-US')} vendors, page 1 of ${vendorRows} rows)`,
      kind: 'search',
      goal: { p50: 20 },
      path: `/api/workorder/getvendorsbytrades?workorderId=${vendorOrder.id}&tradeIds=${TRADE.GeneralMaintenance}&take=20&requireTotalCount=true`,
      raw: searchVendors,
    },
    {
      name: `vendors by radius (${radiusQuery.radius} miles of ${radiusQuery.zip}, ${radiusRows} vendors)`,
      kind: 'search',
      goal: { p50: 20 },
      path: '/api/vendor/searchbyradius',
      raw: () => searchByRadius(),
      api: () => client.postJson('/api/vendor/searchbyradius', radiusQuery),
    },
  ];

  // Raw against the API with the list response cache off (docs/decisions/110): the API's own cost on
  // top of the same SQL. Then the same requests with the cache on (what repeated reads cost).
  const rows: Row[] = [];
  app.listCache.setEnabled(false);
  for (const item of cases) {
    const raw = await time(item.raw, { runs, warmup });
    const api = await time(item.api ?? (() => client.json(item.path)), { runs, warmup });
    rows.push({ name: item.name, kind: item.kind, raw, api, ...(item.goal ? { goal: item.goal } : {}) });
    process.stderr.write(`measured ${item.name}\n`);
  }
  app.listCache.setEnabled(true);
  if (!app.listCache.isActive)
    process.stderr.write('list cache is not listening: cached rows are uncached\n');
  for (const [index, item] of cases.entries()) {
    if (item.kind !== 'list') continue;
    const api = await time(() => client.json(item.path), { runs, warmup });
    rows.push({ name: `${item.name}, cached`, kind: item.kind, raw: rows[index]!.raw, api });
    process.stderr.write(`measured ${item.name}, cached\n`);
  }
  const loadOptions = {
    url: `${base}/api/workorder/getworkorders?${new URLSearchParams(page1).toString()}`,
    headers,
    connections: Number(values.connections),
    seconds: Number(values.duration),
  };
  const load = await runLoad(loadOptions);
  // The same load while something writes every 100 ms (issue 9): each write's statement trigger
  // notifies every API process, which empties its list cache, so most reads between two writes miss.
  // The write changes nothing (`flagged = flagged` on one order) but is a real UPDATE statement.
  let writes = 0;
  let writeError: unknown;
  const writer = setInterval(() => {
    db.execute(sql`update workorder set flagged = flagged where id = ${order.id}`).then(
      () => (writes += 1),
      (error: unknown) => (writeError = error),
    );
  }, 100);
  const loadWithWrites = await runLoad(loadOptions).finally(() => clearInterval(writer));
  if (writeError) throw writeError;
  const facts = (await db.execute(
    sql`select (select sum(count) from workorderstatuscount)::int as orders,
      (select sum(c.count) from workorderstatuscount c join workorderstatus s on s.id = c.statusid where s.isactive)::int as active,
      current_setting('server_version') as version`,
  )) as unknown as { rows: { orders: number; active: number; version: string }[] };
  printReport({
    facts: {
      ...facts.rows[0]!,
      runs,
      user: values.user,
      connections: Number(values.connections),
      seconds: Number(values.duration),
      loadAverage: os.loadavg(),
    },
    rows,
    load,
    loadWithWrites: { ...loadWithWrites, writes },
  });
} finally {
  client.close();
  await app.close();
  await database.close();
}
