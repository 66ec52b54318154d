import { sql } from 'drizzle-orm';
import { type SessionUser, TRADE_RATE_MESSAGES } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { TradeOwner } from './trade-rates.owners';
import {
  copyRates,
  findLiveTradeRows,
  findRatePlaces,
  findRateRowsOfTrades,
  findTradeNames,
  findTradeRow,
  insertTrade,
  markTradeDeleted,
  ownerExists,
  type RatePlaces,
  type RateRow,
  type TradeRow,
} from './trade-rates.repository';

// A vendor's or a customer's trades (spec C 2.6; docs/decisions/143), written once over the owner
// adapter. Rates are in trade-rates.rates.service.ts.

type Owned = { db: Db; owner: TradeOwner; user: SessionUser };

export type RateAnswer = Omit<RateRow, 'tradeRowId'> & {
  statecodes: string[];
  counties: RatePlaces['counties'];
  cities: RatePlaces['cities'];
  zipcodes: RatePlaces['zipcodes'];
  vendortradeid?: number;
  customertradeid?: number;
};
export type TradeAnswer = {
  id: number;
  tradeid: number;
  tradename: string;
  isdeleted: boolean;
  vendorid?: number;
  customerid?: number;
  rates: RateAnswer[];
};

/**
 * The rate as the editor reads it: `statecodes` are the states it covers whole and the states of its
 * places (decision 143), so the Rate Details popup shows every state it names.
 */
export function toRateAnswer(owner: TradeOwner, row: RateRow, places: RatePlaces): RateAnswer {
  const { tradeRowId, ...rate } = row;
  const statecodes = [
    ...new Set([
      ...places.states,
      ...[...places.counties, ...places.cities, ...places.zipcodes].map((place) => place.statecode),
      ...(row.statecode ? [row.statecode] : []),
    ]),
  ].sort();
  return {
    ...rate,
    statecodes,
    counties: places.counties,
    cities: places.cities,
    zipcodes: places.zipcodes,
    [owner.rateTradeColumn]: tradeRowId,
  };
}

/** Reads the rates of these trades and answers the trades with them. */
async function withRates(db: Db, owner: TradeOwner, rows: TradeRow[]): Promise<TradeAnswer[]> {
  const rates = await findRateRowsOfTrades(
    db,
    owner,
    rows.map((row) => row.id),
  );
  const places = await findRatePlaces(
    db,
    owner,
    rates.map((rate) => rate.id),
  );
  return rows.map(({ ownerid, ...trade }) => ({
    ...trade,
    [owner.ownerColumn]: ownerid,
    rates: rates
      .filter((rate) => rate.tradeRowId === trade.id)
      .map((rate) => toRateAnswer(owner, rate, places.get(rate.id)!)),
  }));
}

/** The owner exists and the user may read it: 403 before 404, so a portal user learns nothing of others. */
export async function requireOwner({ db, owner, user, ownerid }: Owned & { ownerid: number }) {
  if (!owner.canRead(user, ownerid)) throw forbidden();
  if (!(await ownerExists(db, owner, ownerid))) throw notFound(`${owner.caption} not found.`);
}

/** A live trade of an owner the user may read. */
export async function requireTrade({ db, owner, user, tradeRowId }: Owned & { tradeRowId: number }) {
  const row = await findTradeRow(db, owner, tradeRowId);
  if (row && !owner.canRead(user, row.ownerid)) throw forbidden();
  if (!row || row.isdeleted) throw notFound(TRADE_RATE_MESSAGES.tradeNotFound);
  return row;
}

/** GET /{area}/gettrades: the owner's live trades, each with its rates. */
export async function findTrades(options: Owned & { ownerid: number }) {
  await requireOwner(options);
  return withRates(
    options.db,
    options.owner,
    await findLiveTradeRows(options.db, options.owner, options.ownerid),
  );
}

/** One row lock per owner, so that two adds of the same trade answer "already on the list", not a 409. */
const lockOwner = (db: Db, owner: TradeOwner, ownerid: number) =>
  db.execute(sql`select 1 from ${sql.identifier(owner.ownerTable)} where "id" = ${ownerid} for update`);

/** The trades to add exist, are not on the owner's list, and are named once. */
async function checkNewTrades(db: Db, owner: TradeOwner, ownerid: number, tradeids: number[]) {
  const known = new Set((await findTradeNames(db, tradeids)).map((row) => row.tradeid));
  if (tradeids.some((tradeid) => !known.has(tradeid)))
    throw badRequest('Trade is invalid.', { tradeid: 'Trade is invalid.' });
  const present = new Set((await findLiveTradeRows(db, owner, ownerid)).map((row) => row.tradeid));
  if (tradeids.some((tradeid) => present.has(tradeid)))
    throw badRequest(TRADE_RATE_MESSAGES.tradePresent, { tradeid: TRADE_RATE_MESSAGES.tradePresent });
}

/** POST /{area}/trade/add: a trade the owner does not have yet; answers the owner with its trades. */
export async function addTrade(options: Owned & { ownerid: number; tradeid: number }) {
  const { db, owner, ownerid, tradeid } = options;
  await requireOwner(options);
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner, ownerid);
    await checkNewTrades(tx, owner, ownerid, [tradeid]);
    await insertTrade(tx, owner, ownerid, tradeid);
  });
  return { id: ownerid, trades: await findTrades(options) };
}

/**
 * POST /{area}/copytrade/{tradeid}: each listed trade is added to the owner with a copy of the source
 * trade's rates and their coverage (decision 143); answers the owner's trades.
 */
export async function copyTrade(
  options: Owned & { sourceTradeRowId: number; targets: { tradeid: number; ownerid: number }[] },
) {
  const { db, owner, sourceTradeRowId, targets } = options;
  const source = await requireTrade({ ...options, tradeRowId: sourceTradeRowId });
  if (targets.some((target) => target.ownerid !== source.ownerid))
    throw badRequest(TRADE_RATE_MESSAGES.copyOtherOwner, {
      [owner.ownerColumn]: TRADE_RATE_MESSAGES.copyOtherOwner,
    });
  const tradeids = [...new Set(targets.map((target) => target.tradeid))];
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner, source.ownerid);
    await checkNewTrades(tx, owner, source.ownerid, tradeids);
    for (const tradeid of tradeids) {
      const copy = await insertTrade(tx, owner, source.ownerid, tradeid);
      await copyRates(tx, owner, source.id, copy);
    }
  });
  return findTrades({ ...options, ownerid: source.ownerid });
}

/** PUT /{area}/trade/remove: marks the trade deleted (spec C 2.6); answers the owner's live trades. */
export async function removeTrade(options: Owned & { tradeRowId: number }) {
  const row = await requireTrade(options);
  await markTradeDeleted(options.db, options.owner, row.id);
  return findTrades({ ...options, ownerid: row.ownerid });
}
