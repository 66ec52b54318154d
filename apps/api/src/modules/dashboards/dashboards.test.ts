import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOME_CARDS, PRIORITY, STATUS, homeCardStatusIds, type Role } from '@dispatchwise/shared';
import { customer, vendor, workorder, workordervendor } from '../../db/schema/index';
import { createTestContext, type TestUser } from '../../../test/helpers';

const ctx = createTestContext();

type Counted = { statusid: number; count: number };
const HOME_CALLS = ['/api/home/getactivecounts', '/api/home/getprioritycounts', '/api/home/getdailycounts'];
const EXTERNAL_ROLES: Role[] = ['Vendor', 'Tech', 'Customer'];
const INTERNAL_ROLES: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

let customerA: number;
let customerB: number;
let vendorA: number;
let vendorB: number;
let dispatcher: TestUser;
let vendorUser: TestUser;
let techUser: TestUser;
let customerUser: TestUser;

async function addOrders(
  count: number,
  values: Partial<typeof workorder.$inferInsert> & { customerid: number; statusid: number },
): Promise<number[]> {
  const rows = await ctx.db
    .insert(workorder)
    .values(Array.from({ length: count }, () => ({ ...values })))
    .returning({ id: workorder.id });
  return rows.map((row) => row.id);
}

async function attach(vendorid: number, workorderids: number[], status = 'Attached') {
  await ctx.db
    .insert(workordervendor)
    .values(workorderids.map((workorderid) => ({ workorderid, vendorid, status })));
}

/** What a GROUP BY over the table says, active statuses only unless `all`. */
async function tableCounts(all = false): Promise<Counted[]> {
  const open = all ? sql`` : sql`where s.isactive`;
  const result = (await ctx.db.execute(
    sql`select w.statusid, count(*)::int as count from workorder w join workorderstatus s on s.id = w.statusid
      ${open} group by 1 order by 1`,
  )) as unknown as { rows: Counted[] };
  return result.rows;
}

async function apiCounts(all = false): Promise<Counted[]> {
  const response = await ctx.asRole('Admin').get('/api/home/getactivecounts', { query: { all } });
  expect(response.statusCode).toBe(200);
  return (response.json() as Counted[])
    .map(({ statusid, count }) => ({ statusid, count }))
    .sort((a, b) => a.statusid - b.statusid);
}

beforeAll(async () => {
  const customers = await ctx.db
    .insert(customer)
    .values([{ customername: 'Dash Customer A' }, { customername: 'Dash Customer B' }])
    .returning({ id: customer.id });
  const vendors = await ctx.db
    .insert(vendor)
    .values([{ name: 'Dash Vendor A' }, { name: 'Dash Vendor B' }])
    .returning({ id: vendor.id });
  [customerA, customerB] = customers.map((row) => row.id) as [number, number];
  [vendorA, vendorB] = vendors.map((row) => row.id) as [number, number];
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Dispatch' });
  vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA });
  techUser = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA });
  customerUser = await ctx.createUser({ roles: ['Customer'], customerid: customerA });
});

describe('who may call the dashboard endpoints', () => {
  const ALL_CALLS = [
    ...HOME_CALLS,
    '/api/vendor/getopenworkorders?vendorid=1',
    '/api/customer/getopenworkorders?customerid=1',
    '/api/vendorprofile/getworkorders/1',
    '/api/customerprofile/getworkorders/1',
  ];

  it.each(ALL_CALLS)('%s answers 401 without a token', async (url) => {
    expect((await ctx.anonymous.get(url)).statusCode).toBe(401);
  });

  it.each(EXTERNAL_ROLES)('the staff charts answer 403 to %s', async (role) => {
    for (const url of HOME_CALLS) {
      const response = await ctx.asRole(role).get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
  });

  it.each(INTERNAL_ROLES)('the staff charts answer %s', async (role) => {
    for (const url of HOME_CALLS) expect((await ctx.asRole(role).get(url)).statusCode, url).toBe(200);
  });

  it('refuses another vendor or customer id, and the other portal, with 403', async () => {
    const calls: [TestUser, string][] = [
      [vendorUser, `/api/vendor/getopenworkorders?vendorid=${vendorB}`],
      [techUser, `/api/vendor/getopenworkorders?vendorid=${vendorB}&statusid=9`],
      [vendorUser, `/api/vendorprofile/getworkorders/${vendorB}`],
      [vendorUser, `/api/customer/getopenworkorders?customerid=${customerA}`],
      [vendorUser, '/api/customer/getopenworkorders'],
      [vendorUser, `/api/customerprofile/getworkorders/${customerA}`],
      [customerUser, `/api/customer/getopenworkorders?customerid=${customerB}`],
      [customerUser, `/api/customerprofile/getworkorders/${customerB}`],
      [customerUser, `/api/vendor/getopenworkorders?vendorid=${vendorA}`],
      [customerUser, '/api/vendor/getopenworkorders'],
      [customerUser, `/api/vendorprofile/getworkorders/${vendorA}`],
    ];
    for (const [user, url] of calls) {
      const response = await ctx.as(user).get(url);
      expect(response.statusCode, `${user.roles[0]} ${url}`).toBe(403);
    }
  });

  it('asks staff to name the vendor or customer, and answers 404 for one that does not exist', async () => {
    const admin = ctx.asRole('Admin');
    const missing = await admin.get('/api/vendor/getopenworkorders');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ vendorid: 'Vendor is required.' });
    expect((await admin.get('/api/customer/getopenworkorders')).json().errors).toEqual({
      customerid: 'Customer is required.',
    });
    expect((await admin.get('/api/vendor/getopenworkorders?vendorid=987654')).statusCode).toBe(404);
    expect((await admin.get('/api/customerprofile/getworkorders/987654')).statusCode).toBe(404);
    expect((await admin.get('/api/vendor/getopenworkorders?vendorid=abc')).statusCode).toBe(400);
    expect((await admin.get('/api/home/getdailycounts?timezone=Mars/Olympus')).statusCode).toBe(400);
  });
});

