import ExcelJS from 'exceljs';
import { describe, expect, it, beforeAll } from 'vitest';
import { STATUS, isPastDue, viewerToday, type PastDueRow } from '@dispatchwise/shared';
import { createTestContext, type TestUser } from '../../../test/helpers';
import { createListWorld, type ListWorld } from './work-orders.list.fixtures';

const ctx = createTestContext();
let world: ListWorld;
let dispatcher: TestUser;

beforeAll(async () => {
  dispatcher = await ctx.createUser({ roles: ['Dispatchers'] });
  world = await createListWorld(ctx.db, { dispatcherid: dispatcher.id });
});

const json = (value: unknown) => JSON.stringify(value);
/** Restricts a query to this file's world (other tests' rows never exist here, but be explicit). */
const mineOnly = (extra?: unknown) => {
  const own = ['wonumber', 'contains', world.tag];
  return json(extra ? [own, 'and', extra] : own);
};

describe('GET /api/workorder/getworkorders', () => {
  it('answers the grid shape, All Active by default, newest first', async () => {
    const response = await ctx.as(dispatcher).get('/api/workorder/getworkorders', {
      query: { take: 100, requireTotalCount: true, filter: mineOnly() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // 20 Acme orders, 8 Invoiced/Cancelled: 12 active + 5 Zeta.
    expect(body.totalCount).toBe(17);
    expect(body.totalCountIsExact).toBe(true);
    expect(body.nextCursor).toBeNull();
    expect(body.summary).toBeNull();
    const statuses = body.data.map((row: { statusid: number }) => row.statusid);
    expect(statuses).not.toContain(STATUS.Invoiced);
    const dates = body.data.map((row: { createddate: string }) => row.createddate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.data.find((row: { id: number }) => row.id === world.acmeOrders[0]?.id);
    expect(first).toMatchObject({
      customername: world.acme.customername,
      jobsite: 'Acme #101',
      sitenumber: 'Location 101',
      city: 'Phoenix',
      status: 'Received',
      trades: expect.any(Array),
      invoiceamount: '1234.50',
      managementprovider: 'ServiceChannel',
      lastnote: 'internal only',
      hasnte: true,
      flagged: true,
    });
    expect(first.vendors).toHaveLength(2);
    expect(first.events[0]).toMatchObject({ woticketcount: 2, cwopcount: 1 });
  });
});

describe('total count of an unfiltered view from the status counters', () => {
  // No filter: the count comes from workorderstatuscount / workordercustomerstatuscount (decision 128)
  // and must equal what the bounded count of the same rows says (this file's database holds only the world).
  const total = async (user: TestUser, query: Record<string, string | number | boolean>) => {
    const response = await ctx.as(user).get('/api/workorder/getworkorders', {
      query: { take: 2, requireTotalCount: true, ...query },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { totalCount: number; totalCountIsExact: boolean };
  };
  it('equals the counted rows for staff and a Customer user, for each quick filter', async () => {
    expect(await total(dispatcher, {})).toEqual(
      expect.objectContaining({ totalCount: 17, totalCountIsExact: true }),
    );
    expect((await total(dispatcher, { quick: 'all' })).totalCount).toBe(25);
    expect((await total(dispatcher, { quick: STATUS.Invoiced })).totalCount).toBe(4);
    expect((await total(dispatcher, { quick: STATUS.Received })).totalCount).toBe(9);
    // The same views narrowed by a filter that keeps every row: counted, not read from the counters.
    expect((await total(dispatcher, { filter: mineOnly() })).totalCount).toBe(17);
    expect((await total(dispatcher, { quick: 'all', filter: mineOnly() })).totalCount).toBe(25);
    const customer = await ctx.createUser({ roles: ['Customer'], customerid: world.acme.id });
    expect((await total(customer, {})).totalCount).toBe(12);
    expect((await total(customer, { quick: 'all' })).totalCount).toBe(20);
    // Toolbar options are conditions the counters do not key: counted.
    expect((await total(dispatcher, { flagged: 'true' })).totalCount).toBe(3);
  });

  it('follows a change at once (the counters are kept by the same statement)', async () => {
    // Writes through ctx.db reach the list cache by NOTIFY, asynchronously: read uncached here.
    ctx.app.listCache.setEnabled(false);
    try {
      const before = (await total(dispatcher, {})).totalCount;
      const order = world.zetaOrders[4] as { id: number };
      const { workorder } = await import('../../db/schema/index');
      const { eq } = await import('drizzle-orm');
      await ctx.db.update(workorder).set({ statusid: STATUS.Cancelled }).where(eq(workorder.id, order.id));
      expect((await total(dispatcher, {})).totalCount).toBe(before - 1);
      await ctx.db.update(workorder).set({ statusid: STATUS.Received }).where(eq(workorder.id, order.id));
      expect((await total(dispatcher, {})).totalCount).toBe(before);
    } finally {
      ctx.app.listCache.setEnabled(true);
    }
  });
});

type Row = Record<string, unknown> & { id: number; statusid: number };
const get = async (user: TestUser, url: string, query: Record<string, string | number | boolean> = {}) =>
  ctx.as(user).get(url, { query: { take: 100, filter: mineOnly(), ...query } });
const rowsOf = async (response: Awaited<ReturnType<typeof get>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Row[];
};
const RESTRICTED = ['vendors', 'invoiceamount', 'managementprovider', 'events'];

describe('work-order list filters', () => {
  it('quick: all, one status, and the quick-action call', async () => {
    expect(
      await rowsOf(await get(dispatcher, '/api/workorder/getworkorders', { quick: 'all' })),
    ).toHaveLength(25);
    const invoiced = await rowsOf(
      await get(dispatcher, '/api/workorder/getworkorders', { quick: STATUS.Invoiced }),
    );
    expect(invoiced).toHaveLength(4);
    const quick = await rowsOf(
      await get(dispatcher, '/api/workorder/getquickactionworkorders', { statusid: STATUS.Invoiced }),
    );
    expect(quick.map((row) => row.id)).toEqual(invoiced.map((row) => row.id));
    expect((await get(dispatcher, '/api/workorder/getworkorders', { quick: 999 })).statusCode).toBe(400);
  });

  it('flagged, mine (open orders of mine only), and the two together are refused', async () => {
    const flagged = await rowsOf(await get(dispatcher, '/api/workorder/getworkorders', { flagged: true }));
    expect(flagged.every((row) => row.flagged)).toBe(true);
    expect(flagged).toHaveLength(3);
    const mine = await rowsOf(
      await get(dispatcher, '/api/workorder/getworkorders', { mine: true, quick: 'all' }),
    );
    // Acme #0..5 are the dispatcher's; #3 Invoiced and #4 Cancelled are not "mine".
    expect(mine.map((row) => row.dispatcherid)).toEqual(Array(4).fill(dispatcher.id));
    expect(
      (await get(dispatcher, '/api/workorder/getworkorders', { mine: true, flagged: true })).statusCode,
    ).toBe(400);
  });

  it('overdue: open Emergency orders awaiting arrival past the ETA (the bell list)', async () => {
    const overdue = await rowsOf(await get(dispatcher, '/api/workorder/getworkorders', { overdue: true }));
    // Emergency are the odd Acme orders; awaiting arrival: Dispatched (1, 11), Received (5, 15), TBS (7, 17).
    expect(overdue).toHaveLength(6);
    expect(overdue.every((row) => row.priorityid === 1)).toBe(true);
  });

  it('pastdue: the filter keeps what pastDueOf marks, in the viewer time zone (decision 191)', async () => {
    const all = await rowsOf(await get(dispatcher, '/api/workorder/getworkorders', { quick: 'all' }));
    const pastDue = (value: boolean, timezone?: string) =>
      get(dispatcher, '/api/workorder/getworkorders', {
        quick: 'all',
        filter: mineOnly(['pastdue', '=', value]),
        ...(timezone ? { timezone } : {}),
      });
    const now = new Date();
    const expected = (timezone: string) =>
      all
        .filter((row) => isPastDue(row as unknown as PastDueRow, { now, today: viewerToday(now, timezone) }))
        .map((row) => row.id)
        .sort();
    const ids = (rows: Row[]) => rows.map((row) => row.id).sort();

    const kept = await rowsOf(await pastDue(true));
    expect(ids(kept)).toEqual(expected('UTC'));
    // Acme #1 (Dispatched Emergency received 2 days ago) and #2 (TBS, scheduled 8 days ago) are past due;
    // Invoiced #3 and Cancelled #4, and every future Zeta order, are not.
    const [, one, two, three, four] = world.acmeOrders as { id: number }[];
    expect(ids(kept)).toEqual(expect.arrayContaining([one!.id, two!.id]));
    expect(ids(kept)).not.toContain(three!.id);
    expect(ids(kept)).not.toContain(four!.id);
    expect(kept.some((row) => world.zetaOrders.some((order) => order.id === row.id))).toBe(false);
    // `false` is the rest.
    const rest = await rowsOf(await pastDue(false));
    expect(ids([...kept, ...rest])).toEqual(ids(all));
    // The viewer's zone decides "today"; one that neither PostgreSQL nor Intl knows is refused.
    expect(ids(await rowsOf(await pastDue(true, 'Pacific/Kiritimati')))).toEqual(
      expected('Pacific/Kiritimati'),
    );
    expect((await pastDue(true, 'Mars/Olympus')).statusCode).toBe(400);
    const wrong = await get(dispatcher, '/api/workorder/getworkorders', {
      filter: mineOnly(['pastdue', '>', true]),
    });
    expect(wrong.statusCode).toBe(400);
    // The alerts and portal lists read the same field map.
    const alerts = await rowsOf(
      await get(dispatcher, '/api/dashboard/getalerts', {
        days: 30,
        filter: mineOnly(['pastdue', '=', true]),
      }),
    );
    expect(alerts.every((row) => kept.some((k) => k.id === row.id))).toBe(true);
  });
});

describe('GET /api/dashboard/getalerts', () => {
  it('widens with days and keeps to open orders', async () => {
    const today = await rowsOf(await get(dispatcher, '/api/dashboard/getalerts', { days: 0 }));
    const month = await rowsOf(await get(dispatcher, '/api/dashboard/getalerts', { days: 30 }));
    expect(month.length).toBeGreaterThan(today.length);
    expect(month.some((row) => row.statusid === STATUS.Invoiced || row.statusid === STATUS.Cancelled)).toBe(
      false,
    );
    expect(month.filter((row) => String(row.wonumber).startsWith('Z'))).toHaveLength(5);
    expect(today.filter((row) => String(row.wonumber).startsWith('Z'))).toHaveLength(0);
    expect((await get(dispatcher, '/api/dashboard/getalerts', { days: 3 })).statusCode).toBe(400);
    const flagged = await rowsOf(
      await get(dispatcher, '/api/dashboard/getalerts', { days: 30, flagged: true }),
    );
    expect(flagged.every((row) => row.flagged)).toBe(true);
  });

  it('is refused to external users (403)', async () => {
    expect((await ctx.asRole('Vendor').get('/api/dashboard/getalerts')).statusCode).toBe(403);
    expect(
      (await ctx.asRole('Vendor').get('/api/dashboard/exportalerts?columns=["wonumber"]')).statusCode,
    ).toBe(403);
  });

  it('exports the rows of the ETA window as alerts.xlsx', async () => {
    const month = await rowsOf(await get(dispatcher, '/api/dashboard/getalerts', { days: 30 }));
    const response = await ctx.as(dispatcher).get('/api/dashboard/exportalerts', {
      query: { days: '30', columns: JSON.stringify(['wonumber', 'status']) },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toContain('alerts.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1 + month.length);
    const numbers = new Set(month.map((row) => row.wonumber));
    for (let index = 2; index <= (sheet?.rowCount ?? 0); index += 1)
      expect(numbers.has(String(sheet?.getRow(index).getCell(1).value))).toBe(true);
    const bad = await get(dispatcher, '/api/dashboard/exportalerts', { days: 3, columns: '["wonumber"]' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may list work orders', () => {
  it('401 without a token, 403 without read:workorders', async () => {
    for (const url of [
      '/api/workorder/getworkorders',
      '/api/workorder/getquickactionworkorders',
      '/api/dashboard/getalerts',
      '/api/workorder/exportworkorders',
    ])
      expect((await ctx.anonymous.get(url)).statusCode, url).toBe(401);
    const nobody = await ctx.createUser({ roles: [] });
    expect((await ctx.as(nobody).get('/api/workorder/getworkorders')).statusCode).toBe(403);
    expect(
      (await ctx.as(nobody).get('/api/workorder/exportworkorders?columns=["wonumber"]')).statusCode,
    ).toBe(403);
  });

  it('a Vendor user gets only orders with its vendor line and no restricted keys', async () => {
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: world.plumber.id });
    const rows = await rowsOf(
      await get(vendorUser, '/api/workorder/getworkorders', { quick: 'all', filter: '' }),
    );
    expect(rows).toHaveLength(10);
    for (const key of [...RESTRICTED, 'proposalamount']) expect(rows[0]).not.toHaveProperty(key);
    expect(rows.find((row) => row.id === world.acmeOrders[0]?.id)?.lastnote).toBe('for the vendor');
    // Naming the other vendor finds only orders this vendor shares with it.
    const other = await rowsOf(
      await get(vendorUser, '/api/workorder/getworkorders', {
        quick: 'all',
        filter: JSON.stringify(['vendorid', '=', world.sparky.id]),
      }),
    );
    expect(other.map((row) => row.id)).toEqual([world.acmeOrders[0]?.id]);
    for (const field of ['invoiceamount', 'managementprovider', 'vendorname']) {
      const response = await get(vendorUser, '/api/workorder/getworkorders', {
        filter: JSON.stringify([field, '<>', null]),
      });
      expect(response.statusCode, field).toBe(400);
    }
    const sorted = await get(vendorUser, '/api/workorder/getworkorders', {
      filter: '',
      sort: JSON.stringify([{ selector: 'managementprovider' }]),
    });
    expect(sorted.statusCode).toBe(400);
    const grouped = await get(vendorUser, '/api/workorder/getworkorders', {
      filter: '',
      group: JSON.stringify([{ selector: 'managementprovider' }]),
    });
    expect(grouped.statusCode).toBe(400);
    const exported = await get(vendorUser, '/api/workorder/exportworkorders', {
      filter: '',
      columns: JSON.stringify(['wonumber', 'invoiceamount']),
    });
    expect(exported.statusCode).toBe(400);
  });

  it('a Tech user gets only the orders of its vendor assigned to it (decision 158)', async () => {
    const tech = await ctx.createUser({ roles: ['Tech'], vendorid: world.plumber.id });
    const colleague = await ctx.createUser({ roles: ['Tech'], vendorid: world.plumber.id });
    const order = world.acmeOrders[0] as { id: number };
    const { workorder } = await import('../../db/schema/index');
    const { eq } = await import('drizzle-orm');
    await ctx.db.update(workorder).set({ techauthid: tech.user_id }).where(eq(workorder.id, order.id));
    try {
      const listOf = async (user: TestUser) =>
        (await rowsOf(await get(user, '/api/workorder/getworkorders', { quick: 'all', filter: '' }))).map(
          (row) => row.id,
        );
      expect(await listOf(tech)).toEqual([order.id]);
      expect(await listOf(colleague)).toEqual([]);
      const exported = await get(tech, '/api/workorder/exportworkorders', {
        quick: 'all',
        filter: '',
        columns: JSON.stringify(['wonumber']),
      });
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toContain('spreadsheetml');
    } finally {
      await ctx.db.update(workorder).set({ techauthid: null }).where(eq(workorder.id, order.id));
    }
  });

  it("a vendor's lists leave out the orders where its only line is Cancelled (decision 158)", async () => {
    const vendorUser = await ctx.createUser({ roles: ['Vendor'], vendorid: world.plumber.id });
    const { workordervendor } = await import('../../db/schema/index');
    const { and, eq } = await import('drizzle-orm');
    const listOf = async () =>
      (await rowsOf(await get(vendorUser, '/api/workorder/getworkorders', { quick: 'all', filter: '' })))
        .map((row) => row.id)
        .sort();
    const before = await listOf();
    const order = before[0] as number;
    const ofOrder = and(
      eq(workordervendor.workorderid, order),
      eq(workordervendor.vendorid, world.plumber.id),
    );
    await ctx.db.update(workordervendor).set({ status: 'Cancelled' }).where(ofOrder);
    try {
      // The direct write reaches the list cache by its NOTIFY, a moment after the commit.
      await expect.poll(listOf).toEqual(before.filter((id) => id !== order));
    } finally {
      await ctx.db.update(workordervendor).set({ status: 'Attached' }).where(ofOrder);
    }
  });

  it('a Customer user gets only its customer orders, with the proposal amount but not the staff columns', async () => {
    const customerUser = await ctx.createUser({ roles: ['Customer'], customerid: world.zeta.id });
    const rows = await rowsOf(
      await get(customerUser, '/api/workorder/getworkorders', { quick: 'all', filter: '' }),
    );
    expect(rows.map((row) => row.id).sort()).toEqual(world.zetaOrders.map((order) => order.id).sort());
    for (const key of RESTRICTED) expect(rows[0]).not.toHaveProperty(key);
    expect(rows[0]).toHaveProperty('proposalamount');
    const acme = await rowsOf(
      await get(customerUser, '/api/workorder/getworkorders', {
        quick: 'all',
        filter: JSON.stringify(['customerid', '=', world.acme.id]),
      }),
    );
    expect(acme).toHaveLength(0);
    const unlinked = await ctx.createUser({ roles: ['Customer'] });
    expect(await rowsOf(await get(unlinked, '/api/workorder/getworkorders', { filter: '' }))).toHaveLength(0);
  });
});

describe('GET /api/workorder/exportworkorders', () => {
  it('streams the whole filtered result as workorders.xlsx with the captions, in the asked order', async () => {
    const response = await ctx.as(dispatcher).get('/api/workorder/exportworkorders', {
      query: {
        quick: 'all',
        filter: mineOnly(),
        sort: JSON.stringify([{ selector: 'wonumber', desc: false }]),
        columns: JSON.stringify(['wonumber', 'createddate', 'customername', 'vendors', 'nte', 'trades']),
      },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toContain('workorders.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Work Order',
      'Receive Date',
      'Customer',
      'Vendors',
      'NTE',
      'Trades',
    ]);
    expect(sheet?.rowCount).toBe(1 + 25);
    expect(sheet?.getRow(2).getCell(1).value).toBe(world.acmeOrders[0]?.wonumber);
    expect(String(sheet?.getRow(2).getCell(4).value)).toContain('Pipes R Us');
  });

  it('refuses unknown columns and filters before streaming (400)', async () => {
    const response = await ctx.as(dispatcher).get('/api/workorder/exportworkorders', {
      query: { columns: JSON.stringify(['wonumber', 'nosuch']) },
    });
    expect(response.statusCode).toBe(400);
    expect((await ctx.as(dispatcher).get('/api/workorder/exportworkorders')).statusCode).toBe(400);
  });
});
