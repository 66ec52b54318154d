import { sql, type SQL } from 'drizzle-orm';
import { EXCLUDED_TIER_ID, VENDOR_STATUS_TYPE } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';
import { intArray } from '../vendor-lines/index';

// The SQL of Vendor Dispatch (spec A "Admin"; docs/decisions/153): the `dispatchvendor` rows of a trade.

export type DispatchVendorRow = {
  tradeid: number;
  vendorid: number;
  priority: number;
  name: string;
  city: string | null;
  statecode: string | null;
  postalcode: string | null;
  autoattachenabled: boolean;
  isactive: boolean;
  vendorstatustypeid: number;
  tierid: number | null;
};

/**
 * The trade row, locked against another change of the same trade's list (FOR NO KEY UPDATE: the
 * foreign-key checks of work-order trades are not held up). False for an unknown trade.
 */
export async function lockTrade(db: Db, tradeid: number) {
  const rows = await readRows(db, sql`select 1 from "trade" where "tradeid" = ${tradeid} for no key update`);
  return rows.length > 0;
}

export async function tradeExists(db: Db, tradeid: number) {
  const rows = await readRows(db, sql`select 1 from "trade" where "tradeid" = ${tradeid}`);
  return rows.length > 0;
}

/** The trade's prioritised vendors, first priority first (ties, which only old data has, by name). */
export const findDispatchVendors = (db: Db, tradeid: number) =>
  readRows<DispatchVendorRow>(
    db,
    sql`select dv."tradeid", dv."vendorid", dv."priority", v."name", v."city", v."statecode",
        v."postalcode", v."autoattachenabled", v."isactive", v."vendorstatustypeid", v."tierid"
      from "dispatchvendor" dv join "vendor" v on v."id" = dv."vendorid"
      where dv."tradeid" = ${tradeid}
      order by dv."priority", v."name", v."id"`,
  );

/** A vendor that can be dispatched at all: active, not Redlined, not Tier 6 (docs/decisions/153). */
const dispatchable = sql`v."isactive" and v."vendorstatustypeid" <> ${VENDOR_STATUS_TYPE.Redlined}::int
  and v."tierid" is distinct from ${EXCLUDED_TIER_ID}::int`;

/** The vendor has the trade among its live trades. */
const hasTrade = (tradeid: SQL | number) => sql`exists (select 1 from "vendortrade" vt
  where vt."vendorid" = v."id" and vt."tradeid" = ${tradeid} and not vt."isdeleted")`;

/** The Add Vendor popup's choices: dispatchable vendors with the trade, not yet on its list; by name. */
export const findAddableVendors = (db: Db, tradeid: number) =>
  readRows<{
    vendorid: number;
    name: string;
    address: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
    autoattachenabled: boolean;
  }>(
    db,
    sql`select v."id" as "vendorid", v."name", v."address", v."city", v."statecode", v."postalcode",
        v."autoattachenabled"
      from "vendor" v
      where ${dispatchable} and ${hasTrade(tradeid)}
        and not exists (select 1 from "dispatchvendor" dv
          where dv."tradeid" = ${tradeid} and dv."vendorid" = v."id")
      order by v."name", v."id"`,
  );

/** What saving a vendor's priority checks of the vendor. */
export async function getVendorForDispatch(db: Db, options: { vendorid: number; tradeid: number }) {
  const [row] = await readRows<{
    id: number;
    isactive: boolean;
    vendorstatustypeid: number;
    tierid: number | null;
    hastrade: boolean;
  }>(
    db,
    sql`select v."id", v."isactive", v."vendorstatustypeid", v."tierid", ${hasTrade(options.tradeid)} as "hastrade"
      from "vendor" v where v."id" = ${options.vendorid}`,
  );
  return row;
}

/** Writes the priorities (a new vendor is inserted) and removes `removed`, of one trade. */
export async function writeDispatchVendors(
  db: Db,
  options: { tradeid: number; priorities: Map<number, number>; removed?: number },
) {
  const { tradeid, priorities, removed } = options;
  if (removed !== undefined)
    await db.execute(
      sql`delete from "dispatchvendor" where "tradeid" = ${tradeid} and "vendorid" = ${removed}`,
    );
  if (priorities.size === 0) return;
  await db.execute(sql`insert into "dispatchvendor" ("tradeid", "vendorid", "priority")
    select ${tradeid}, v, p from unnest(${intArray([...priorities.keys()])}, ${intArray([...priorities.values()])}) as x(v, p)
    on conflict ("tradeid", "vendorid") do update set "priority" = excluded."priority"`);
}

/** What auto-dispatch reads of a new order: its status, NTE and trades. */
export async function getOrderForDispatch(db: Db, workorderid: number) {
  const [row] = await readRows<{ statusid: number; nte: string | null; tradeids: number[] }>(
    db,
    sql`select w."statusid", w."nte"::text as "nte",
        coalesce((select array_agg(t."tradeid" order by t."id") from "workordertrade" t
          where t."workorderid" = w."id"), '{}') as "tradeids"
      from "workorder" w where w."id" = ${workorderid}`,
  );
  return row;
}

/** Whether any vendor with auto attach is on the dispatch list of one of these trades (the cheap first check). */
export async function hasAutoAttachVendor(db: Db, tradeids: readonly number[]) {
  const rows = await readRows(
    db,
    sql`select 1 from "dispatchvendor" dv join "vendor" v on v."id" = dv."vendorid"
      where v."autoattachenabled" and dv."priority" > 0 and dv."tradeid" = any(${intArray(tradeids)}) limit 1`,
  );
  return rows.length > 0;
}

/**
 * The vendors auto-dispatch may pick (docs/decisions/153): auto attach on, and on the dispatch list of
 * one of `tradeids`. `id` is the vendor id of the list the condition narrows.
 */
export const isAutoAttachVendor = (id: SQL, tradeids: readonly number[]) =>
  sql`${id} in (select dv."vendorid" from "dispatchvendor" dv join "vendor" v on v."id" = dv."vendorid"
    where v."autoattachenabled" and dv."priority" > 0 and dv."tradeid" = any(${intArray(tradeids)}))`;

/** Every trade of the trade list (the zip import matches names without case, or ids). */
export const findAllTrades = (db: Db) =>
  readRows<{ tradeid: number; tradename: string }>(db, sql`select "tradeid", "tradename" from "trade"`);

/** The zipcode rows of these five-digit codes (an unknown code is missing from the answer). */
export const findZipcodes = (db: Db, zipcodes: readonly string[]) =>
  readRows<{ id: number; zipcode: string; statecode: string }>(
    db,
    sql`select "id", "zipcode", "statecode" from "zipcode"
      where "zipcode" = any(${`{${zipcodes.filter((zip) => /^\d{5}$/.test(zip)).join(',')}}`}::text[])`,
  );

/** The vendor row, locked for the import's transaction; false when there is no such vendor. */
export async function lockVendor(db: Db, vendorid: number) {
  const rows = await readRows(db, sql`select 1 from "vendor" where "id" = ${vendorid} for update`);
  return rows.length > 0;
}
