import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRADE, type vendorTradeSchema, type WireOf } from '@dispatchwise/shared';
import { readRows } from '../../lib/list-query/index';
import { createTestContext } from '../../../test/helpers';
import { createCustomerWithSite, createVendor, createWorkOrder } from '../../../test/factories/work-orders';

// The vendor's trades and rates (spec C 2.6 and section 7; docs/decisions/143), through app.inject on
// the real database: answers, messages, 401/403, another vendor's ids, and vendorcoverage (decision 132).

const ctx = createTestContext();
type Trade = WireOf<typeof vendorTradeSchema>;

const staff = () => ctx.asRole('Admin');
const places = async (zip: string) => {
  const [row] = await readRows<{ id: number; cityid: number; countyid: number; statecode: string }>(
    ctx.db,
    sql`select z."id", c."id" as "cityid", k."id" as "countyid", z."statecode" from "zipcode" z
      join "city" c on c."city" = z."city" and c."statecode" = z."statecode"
      join "county" k on k."county" = z."county" and k."statecode" = z."statecode"
      where z."zipcode" = ${zip} limit 1`,
  );
  return row!;
};
const coverageOf = (vendorid: number) =>
  readRows<{ placekind: number; placeid: number; tradeid: number }>(
    ctx.db,
    sql`select "placekind", "placeid", "tradeid" from "vendorcoverage" where "vendorid" = ${vendorid}
      order by 1, 2, 3`,
  );
const stateId = async (code: string) =>
  (await readRows<{ id: number }>(ctx.db, sql`select "id" from "state" where "statecode" = ${code}`))[0]!.id;

async function addTrade(vendorid: number, tradeid: number = TRADE.Plumbing) {
  const response = await staff().post('/api/vendor/trade/add', { tradeid, tradename: 'ignored', vendorid });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ id: number; trades: Trade[] }>();
  return body.trades.find((trade) => trade.tradeid === tradeid)!;
}

