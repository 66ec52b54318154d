import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SessionUser, TRADE } from '@dispatchwise/shared';
import { readRows } from '../../lib/list-query/index';
import { createTestContext } from '../../../test/helpers';
import { createCustomerWithSite } from '../../../test/factories/work-orders';
import { customerTradeOwner as owner } from './trade-rates.owners';
import { addRate, removeRate, updateRateOf } from './trade-rates.rates.service';
import { addTrade, copyTrade, findTrades, removeTrade } from './trade-rates.service';

// The customer side of the one trades-and-rates service (docs/decisions/143): the customers issue
// registers its routes; until then the adapter is tested through the service.

const ctx = createTestContext();

const sessionOf = async (input: Parameters<typeof ctx.createUser>[0]) =>
  (await ctx.as(await ctx.createUser(input)).get('/api/user/profile')).json<SessionUser>();

describe('customer trades and rates through the service', () => {
  let staff: SessionUser;
  let customerid: number;

  beforeAll(async () => {
    staff = await sessionOf({ roles: ['Admin'] });
    customerid = (await createCustomerWithSite(ctx.db)).customer.id;
  });

  it('adds, copies and removes trades and keeps rates with their coverage in the customer tables', async () => {
    const base = { db: ctx.db, owner, user: staff };
    const added = await addTrade({ ...base, ownerid: customerid, tradeid: TRADE.Plumbing });
    const trade = added.trades[0]!;
    expect(added.id).toBe(customerid);
    expect(trade).toMatchObject({ customerid, tradeid: TRADE.Plumbing, rates: [] });
    await expect(addTrade({ ...base, ownerid: customerid, tradeid: TRADE.Plumbing })).rejects.toMatchObject({
      status: 400,
      message: 'The trade is already on the list.',
    });

    const [zip] = await readRows<{ id: number; countyid: number }>(
      ctx.db,
      sql`select z."id", k."id" as "countyid" from "zipcode" z
        join "county" k on k."county" = z."county" and k."statecode" = z."statecode"
        where z."zipcode" = '78701'`,
    );
    const rate = await addRate({
      ...base,
      tradeRowId: trade.id,
      input: { statecodes: ['TX', 'NM'], zipids: [zip!.id], regularrate: '60', markupcharge: '10' },
    });
    expect(rate).toMatchObject({
      customertradeid: trade.id,
      statecodes: ['NM', 'TX'],
      regularrate: '60.00',
      markupcharge: '10.00',
      zipcodes: [{ id: zip!.id, zipcode: '78701', statecode: 'TX' }],
    });
    const rows = await readRows<{ kind: string; place: string }>(
      ctx.db,
      sql`select 'state' as "kind", "statecode" as "place" from "customertraderatestate" where "traderateid" = ${rate.id}
        union all select 'zip', "zipcodeid"::text from "customertraderatezip" where "traderateid" = ${rate.id}
        order by 1`,
    );
    expect(rows).toEqual([
      { kind: 'state', place: 'NM' },
      { kind: 'zip', place: String(zip!.id) },
    ]);

    const updated = await updateRateOf({
      ...base,
      rateid: rate.id,
      input: { countyids: [zip!.countyid], zipids: [] },
    });
    expect(updated).toMatchObject({ regularrate: '60.00', zipcodes: [], counties: [{ id: zip!.countyid }] });

    const copies = await copyTrade({
      ...base,
      sourceTradeRowId: trade.id,
      targets: [{ tradeid: TRADE.Hvac, ownerid: customerid }],
    });
    const copy = copies.find((row) => row.tradeid === TRADE.Hvac)!;
    expect(copy.rates[0]).toMatchObject({ regularrate: '60.00', counties: [{ id: zip!.countyid }] });

    expect(await removeRate({ ...base, rateid: rate.id })).toEqual({ id: rate.id, message: 'Removed rate!' });
    const left = await removeTrade({ ...base, tradeRowId: trade.id });
    expect(left.map((row) => row.tradeid)).toEqual([TRADE.Hvac]);
  });

  it('lets a Customer user read only their own customer’s trades', async () => {
    const other = (await createCustomerWithSite(ctx.db)).customer.id;
    const customerUser = await sessionOf({ roles: ['Customer'], customerid });
    await expect(
      findTrades({ db: ctx.db, owner, user: customerUser, ownerid: customerid }),
    ).resolves.toBeDefined();
    await expect(findTrades({ db: ctx.db, owner, user: customerUser, ownerid: other })).rejects.toMatchObject(
      {
        status: 403,
      },
    );
    await expect(
      findTrades({ db: ctx.db, owner, user: staff, ownerid: 2_000_000_000 }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Customer not found.',
    });
  });
});
