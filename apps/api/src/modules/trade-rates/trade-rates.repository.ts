import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';
import type { TradeOwner } from './trade-rates.owners';

// The SQL of trades, rates and their coverage for any owner (trade-rates.owners.ts). Table and column
// names come from the owner adapter's constants; every value is a bound parameter.

const id = (name: string) => sql.identifier(name);
/** A bound int[] (the ids are validated integers). */
const ints = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const texts = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;

export type TradeRow = {
  id: number;
  ownerid: number;
  tradeid: number;
  tradename: string;
  isdeleted: boolean;
};
export type RateRow = {
  id: number;
  tradeRowId: number;
  name: string | null;
  statecode: string | null;
  regularrate: string;
  overtimerate: string | null;
  holidayrate: string | null;
  tripcharge: string | null;
  markupcharge: string | null;
  lastupdated: Date;
};
export type CountyPlace = { id: number; county: string; statecode: string };
export type CityPlace = { id: number; city: string; statecode: string };
export type ZipPlace = { id: number; zipcode: string; statecode: string };
export type RatePlaces = {
  states: string[];
  counties: CountyPlace[];
  cities: CityPlace[];
  zipcodes: ZipPlace[];
};
export type AmountColumns = Pick<
  RateRow,
  'name' | 'statecode' | 'regularrate' | 'overtimerate' | 'holidayrate' | 'tripcharge' | 'markupcharge'
>;

export async function ownerExists(db: Db, owner: TradeOwner, ownerid: number) {
  const rows = await readRows(db, sql`select 1 from ${id(owner.ownerTable)} where "id" = ${ownerid}`);
  return rows.length > 0;
}

const tradeSelect = (owner: TradeOwner, where: SQL) => sql`
  select t."id", t.${id(owner.ownerColumn)} as "ownerid", t."tradeid", tr."tradename", t."isdeleted"
  from ${id(owner.tradeTable)} t join "trade" tr on tr."tradeid" = t."tradeid"
  where ${where}
  order by tr."tradename", t."id"`;

export const findTradeRow = async (db: Db, owner: TradeOwner, tradeRowId: number) =>
  (await readRows<TradeRow>(db, tradeSelect(owner, sql`t."id" = ${tradeRowId}`)))[0];

/** The owner's live trades (a removed trade is marked deleted and no longer listed). */
export const findLiveTradeRows = (db: Db, owner: TradeOwner, ownerid: number) =>
  readRows<TradeRow>(
    db,
    tradeSelect(owner, sql`t.${id(owner.ownerColumn)} = ${ownerid} and not t."isdeleted"`),
  );

const rateSelect = (owner: TradeOwner, where: SQL) => sql`
  select r."id", r.${id(owner.rateTradeColumn)} as "tradeRowId", r."name", r."statecode", r."regularrate",
    r."overtimerate", r."holidayrate", r."tripcharge", r."markupcharge",
    to_char(r."lastupdated" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "lastupdated"
  from ${id(owner.rateTable)} r where ${where}
  order by r."statecode" nulls last, r."id"`;

/** Raw rows carry the time as text: the ISO string the select makes, read as a Date. */
const readRates = async (db: Db, query: SQL) =>
  (await readRows<Omit<RateRow, 'lastupdated'> & { lastupdated: string }>(db, query)).map((row): RateRow => ({
    ...row,
    lastupdated: new Date(row.lastupdated),
  }));

export const findRateRowsOfTrades = (db: Db, owner: TradeOwner, tradeRowIds: number[]) =>
  tradeRowIds.length === 0
    ? Promise.resolve([])
    : readRates(db, rateSelect(owner, sql`r.${id(owner.rateTradeColumn)} = any(${ints(tradeRowIds)})`));

export const findRateRow = async (db: Db, owner: TradeOwner, rateid: number) =>
  (await readRates(db, rateSelect(owner, sql`r."id" = ${rateid}`)))[0];

