import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRADE } from '@dispatchwise/shared';
import {
  vendor,
  vendortrade,
  vendortraderate,
  vendortraderatecity,
  vendortraderatestate,
  vendortraderatezip,
} from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { readRows } from '../../lib/list-query/index';
import { addCoverage, createCoveringVendor, placeOf } from './vendor-lines.test-fixtures';

// vendorcoverage (migration 0012, docs/decisions/132) is kept by triggers: after any change of
// coverage rows, rates or vendor trades it holds exactly what the tables say.

const ctx = createTestContext();

type Row = { placekind: number; placeid: number; traderateid: number; tradeid: number; vendorid: number };
const order = sql`order by 1, 2, 3`;
const stored = () => readRows<Row>(ctx.db, sql`select * from "vendorcoverage" ${order}`);
const derived = () =>
  readRows<Row>(
    ctx.db,
    sql`select p."placekind", p."placeid", r."id" as "traderateid", vt."tradeid", vt."vendorid"
      from "vendortraderate" r
      join "vendortrade" vt on vt."id" = r."vendortradeid" and not vt."isdeleted"
      join (
        select 1 as "placekind", s."id" as "placeid", x."traderateid" from "vendortraderatestate" x
          join "state" s on s."statecode" = x."statecode"
        union all select 2, x."countyid", x."traderateid" from "vendortraderatecounty" x
        union all select 3, x."cityid", x."traderateid" from "vendortraderatecity" x
        union all select 4, x."zipcodeid", x."traderateid" from "vendortraderatezip" x
      ) p on p."traderateid" = r."id"
      ${order}`,
  );

const expectInSync = async () => {
  const [have, want] = await Promise.all([stored(), derived()]);
  expect(have).toEqual(want);
  return have;
};

describe('vendorcoverage', () => {
  it('follows coverage rows, rates and vendor trades as they are added, changed and removed', async () => {
    const austin = await placeOf(ctx.db, '78701');
    const first = await createCoveringVendor(ctx.db, {
      zip: '78702',
      tradeid: TRADE.Plumbing,
      coverage: { states: ['TX', 'OK'], cityids: [austin.cityid], zipcodeids: [austin.id] },
    });
    const second = await createCoveringVendor(ctx.db, {
      zip: '78702',
      tradeid: TRADE.Hvac,
      coverage: { countyids: [austin.countyid!] },
    });
    const rows = await expectInSync();
    expect(rows.filter((row) => row.vendorid === first.vendor.id)).toHaveLength(4);
    expect(rows.find((row) => row.vendorid === second.vendor.id)).toMatchObject({
      placekind: 2,
      placeid: austin.countyid,
      tradeid: TRADE.Hvac,
    });

    // A coverage row removed, another changed, a trade marked deleted then restored.
    await ctx.db.delete(vendortraderatezip).where(eq(vendortraderatezip.traderateid, first.traderateid));
    await ctx.db
      .update(vendortraderatestate)
      .set({ statecode: 'NM' })
      .where(
        sql`${vendortraderatestate.traderateid} = ${first.traderateid} and ${vendortraderatestate.statecode} = 'OK'`,
      );
    await expectInSync();
    await ctx.db.update(vendortrade).set({ isdeleted: true }).where(eq(vendortrade.id, first.vendortradeid));
    expect((await expectInSync()).some((row) => row.vendorid === first.vendor.id)).toBe(false);
    await ctx.db.update(vendortrade).set({ isdeleted: false }).where(eq(vendortrade.id, first.vendortradeid));
    expect((await expectInSync()).filter((row) => row.vendorid === first.vendor.id)).toHaveLength(3);

    // A rate moved to the other vendor's trade, a second rate, then the vendor deleted (cascade).
    await ctx.db
      .update(vendortraderate)
      .set({ vendortradeid: second.vendortradeid })
      .where(eq(vendortraderate.id, first.traderateid));
    expect((await expectInSync()).filter((row) => row.vendorid === second.vendor.id)).toHaveLength(4);
    await addCoverage(ctx.db, {
      vendorid: first.vendor.id,
      tradeid: TRADE.Plumbing,
      coverage: { states: ['TX'] },
    });
    await expectInSync();
    await ctx.db.delete(vendor).where(eq(vendor.id, second.vendor.id));
    expect((await expectInSync()).some((row) => row.vendorid === second.vendor.id)).toBe(false);

    // TRUNCATE fires no row triggers: the table is derived again.
    await ctx.db.execute(sql`truncate "vendortraderatecity"`);
    expect(await ctx.db.select().from(vendortraderatecity)).toEqual([]);
    await expectInSync();
  });
});