describe('GET /api/home/getactivecounts: the counter stays exact', () => {
  it('counts inserted orders per status, active statuses only unless all=true', async () => {
    await addOrders(5, { customerid: customerA, statusid: STATUS.Received, dispatcherid: dispatcher.id });
    await addOrders(3, { customerid: customerB, statusid: STATUS.Dispatched, priorityid: PRIORITY.Urgent });
    await addOrders(2, { customerid: customerA, statusid: STATUS.Invoiced });
    await addOrders(1, { customerid: customerA, statusid: STATUS.Cancelled });
    expect(await apiCounts()).toEqual(await tableCounts());
    expect(await apiCounts(true)).toEqual(await tableCounts(true));
    const active = await apiCounts();
    expect(active.map((row) => row.statusid)).not.toContain(STATUS.Invoiced);
    expect(active.map((row) => row.statusid)).not.toContain(STATUS.Cancelled);
    expect(active.every((row) => row.count > 0)).toBe(true);
  });

  it('answers {statusid, status, color, count} in the statuses order', async () => {
    const rows = (await ctx.asRole('Dispatchers').get('/api/home/getactivecounts')).json() as unknown[];
    expect(rows[0]).toEqual({
      statusid: STATUS.Received,
      status: 'Received',
      color: expect.stringMatching(/^#/),
      count: expect.any(Number),
    });
  });

  it('follows single updates, bulk updates, updates of other columns and deletes', async () => {
    const [one] = await addOrders(1, { customerid: customerA, statusid: STATUS.TBS });
    await ctx.db.update(workorder).set({ statusid: STATUS.TOS }).where(eq(workorder.id, one!));
    expect(await apiCounts()).toEqual(await tableCounts());
    await ctx.db
      .update(workorder)
      .set({ statusid: STATUS.WOP })
      .where(inArray(workorder.statusid, [STATUS.Dispatched, STATUS.TOS]));
    expect(await apiCounts()).toEqual(await tableCounts());
    await ctx.db.update(workorder).set({ flagged: true });
    expect(await apiCounts(true)).toEqual(await tableCounts(true));
    await ctx.db.delete(workorder).where(eq(workorder.statusid, STATUS.Cancelled));
    expect(await apiCounts(true)).toEqual(await tableCounts(true));
    const closeAll = await addOrders(4, { customerid: customerB, statusid: STATUS.RTB });
    await ctx.db.update(workorder).set({ statusid: STATUS.Invoiced }).where(inArray(workorder.id, closeAll));
    expect(await apiCounts()).toEqual(await tableCounts());
    expect(await apiCounts(true)).toEqual(await tableCounts(true));
  });
});

describe('GET /api/home/getprioritycounts and /getdailycounts', () => {
  it('counts active orders per priority, every priority listed, None for orders without one', async () => {
    const rows = (await ctx.asRole('Admin').get('/api/home/getprioritycounts')).json() as {
      priorityid: number | null;
      priority: string;
      count: number;
    }[];
    const table = (await ctx.db.execute(
      sql`select w.priorityid, count(*)::int as count from workorder w join workorderstatus s on s.id = w.statusid
        where s.isactive group by 1`,
    )) as unknown as { rows: { priorityid: number | null; count: number }[] };
    for (const priorityid of Object.values(PRIORITY)) {
      const expected = table.rows.find((row) => row.priorityid === priorityid)?.count ?? 0;
      expect(rows.find((row) => row.priorityid === priorityid)?.count, `priority ${priorityid}`).toBe(
        expected,
      );
    }
    const none = table.rows.find((row) => row.priorityid === null)?.count ?? 0;
    expect(rows.find((row) => row.priorityid === null)).toEqual({
      priorityid: null,
      priority: 'None',
      color: expect.any(String),
      count: none,
    });
  });

  it('gives each dispatcher the orders received today and how many of them are still in Received', async () => {
    const other = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Otto', family_name: 'Other' });
    const yesterday = new Date(Date.now() - 30 * 3_600_000);
    await addOrders(2, {
      customerid: customerA,
      statusid: STATUS.Received,
      dispatcherid: other.id,
      createddate: yesterday,
    });
    await addOrders(3, { customerid: customerA, statusid: STATUS.TOS, dispatcherid: other.id });
    await addOrders(1, { customerid: customerA, statusid: STATUS.Received, dispatcherid: other.id });
    await addOrders(1, { customerid: customerA, statusid: STATUS.Received });
    const rows = (await ctx.asRole('Admin').get('/api/home/getdailycounts')).json() as {
      dispatcherid: number | null;
      dispatcher: string;
      inreceived: number;
      totalcount: number;
    }[];
    expect(rows.find((row) => row.dispatcherid === other.id)).toEqual({
      dispatcherid: other.id,
      dispatcher: 'Otto Other',
      inreceived: 1,
      totalcount: 4,
    });
    expect(rows.find((row) => row.dispatcherid === dispatcher.id)).toMatchObject({
      inreceived: 5,
      totalcount: 5,
    });
    expect(rows.at(-1)).toMatchObject({ dispatcherid: null, dispatcher: 'Unassigned', inreceived: 1 });
    const zoned = await ctx
      .asRole('Admin')
      .get('/api/home/getdailycounts', { query: { timezone: 'America/Chicago' } });
    expect(zoned.statusCode).toBe(200);
  });
});

describe('vendor cards and popup: GET /api/vendor/getopenworkorders', () => {
  let mine: number[];
  let cancelledOn: number[];

  beforeAll(async () => {
    mine = [
      ...(await addOrders(2, { customerid: customerA, statusid: STATUS.Dispatched })),
      ...(await addOrders(1, { customerid: customerB, statusid: STATUS.NOD })),
    ];
    await attach(vendorA, mine);
    await attach(vendorA, mine.slice(0, 1)); // a second line on the same order counts once
    const theirs = await addOrders(4, { customerid: customerA, statusid: STATUS.Dispatched });
    await attach(vendorB, theirs);
    cancelledOn = await addOrders(1, { customerid: customerA, statusid: STATUS.Dispatched });
    await attach(vendorA, cancelledOn, 'Cancelled');
  });

  const counts = async (user: TestUser, query: Record<string, number> = {}) => {
    const response = await ctx.as(user).get('/api/vendor/getopenworkorders', { query });
    expect(response.statusCode).toBe(200);
    return response.json() as { statusid: number; status: string; label: string; count: number }[];
  };

  it('counts the card statuses of the own vendor only, in card order', async () => {
    const rows = await counts(vendorUser);
    expect(rows.map((row) => row.statusid)).toEqual(homeCardStatusIds('vendor'));
    expect(rows.map((row) => row.label)).toEqual(
      HOME_CARDS.vendor.flatMap((card) => card.statuses.map((s) => s.label)),
    );
    expect(rows.find((row) => row.statusid === STATUS.Dispatched)).toEqual({
      statusid: STATUS.Dispatched,
      status: 'Dispatched',
      label: 'Dispatched',
      count: 2,
    });
    expect(rows.find((row) => row.statusid === STATUS.NOD)?.count).toBe(1);
    // A Tech counts the orders assigned to it (decision 158): none, then the one it is given.
    expect(await counts(techUser)).toEqual(rows.map((row) => ({ ...row, count: 0 })));
    await ctx.db.update(workorder).set({ techauthid: techUser.user_id }).where(eq(workorder.id, mine[2]!));
    expect(await counts(techUser)).toEqual(
      rows.map((row) => ({ ...row, count: row.statusid === STATUS.NOD ? 1 : 0 })),
    );
    await ctx.db.update(workorder).set({ techauthid: null }).where(eq(workorder.id, mine[2]!));
    expect(await counts(vendorUser, { vendorid: vendorA })).toEqual(rows);
    expect(await counts(await ctx.roleUser('Admin'), { vendorid: vendorB })).toEqual(
      rows.map((row) => ({ ...row, count: row.statusid === STATUS.Dispatched ? 4 : 0 })),
    );
  });

  it('follows status changes, new lines and cancelled lines', async () => {
    await ctx.db.update(workorder).set({ statusid: STATUS.TOS }).where(eq(workorder.id, mine[1]!));
    let rows = await counts(vendorUser);
    expect(rows.find((row) => row.statusid === STATUS.Dispatched)?.count).toBe(1);
    expect(rows.find((row) => row.statusid === STATUS.TOS)?.count).toBe(1);
    await ctx.db
      .update(workordervendor)
      .set({ status: 'Attached' })
      .where(eq(workordervendor.workorderid, cancelledOn[0]!));
    rows = await counts(vendorUser);
    expect(rows.find((row) => row.statusid === STATUS.Dispatched)?.count).toBe(2);
    await ctx.db
      .update(workordervendor)
      .set({ status: 'Cancelled' })
      .where(eq(workordervendor.workorderid, cancelledOn[0]!));
    await ctx.db.update(workorder).set({ statusid: STATUS.Dispatched }).where(eq(workorder.id, mine[1]!));
    rows = await counts(vendorUser);
    expect(rows.find((row) => row.statusid === STATUS.Dispatched)?.count).toBe(2);
    expect(rows.find((row) => row.statusid === STATUS.TOS)?.count).toBe(0);
  });

  it('lists in the popup exactly the counted orders, without the staff-only or customer-only fields', async () => {
    const response = await ctx.as(vendorUser).get('/api/vendor/getopenworkorders', {
      query: { statusid: STATUS.Dispatched, requireTotalCount: true, take: 20 },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { data: Record<string, unknown>[]; totalCount: number };
    expect(answer.totalCount).toBe(2);
    expect(answer.data.map((row) => row.id).sort()).toEqual(mine.slice(0, 2).sort());
    const row = answer.data[0]!;
    expect(row).toMatchObject({
      wonumber: expect.any(String),
      status: 'Dispatched',
      customername: expect.any(String),
    });
    expect(row).toHaveProperty('ponumber');
    expect(row).toHaveProperty('jobsite');
    expect(row).toHaveProperty('city');
    expect(row).toHaveProperty('scheduledate');
    expect(row).not.toHaveProperty('proposalamount');
    expect(row).not.toHaveProperty('vendors');
    const searched = await ctx.as(vendorUser).get('/api/vendor/getopenworkorders', {
      query: { statusid: STATUS.Dispatched, searchValue: 'no such text anywhere' },
    });
    expect(searched.json().data).toEqual([]);
  });

  it('lists the vendor portal grid with only orders of the vendor where its line is live', async () => {
    const response = await ctx.as(vendorUser).get(`/api/vendorprofile/getworkorders/${vendorA}`, {
      query: { quick: 'all', take: 100 },
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { id: number }[]).map((row) => row.id).sort();
    // The order whose line was cancelled is out of the portal, as out of the cards (decision 158).
    expect(ids).toEqual([...mine].sort());
    expect(ids).not.toContain(cancelledOn[0]);
    const grouped = await ctx.as(vendorUser).get(`/api/vendorprofile/getworkorders/${vendorA}`, {
      query: { group: JSON.stringify([{ selector: 'status' }]) },
    });
    expect(grouped.json().data).toEqual([
      { key: 'Dispatched', count: 2 },
      { key: 'NOD', count: 1 },
    ]);
  });

  it('counts exactly what the portal grid lists, as the vendor and as staff (decision 198)', async () => {
    const admin = await ctx.roleUser('Admin');
    for (const [user, vendorid, expected] of [
      [vendorUser, vendorA, mine.length],
      [admin, vendorA, mine.length],
      [admin, vendorB, 4],
    ] as const)
      for (const quick of ['active', 'all', String(STATUS.Dispatched), String(STATUS.Invoiced)]) {
        const answer = async (filter?: unknown[]) => {
          const response = await ctx.as(user).get(`/api/vendorprofile/getworkorders/${vendorid}`, {
            query: {
              quick,
              take: 100,
              requireTotalCount: true,
              ...(filter ? { filter: JSON.stringify(filter) } : {}),
            },
          });
          expect(response.statusCode, response.body).toBe(200);
          return response.json() as { data: unknown[]; totalCount: number; totalCountIsExact: boolean };
        };
        // The quick view is counted from the read model; a filtered one by the bounded count of its rows.
        const counted = await answer();
        const filtered = await answer(['id', '>', 0]);
        expect(counted.totalCount).toBe(counted.data.length);
        expect(counted.totalCountIsExact).toBe(true);
        expect(filtered.totalCount).toBe(counted.totalCount);
        if (quick === 'all') expect(counted.totalCount).toBe(expected);
      }
  });

  it('reads the same newest-first pages from the vendor index of created dates as from the orders (decision 204)', async () => {
    // Created dates out of id order, two of them equal (the id breaks the tie), one changed afterwards.
    const dated = await addOrders(5, { customerid: customerA, statusid: STATUS.Dispatched });
    await attach(vendorA, dated);
    const days = [3, 1, 1, 5, 2];
    for (const [index, id] of dated.entries())
      await ctx.db
        .update(workorder)
        .set({ createddate: new Date(Date.UTC(2020, 0, days[index]!)) })
        .where(eq(workorder.id, id));
    const synced = (await ctx.db.execute(
      sql`select count(*)::int as n from vendorworkorder v join workorder w on w.id = v.workorderid
        where v.createddate <> w.createddate`,
    )) as unknown as { rows: { n: number }[] };
    expect(synced.rows[0]?.n).toBe(0);
    const page = async (query: Record<string, unknown>) => {
      const response = await ctx.as(vendorUser).get(`/api/vendorprofile/getworkorders/${vendorA}`, {
        query: { take: 2, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((row) => row.id);
    };
    // A filter that keeps every row turns the shortcut off: the pages must not differ.
    const everyRow = { filter: JSON.stringify(['id', '>', 0]) };
    for (const query of [
      {},
      { sort: JSON.stringify([{ selector: 'createddate', desc: true }]) },
      { skip: 2 },
      { skip: 4, take: 3 },
    ]) {
      const fast = await page(query);
      expect(fast.length).toBeGreaterThan(0);
      expect(fast).toEqual(await page({ ...query, ...everyRow }));
    }
  });
});

describe('customer cards and popup: GET /api/customer/getopenworkorders', () => {
  let own: number[];

  beforeAll(async () => {
    const other = await ctx.db
      .insert(customer)
      .values({ customername: 'Card Customer' })
      .returning({ id: customer.id });
    const customerid = other[0]!.id;
    customerUser = await ctx.createUser({ roles: ['Customer'], customerid });
    own = [
      ...(await addOrders(2, { customerid, statusid: STATUS.WOA })),
      ...(await addOrders(1, { customerid, statusid: STATUS.PendingProposalEDC, ponumber: 'PO-CARD-1' })),
      ...(await addOrders(1, { customerid, statusid: STATUS.Invoiced })),
    ];
    await addOrders(3, { customerid: customerB, statusid: STATUS.WOA });
  });

  it('counts the card statuses of the own customer only', async () => {
    const response = await ctx.as(customerUser).get('/api/customer/getopenworkorders');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { statusid: number; count: number }[];
    expect(rows.map((row) => row.statusid)).toEqual(homeCardStatusIds('customer'));
    expect(rows.find((row) => row.statusid === STATUS.WOA)?.count).toBe(2);
    expect(rows.find((row) => row.statusid === STATUS.PendingProposalEDC)?.count).toBe(1);
    expect(rows.find((row) => row.statusid === STATUS.Dispatched)?.count).toBe(0);
    await ctx.db.update(workorder).set({ statusid: STATUS.TOS }).where(eq(workorder.id, own[0]!));
    const after = (await ctx.as(customerUser).get('/api/customer/getopenworkorders')).json() as typeof rows;
    expect(after.find((row) => row.statusid === STATUS.WOA)?.count).toBe(1);
    expect(after.find((row) => row.statusid === STATUS.TOS)?.count).toBe(1);
  });

  it('lists the popup rows of one status with the proposal amount, and the portal grid', async () => {
    const popup = await ctx.as(customerUser).get('/api/customer/getopenworkorders', {
      query: { statusid: STATUS.PendingProposalEDC, requireTotalCount: true },
    });
    expect(popup.statusCode).toBe(200);
    expect(popup.json()).toMatchObject({ totalCount: 1, data: [{ id: own[2], ponumber: 'PO-CARD-1' }] });
    expect(popup.json().data[0]).toHaveProperty('proposalamount');
    const grid = await ctx
      .as(customerUser)
      .get(`/api/customerprofile/getworkorders/${customerUser.customerid}`);
    expect(grid.statusCode).toBe(200);
    // All Active by default: the Invoiced order is left out.
    expect((grid.json().data as { id: number }[]).map((row) => row.id).sort()).toEqual(
      own.slice(0, 3).sort(),
    );
  });
});