/** The places of each rate, by rate id. */
export async function findRatePlaces(db: Db, owner: TradeOwner, rateids: number[]) {
  const byRate = new Map<number, RatePlaces>(
    rateids.map((rateid) => [rateid, { states: [], counties: [], cities: [], zipcodes: [] }]),
  );
  if (rateids.length === 0) return byRate;
  const inRates = sql`x."traderateid" = any(${ints(rateids)})`;
  const c = owner.coverage;
  // One query after another: inside a transaction (the rate import) they share one connection.
  const states = await readRows<{ traderateid: number; statecode: string }>(
    db,
    sql`select x."traderateid", x."statecode" from ${id(c.state)} x where ${inRates} order by x."statecode"`,
  );
  const counties = await readRows<CountyPlace & { traderateid: number }>(
    db,
    sql`select x."traderateid", p."id", p."county", p."statecode" from ${id(c.county)} x
      join "county" p on p."id" = x."countyid" where ${inRates} order by p."county", p."statecode"`,
  );
  const cities = await readRows<CityPlace & { traderateid: number }>(
    db,
    sql`select x."traderateid", p."id", p."city", p."statecode" from ${id(c.city)} x
      join "city" p on p."id" = x."cityid" where ${inRates} order by p."city", p."statecode"`,
  );
  const zipcodes = await readRows<ZipPlace & { traderateid: number }>(
    db,
    sql`select x."traderateid", p."id", p."zipcode", p."statecode" from ${id(c.zip)} x
      join "zipcode" p on p."id" = x."zipcodeid" where ${inRates} order by p."zipcode"`,
  );
  for (const row of states) byRate.get(row.traderateid)?.states.push(row.statecode);
  for (const { traderateid, ...place } of counties) byRate.get(traderateid)?.counties.push(place);
  for (const { traderateid, ...place } of cities) byRate.get(traderateid)?.cities.push(place);
  for (const { traderateid, ...place } of zipcodes) byRate.get(traderateid)?.zipcodes.push(place);
  return byRate;
}

/**
 * The geography rows of the ids named, and the cities named only by name and state. One query after
 * another: inside a transaction they share one connection.
 */
export async function findPlaces(
  db: Db,
  ids: { countyids: number[]; cityids: number[]; zipids: number[] },
  cityNames: { city: string; statecode: string }[],
) {
  const byIds = async <T>(table: string, column: string, values: number[]) =>
    values.length === 0
      ? []
      : readRows<T>(
          db,
          sql`select "id", ${id(column)}, "statecode" from ${id(table)} where "id" = any(${ints(values)})`,
        );
  const counties = await byIds<CountyPlace>('county', 'county', ids.countyids);
  const cities = await byIds<CityPlace>('city', 'city', ids.cityids);
  const zipcodes = await byIds<ZipPlace>('zipcode', 'zipcode', ids.zipids);
  const named =
    cityNames.length === 0
      ? []
      : await readRows<CityPlace>(
          db,
          sql`select distinct on (lower(c."city"), c."statecode") c."id", c."city", c."statecode"
            from "city" c
            join unnest(${texts(cityNames.map((n) => n.city.toLowerCase()))},
              ${texts(cityNames.map((n) => n.statecode))}) as n("city", "statecode")
              on lower(c."city") = n."city" and c."statecode" = n."statecode"
            order by lower(c."city"), c."statecode", c."id"`,
        );
  return { counties, cities: [...cities, ...named], zipcodes };
}

export async function insertTrade(db: Db, owner: TradeOwner, ownerid: number, tradeid: number) {
  const [row] = await readRows<{ id: number }>(
    db,
    sql`insert into ${id(owner.tradeTable)} (${id(owner.ownerColumn)}, "tradeid")
      values (${ownerid}, ${tradeid}) returning "id"`,
  );
  return row!.id;
}