describe('vendor trades', () => {
  it('adds a trade once, lists it with its name, and refuses a missing, unknown or present trade', async () => {
    const vendor = await createVendor(ctx.db);
    const trade = await addTrade(vendor.id);
    expect(trade).toMatchObject({
      tradeid: TRADE.Plumbing,
      vendorid: vendor.id,
      isdeleted: false,
      rates: [],
    });
    expect(trade.tradename).toBeTruthy();

    const listed = await staff().get('/api/vendor/gettrades', { query: { vendorid: vendor.id } });
    expect(listed.json<Trade[]>().map((row) => row.id)).toEqual([trade.id]);

    for (const [body, message] of [
      [{ vendorid: vendor.id }, 'Trade is required.'],
      [{ vendorid: vendor.id, tradeid: 0 }, 'Trade is required.'],
      [{ vendorid: vendor.id, tradeid: 999_999 }, 'Trade is invalid.'],
      [{ vendorid: vendor.id, tradeid: TRADE.Plumbing }, 'The trade is already on the list.'],
    ] as const) {
      const response = await staff().post('/api/vendor/trade/add', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.tradeid).toBe(message);
    }
    const missing = await staff().post('/api/vendor/trade/add', { vendorid: 2_000_000_000, tradeid: 34 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vendor not found.');
  });

  it('removes a trade by marking it deleted; it may be added again', async () => {
    const vendor = await createVendor(ctx.db);
    const trade = await addTrade(vendor.id);
    const removed = await staff().put('/api/vendor/trade/remove', { id: trade.id });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual([]);
    const [row] = await readRows<{ isdeleted: boolean }>(
      ctx.db,
      sql`select "isdeleted" from "vendortrade" where "id" = ${trade.id}`,
    );
    expect(row!.isdeleted).toBe(true);
    expect((await staff().put('/api/vendor/trade/remove', { id: trade.id })).statusCode).toBe(404);
    const again = await addTrade(vendor.id);
    expect(again.id).not.toBe(trade.id);
  });
});

describe('vendor rates and coverage', () => {
  let vendorid: number;
  let trade: Trade;
  let austin: Awaited<ReturnType<typeof places>>;

  beforeAll(async () => {
    vendorid = (await createVendor(ctx.db)).id;
    trade = await addTrade(vendorid);
    austin = await places('78701');
  });

  it('validates a rate: regular rate and a state required, amounts with 2 decimals, places inside the states', async () => {
    const add = (body: object) => staff().post('/api/vendor/rate/add', { vendortradeid: trade.id, ...body });
    const noRate = await add({ statecodes: ['TX'] });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().errors.regularrate).toBe('Regular Rate is required.');
    const noState = await add({ regularrate: '80' });
    expect(noState.json().errors.statecodes).toBe('State is required.');
    const cents = await add({ statecodes: ['TX'], regularrate: '80.123' });
    expect(cents.json().errors.regularrate).toBe(
      'Regular Rate must be an amount from 0 with at most 2 decimals.',
    );
    const outside = await add({ statecodes: ['OK'], regularrate: '80', countyids: [austin.countyid] });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.counties).toBe('Each county, city and zip code must be in a chosen state.');
    const unknown = await add({ statecodes: ['TX'], regularrate: '80', zipids: [2_000_000_000] });
    expect(unknown.json().errors.zipcodes).toBe('A county, city or zip code is unknown.');
    const noTrade = await staff().post('/api/vendor/rate/add', { statecodes: ['TX'], regularrate: '80' });
    expect(noTrade.json().errors.vendortradeid).toBe('Trade is required.');
  });

  it('saves a rate with its places and the vendor covers them (vendorcoverage follows in the transaction)', async () => {
    const response = await staff().post('/api/vendor/rate/add', {
      vendortradeid: trade.id,
      statecodes: ['TX', 'OK'],
      counties: [{ id: austin.countyid, county: 'x', statecode: 'TX' }],
      cityids: [austin.cityid],
      zipcodes: [{ id: austin.id, zipcode: '78701', statecode: 'TX' }],
      regularrate: '85.5',
      overtimerate: 120,
      markupcharge: '12.5',
    });
    expect(response.statusCode, response.body).toBe(200);
    const rate = response.json();
    expect(rate).toMatchObject({
      vendortradeid: trade.id,
      statecode: 'TX',
      statecodes: ['OK', 'TX'],
      regularrate: '85.50',
      overtimerate: '120.00',
      holidayrate: null,
      markupcharge: '12.50',
      counties: [{ id: austin.countyid, statecode: 'TX' }],
      cities: [{ id: austin.cityid, statecode: 'TX' }],
      zipcodes: [{ id: austin.id, zipcode: '78701', statecode: 'TX' }],
    });
    // Oklahoma is covered whole; Texas only at its county, city and zip (decision 018).
    expect(await coverageOf(vendorid)).toEqual(
      [
        { placekind: 1, placeid: await stateId('OK'), tradeid: TRADE.Plumbing },
        { placekind: 2, placeid: austin.countyid, tradeid: TRADE.Plumbing },
        { placekind: 3, placeid: austin.cityid, tradeid: TRADE.Plumbing },
        { placekind: 4, placeid: austin.id, tradeid: TRADE.Plumbing },
      ].sort((a, b) => a.placekind - b.placekind),
    );

    // The dispatch search finds the vendor for an Austin job site.
    const { customer, jobsite } = await createCustomerWithSite(ctx.db);
    const order = await createWorkOrder(ctx.db, { customerid: customer.id, jobsiteid: jobsite.id });
    const found = await staff().get('/api/workorder/getvendorsbytrades', {
      query: { workorderId: order.id, tradeIds: String(TRADE.Plumbing), take: 500 },
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ data: { id: number }[] }>().data.some((row) => row.id === vendorid)).toBe(true);

    // A partial update keeps what it does not name; dropping Texas drops its places.
    const updated = await staff().put('/api/vendor/rate/update', {
      id: rate.id,
      statecodes: ['OK'],
      tripcharge: '25',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      statecodes: ['OK'],
      counties: [],
      cities: [],
      zipcodes: [],
      regularrate: '85.50',
      overtimerate: '120.00',
      tripcharge: '25.00',
    });
    expect(await coverageOf(vendorid)).toEqual([
      { placekind: 1, placeid: await stateId('OK'), tradeid: TRADE.Plumbing },
    ]);
    const cleared = await staff().put('/api/vendor/rate/update', { id: rate.id, overtimerate: null });
    expect(cleared.json()).toMatchObject({ overtimerate: null, tripcharge: '25.00' });

    const removed = await staff().delete(`/api/vendor/rate/delete/${rate.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: rate.id, message: 'Removed rate!' });
    expect(await coverageOf(vendorid)).toEqual([]);
    expect((await staff().delete(`/api/vendor/rate/delete/${rate.id}`)).statusCode).toBe(404);
  });

  it('copies a trade with its rates and coverage into new trades of the same vendor', async () => {
    const source = await addTrade(vendorid, TRADE.Hvac);
    await staff().post('/api/vendor/rate/add', {
      vendortradeid: source.id,
      statecodes: ['TX'],
      zipids: [austin.id],
      regularrate: '70',
    });
    const copied = await staff().post(`/api/vendor/copytrade/${source.id}`, [
      { tradeid: TRADE.Electrical, vendorid },
      { tradeid: TRADE.GeneralMaintenance, vendorid },
    ]);
    expect(copied.statusCode, copied.body).toBe(200);
    const trades = copied.json<Trade[]>();
    for (const tradeid of [TRADE.Electrical, TRADE.GeneralMaintenance]) {
      const copy = trades.find((row) => row.tradeid === tradeid)!;
      expect(copy.rates).toHaveLength(1);
      expect(copy.rates[0]).toMatchObject({ regularrate: '70.00', zipcodes: [{ id: austin.id }] });
      expect(copy.rates[0]!.id).not.toBe(trades.find((row) => row.id === source.id)!.rates[0]!.id);
    }
    expect(
      (await coverageOf(vendorid)).filter((row) => row.placekind === 4).map((row) => row.tradeid),
    ).toEqual([TRADE.GeneralMaintenance, TRADE.Hvac, TRADE.Electrical].sort((a, b) => a - b));

    const present = await staff().post(`/api/vendor/copytrade/${source.id}`, [
      { tradeid: TRADE.Electrical, vendorid },
    ]);
    expect(present.json().message).toBe('The trade is already on the list.');
    const other = await createVendor(ctx.db);
    const elsewhere = await staff().post(`/api/vendor/copytrade/${source.id}`, [
      { tradeid: TRADE.Plumbing, vendorid: other.id },
    ]);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe('Trades are copied within one vendor.');
    const empty = await staff().post(`/api/vendor/copytrade/${source.id}`, []);
    expect(empty.json().message).toBe('Trade is required.');
  });
});

describe('who reaches the trades', () => {
  it('answers 401 without a token and 403 for writes by Vendor, Tech and Customer users', async () => {
    const vendor = await createVendor(ctx.db);
    expect(
      (await ctx.anonymous.get('/api/vendor/gettrades', { query: { vendorid: vendor.id } })).statusCode,
    ).toBe(401);
    const user = await ctx.createUser({ roles: ['Vendor'], vendorid: vendor.id });
    const response = await ctx.as(user).post('/api/vendor/trade/add', { vendorid: vendor.id, tradeid: 34 });
    expect(response.statusCode).toBe(403);
    expect(
      (await ctx.asRole('Customer').get('/api/vendor/gettrades', { query: { vendorid: vendor.id } }))
        .statusCode,
    ).toBe(403);
  });

  it('lets Vendor and Tech users read their own vendor’s trades and no other vendor’s', async () => {
    const mine = await createVendor(ctx.db);
    const other = await createVendor(ctx.db);
    await addTrade(mine.id);
    await addTrade(other.id);
    for (const role of ['Vendor', 'Tech'] as const) {
      const user = ctx.as(await ctx.createUser({ roles: [role], vendorid: mine.id }));
      const own = await user.get('/api/vendor/gettrades', { query: { vendorid: mine.id } });
      expect(own.statusCode).toBe(200);
      expect(own.json<Trade[]>()).toHaveLength(1);
      const foreign = await user.get('/api/vendor/gettrades', { query: { vendorid: other.id } });
      expect(foreign.statusCode).toBe(403);
    }
  });
});
