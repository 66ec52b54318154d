import { type RateInput, type SessionUser, TRADE_RATE_MESSAGES } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { TradeOwner } from './trade-rates.owners';
import {
  type AmountColumns,
  deleteRate,
  findPlaces,
  findRatePlaces,
  findRateRow,
  insertRate,
  type RatePlaces,
  type RateRow,
  replaceCoverage,
  updateRate,
} from './trade-rates.repository';
import { requireTrade, toRateAnswer } from './trade-rates.service';

// A trade's rates and their coverage (spec C 2.6 Rate Details; docs/decisions/143). Saving a rate
// replaces its coverage rows in the same transaction, so the trigger-kept vendorcoverage (decision 132)
// answers the dispatch search with the new places at once.

type Owned = { db: Db; owner: TradeOwner; user: SessionUser };
type Existing = { row: RateRow; places: RatePlaces; statecodes: string[] };
type Kind = 'counties' | 'cities' | 'zipcodes';

const IDS_OF: Record<Kind, 'countyids' | 'cityids' | 'zipids'> = {
  counties: 'countyids',
  cities: 'cityids',
  zipcodes: 'zipids',
};

/** The ids a save names for one kind of place (the id lists win over the objects), or undefined. */
function namedIds(input: RateInput, kind: Kind) {
  const ids = input[IDS_OF[kind]];
  if (ids) return { ids, names: [] };
  const refs = input[kind];
  if (!refs) return undefined;
  const withId = refs.flatMap((ref) => (ref.id ? [ref.id] : []));
  const names =
    kind === 'cities'
      ? (input.cities ?? []).flatMap((ref) =>
          !ref.id && ref.city && ref.statecode ? [{ city: ref.city, statecode: ref.statecode }] : [],
        )
      : [];
  if (withId.length + names.length < refs.length)
    throw badRequest(TRADE_RATE_MESSAGES.placeUnknown, { [kind]: TRADE_RATE_MESSAGES.placeUnknown });
  return { ids: withId, names };
}

/**
 * The coverage a save asks for: the states, and the counties, cities and zips inside them. A part left
 * out keeps the rate's (those of dropped states go); a county, city or zip outside the states is a 400.
 * States with no narrower place are covered whole (decision 018).
 */
async function resolveCoverage(db: Db, input: RateInput, existing?: Existing) {
  const statecodes = [
    ...new Set(input.statecodes ?? existing?.statecodes ?? (input.statecode ? [input.statecode] : [])),
  ];
  if (statecodes.length === 0)
    throw badRequest(TRADE_RATE_MESSAGES.stateRequired, { statecodes: TRADE_RATE_MESSAGES.stateRequired });
  const chosen = new Set(statecodes);
  const named = {
    counties: namedIds(input, 'counties'),
    cities: namedIds(input, 'cities'),
    zipcodes: namedIds(input, 'zipcodes'),
  };
  const found = await findPlaces(
    db,
    {
      countyids: named.counties?.ids ?? [],
      cityids: named.cities?.ids ?? [],
      zipids: named.zipcodes?.ids ?? [],
    },
    named.cities?.names ?? [],
  );
  const pick = <P extends { id: number; statecode: string }>(kind: Kind, rows: P[], kept: P[]) => {
    const asked = named[kind];
    if (!asked) return kept.filter((place) => chosen.has(place.statecode));
    const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
    if (unique.length < new Set(asked.ids).size + asked.names.length)
      throw badRequest(TRADE_RATE_MESSAGES.placeUnknown, { [kind]: TRADE_RATE_MESSAGES.placeUnknown });
    if (unique.some((place) => !chosen.has(place.statecode)))
      throw badRequest(TRADE_RATE_MESSAGES.placeOutsideStates, {
        [kind]: TRADE_RATE_MESSAGES.placeOutsideStates,
      });
    return unique;
  };
  const counties = pick('counties', found.counties, existing?.places.counties ?? []);
  const cities = pick('cities', found.cities, existing?.places.cities ?? []);
  const zipcodes = pick('zipcodes', found.zipcodes, existing?.places.zipcodes ?? []);
  const narrowed = new Set([...counties, ...cities, ...zipcodes].map((place) => place.statecode));
  return {
    statecodes,
    states: statecodes.filter((code) => !narrowed.has(code)),
    countyids: counties.map((place) => place.id),
    cityids: cities.map((place) => place.id),
    zipids: zipcodes.map((place) => place.id),
  };
}

/** The amounts after a save: what the input names, else the rate's (null for a new rate). */
function amountsOf(input: RateInput, statecodes: string[], existing?: RateRow): AmountColumns {
  const keep = <K extends keyof AmountColumns>(key: K, value: AmountColumns[K] | undefined) =>
    value === undefined ? (existing?.[key] ?? null) : value;
  const statecode = [input.statecode, existing?.statecode].find((code) => code && statecodes.includes(code));
  return {
    name: keep('name', input.name),
    statecode: statecode ?? statecodes[0]!,
    regularrate: (input.regularrate ?? existing?.regularrate)!,
    overtimerate: keep('overtimerate', input.overtimerate),
    holidayrate: keep('holidayrate', input.holidayrate),
    tripcharge: keep('tripcharge', input.tripcharge),
    markupcharge: keep('markupcharge', input.markupcharge),
  };
}

async function readRate(db: Db, owner: TradeOwner, rateid: number) {
  const row = (await findRateRow(db, owner, rateid))!;
  const places = (await findRatePlaces(db, owner, [rateid])).get(rateid)!;
  return toRateAnswer(owner, row, places);
}

/** A rate of a live trade of an owner the user may read, with its coverage. */
async function requireRate(options: Owned & { rateid: number }): Promise<Existing> {
  const row = await findRateRow(options.db, options.owner, options.rateid);
  if (!row) throw notFound(TRADE_RATE_MESSAGES.rateNotFound);
  await requireTrade({ ...options, tradeRowId: row.tradeRowId });
  const places = (await findRatePlaces(options.db, options.owner, [row.id])).get(row.id)!;
  return { row, places, statecodes: toRateAnswer(options.owner, row, places).statecodes };
}

/** POST /{area}/rate/add: a new rate of the trade with its coverage; answers the saved rate. */
export async function addRate(
  options: Owned & { tradeRowId: number; input: RateInput & { regularrate: string } },
) {
  const { db, owner, input } = options;
  const trade = await requireTrade(options);
  const rateid = await db.transaction(async (tx) => {
    const coverage = await resolveCoverage(tx, input);
    const id = await insertRate(tx, owner, trade.id, amountsOf(input, coverage.statecodes));
    await replaceCoverage(tx, owner, id, coverage);
    return id;
  });
  return readRate(db, owner, rateid);
}

/** PUT /{area}/rate/update: what the input names changes, the rest stays; answers the saved rate. */
export async function updateRateOf(options: Owned & { rateid: number; input: RateInput }) {
  const { db, owner, input } = options;
  const existing = await requireRate(options);
  await db.transaction(async (tx) => {
    const coverage = await resolveCoverage(tx, input, existing);
    await updateRate(tx, owner, existing.row.id, amountsOf(input, coverage.statecodes, existing.row));
    await replaceCoverage(tx, owner, existing.row.id, coverage);
  });
  return readRate(db, owner, existing.row.id);
}

/** DELETE /{area}/rate/delete/{id}: the rate and its coverage go. */
export async function removeRate(options: Owned & { rateid: number }) {
  const existing = await requireRate(options);
  await deleteRate(options.db, options.owner, existing.row.id);
  return { id: existing.row.id, message: TRADE_RATE_MESSAGES.removedRate };
}