export const markTradeDeleted = (db: Db, owner: TradeOwner, tradeRowId: number) =>
  db.execute(sql`update ${id(owner.tradeTable)} set "isdeleted" = true where "id" = ${tradeRowId}`);

export async function insertRate(db: Db, owner: TradeOwner, tradeRowId: number, values: AmountColumns) {
  const [row] = await readRows<{ id: number }>(
    db,
    sql`insert into ${id(owner.rateTable)} (${id(owner.rateTradeColumn)}, "name", "statecode", "regularrate",
        "overtimerate", "holidayrate", "tripcharge", "markupcharge", "lastupdated")
      values (${tradeRowId}, ${values.name}, ${values.statecode}, ${values.regularrate}, ${values.overtimerate},
        ${values.holidayrate}, ${values.tripcharge}, ${values.markupcharge}, now())
      returning "id"`,
  );
  return row!.id;
}

export const updateRate = (db: Db, owner: TradeOwner, rateid: number, values: AmountColumns) =>
  db.execute(sql`update ${id(owner.rateTable)} set "name" = ${values.name}, "statecode" = ${values.statecode},
      "regularrate" = ${values.regularrate}, "overtimerate" = ${values.overtimerate},
      "holidayrate" = ${values.holidayrate}, "tripcharge" = ${values.tripcharge},
      "markupcharge" = ${values.markupcharge}, "lastupdated" = now()
    where "id" = ${rateid}`);

export const deleteRate = (db: Db, owner: TradeOwner, rateid: number) =>
  db.execute(sql`delete from ${id(owner.rateTable)} where "id" = ${rateid}`);

/**
 * Replaces a rate's coverage rows: the states covered whole, the counties, cities and zip codes. The
 * trigger-kept `vendorcoverage` (decision 132) follows in the same transaction.
 */
export async function replaceCoverage(
  db: Db,
  owner: TradeOwner,
  rateid: number,
  coverage: { states: string[]; countyids: number[]; cityids: number[]; zipids: number[] },
) {
  const c = owner.coverage;
  for (const table of [c.state, c.county, c.city, c.zip])
    await db.execute(sql`delete from ${id(table)} where "traderateid" = ${rateid}`);
  const insert = async (table: string, column: string, values: SQL | null) => {
    if (values)
      await db.execute(sql`insert into ${id(table)} ("traderateid", ${id(column)})
      select ${rateid}, v from unnest(${values}) as v on conflict do nothing`);
  };
  const list = <T>(values: T[], make: (values: T[]) => SQL) => (values.length ? make(values) : null);
  await insert(c.state, 'statecode', list(coverage.states, texts));
  await insert(c.county, 'countyid', list(coverage.countyids, ints));
  await insert(c.city, 'cityid', list(coverage.cityids, ints));
  await insert(c.zip, 'zipcodeid', list(coverage.zipids, ints));
}

/** Copies every rate of one trade, with its coverage, under another trade of the same owner. */
export async function copyRates(db: Db, owner: TradeOwner, fromTradeRowId: number, toTradeRowId: number) {
  const rates = await findRateRowsOfTrades(db, owner, [fromTradeRowId]);
  const c = owner.coverage;
  for (const rate of rates) {
    const copy = await insertRate(db, owner, toTradeRowId, rate);
    for (const [table, column] of [
      [c.state, 'statecode'],
      [c.county, 'countyid'],
      [c.city, 'cityid'],
      [c.zip, 'zipcodeid'],
    ] as const)
      await db.execute(sql`insert into ${id(table)} ("traderateid", ${id(column)})
        select ${copy}, ${id(column)} from ${id(table)} where "traderateid" = ${rate.id}`);
  }
}

/** The trade list's names of these trade ids (an unknown id is missing from the answer). */
export const findTradeNames = (db: Db, tradeids: number[]) =>
  readRows<{ tradeid: number; tradename: string }>(
    db,
    sql`select "tradeid", "tradename" from "trade" where "tradeid" = any(${ints(tradeids)})`,
  );
