import { sql, type SQL } from 'drizzle-orm';
import type {
  SearchVendorsByGeographyInput,
  SearchVendorsByRadiusInput,
  VendorSearchResult,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';
import { intArray } from '../vendor-lines/index';

// The vendor search screen (spec A "Vendor search"; docs/decisions/132, 142): by radius around a zip and
// by geography (states, counties, cities, zips), for trades. Both answer the search result rows.

/** At most this many vendors per search (a 100-mile radius around a city can hold thousands). */
export const VENDOR_SEARCH_MAX_ROWS = 1000;

const METRES_PER_MILE = 1609.344;

/** A live trade of the vendor among `tradeids` (any live trade when empty). */
const hasTrade = (tradeids: readonly number[]) =>
  tradeids.length === 0
    ? sql`true`
    : sql`exists (select 1 from "vendortrade" vt where vt."vendorid" = v."id" and not vt."isdeleted"
        and vt."tradeid" = any(${intArray(tradeids)}))`;

/**
 * The result rows of the vendors `found` selects (`id`, `miles`), active ones only; the trades column
 * names the vendor's live trades among those searched (all of them without a trade filter).
 */
function resultRows(options: { found: SQL; tradeids: readonly number[]; orderBy: SQL }) {
  const { tradeids } = options;
  const tradeFilter = tradeids.length === 0 ? sql`` : sql`and vt."tradeid" = any(${intArray(tradeids)})`;
  return sql`select v."id", v."name", v."ispreferredvendor", v."primaryphone", v."city", v."statecode",
      v."postalcode", v."county", v."dispatchemail", st."type" as "vendorstatus", v."vendorstatustypeid",
      coalesce(ss."wocount", 0)::int as "wocount",
      coalesce((select string_agg(t."tradename", ', ' order by t."tradename") from "vendortrade" vt
        join "trade" t on t."tradeid" = vt."tradeid"
        where vt."vendorid" = v."id" and not vt."isdeleted" ${tradeFilter}), '') as "trades",
      v."tierid", round(f."miles"::numeric, 1)::float8 as "distancefromjob"
    from (${options.found}) f
    join "vendor" v on v."id" = f."id"
    join "vendorstatustype" st on st."id" = v."vendorstatustypeid"
    left join "vendorscorestats" ss on ss."vendorid" = v."id"
    where v."isactive" and ${hasTrade(tradeids)}
    order by ${options.orderBy}
    limit ${VENDOR_SEARCH_MAX_ROWS}`;
}

/** The zip's centre, or undefined when our zip table does not know it. */
export async function findZipCentre(db: Db, zip: string) {
  const [row] = await readRows<{ latitude: number; longitude: number }>(
    db,
    sql`select "latitude", "longitude" from "zipcode" where "zipcode" = ${zip}`,
  );
  return row;
}

/**
 * Vendors within `radius` miles of the centre, nearest first. A vendor is where its coordinates say
 * (kept in step with its zip on save), else at its zip's centre. Both candidate sets come from gist
 * indexes (vendor_earth_idx, zipcode_earth_idx) through earth_box; `<@>` then keeps the exact circle.
 */
export function findVendorsByRadius(
  db: Db,
  options: { centre: { latitude: number; longitude: number }; input: SearchVendorsByRadiusInput },
) {
  const { centre, input } = options;
  const box = sql`earth_box(ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8), ${
    input.radius * METRES_PER_MILE
  }::float8)`;
  const at = sql`point(${centre.longitude}::float8, ${centre.latitude}::float8)`;
  const found = sql`select l."id", min(l."at" <@> ${at}) as "miles" from (
      select v."id", point(v."longitude", v."latitude") as "at" from "vendor" v
        where ${box} @> ll_to_earth(v."latitude", v."longitude")
      union all
      select v."id", point(z."longitude", z."latitude") from "zipcode" z
        join "vendor" v on v."postalcode" = z."zipcode" and (v."latitude" is null or v."longitude" is null)
        where ${box} @> ll_to_earth(z."latitude", z."longitude")
    ) l
    where (l."at" <@> ${at}) <= ${input.radius}::float8
    group by l."id"`;
  return readRows<VendorSearchResult>(
    db,
    resultRows({ found, tradeids: input.trades, orderBy: sql`f."miles", v."name", v."id"` }),
  );
}

/**
 * Vendors with a live rate of one of the trades covering one of the places (vendorcoverage, decision
 * 132). A county, city or zip chosen also matches rates covering its state whole (and a zip its county
 * and city); a state chosen without any of its counties, cities or zips matches every rate inside it.
 * Name order, no distance.
 */
export function findVendorsByGeography(db: Db, input: SearchVendorsByGeographyInput) {
  const trades = input.trades.length === 0 ? sql`` : sql`and vc."tradeid" = any(${intArray(input.trades)})`;
  const found = sql`with "picked" as (
        select 2 as "kind", c."id", c."statecode" from "county" c where c."id" = any(${intArray(input.countyids)})
        union all
        select 3, ci."id", ci."statecode" from "city" ci where ci."id" = any(${intArray(input.cityids)})
        union all
        select 4, z."id", z."statecode" from "zipcode" z where z."id" = any(${intArray(input.zipcodeids)})
      ), "whole" as (
        select s."id", s."statecode" from "state" s
        where s."statecode" = any(${`{${input.statecodes.join(',')}}`}::text[])
          and s."statecode" not in (select "statecode" from "picked")
      ), "places" as (
        select "kind", "id" from "picked"
        union select 1, s."id" from "state" s where s."statecode" in (select "statecode" from "picked")
        union select 2, z."countyid" from "zipcode" z where z."id" = any(${intArray(input.zipcodeids)}) and z."countyid" is not null
        union select 3, z."cityid" from "zipcode" z where z."id" = any(${intArray(input.zipcodeids)})
        union select 1, w."id" from "whole" w
        union select 2, c."id" from "county" c join "whole" w on w."statecode" = c."statecode"
        union select 3, ci."id" from "city" ci join "whole" w on w."statecode" = ci."statecode"
        union select 4, z."id" from "zipcode" z join "whole" w on w."statecode" = z."statecode"
      )
      select distinct vc."vendorid" as "id", null::float8 as "miles"
      from "places" p
      join "vendorcoverage" vc on vc."placekind" = p."kind" and vc."placeid" = p."id" ${trades}`;
  return readRows<VendorSearchResult>(
    db,
    resultRows({ found, tradeids: input.trades, orderBy: sql`v."name", v."id"` }),
  );
}
