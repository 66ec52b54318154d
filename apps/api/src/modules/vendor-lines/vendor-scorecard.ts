import { sql } from 'drizzle-orm';
import type { VendorScorecard } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';
import { pgDate } from './sql-values';

/**
 * The vendor scorecard and the per-vendor figures (WO count, rating with the QC reviews) of docs/decisions/131: two
 * materialized views (migration 0012) that the database computes from our own data and that this
 * module keeps fresh in the background. Reading them is one index lookup per vendor; computing them
 * reads every line of the last 12 months, which a search of 20,000 vendors could not afford.
 */

/** Columns of `vendortradescorecard` (alias `sc`) as a scorecard; zeros and nulls for a vendor without a row. */
export const scorecardColumns = (alias: string) => {
  const sc = sql.raw(`"${alias}"`);
  return sql`${sc}."qcaverage" as "sc_qcaverage", ${sc}."qcscore" as "sc_qcscore",
    coalesce(${sc}."qcreviews", 0) as "sc_qcreviews", coalesce(${sc}."arrivals", 0) as "sc_arrivals",
    coalesce(${sc}."ontimearrivals", 0) as "sc_ontimearrivals", coalesce(${sc}."completedjobs", 0) as "sc_completedjobs",
    ${sc}."averagecost"::text as "sc_averagecost"`;
};

export type ScorecardRow = {
  sc_qcaverage: number | null;
  sc_qcscore: number | null;
  sc_qcreviews: number;
  sc_arrivals: number;
  sc_ontimearrivals: number;
  sc_completedjobs: number;
  sc_averagecost: string | null;
};

/** The wire scorecard of a row read with scorecardColumns. */
export function toScorecard(tradeid: number, row: ScorecardRow): VendorScorecard {
  const arrivals = Number(row.sc_arrivals);
  return {
    tradeid,
    qcaverage: row.sc_qcaverage === null ? null : Number(row.sc_qcaverage),
    qcscore: row.sc_qcscore === null ? null : Number(row.sc_qcscore),
    qcreviews: Number(row.sc_qcreviews),
    ontimerate:
      arrivals === 0 ? null : Math.round((Number(row.sc_ontimearrivals) / arrivals) * 10_000) / 10_000,
    arrivals,
    completedjobs: Number(row.sc_completedjobs),
    averagecost: row.sc_averagecost,
  };
}

type Freshness = { computedat: Date | null; haschanges: boolean };

/** When the figures were computed, and whether lines, events or reviews were added since. */
export async function getScorecardFreshness(db: Db): Promise<Freshness> {
  const [row] = await readRows<Freshness>(
    db,
    sql`select s."computedat",
        s."lastlineid" < (select coalesce(max("id"), 0) from "workordervendor")
        or s."lasteventid" < (select coalesce(max("id"), 0) from "workorderevent")
        or s."lastqcid" < (select coalesce(max("id"), 0) from "workordervendorqc")
        or s."lastratingid" < (select coalesce(max("id"), 0) from "vendorrating") as "haschanges"
      from "vendorscorestats" s limit 1`,
  );
  return row
    ? { computedat: pgDate(row.computedat), haschanges: row.haschanges }
    : { computedat: null, haschanges: true };
}

const LOCK = sql`hashtext('dw_vendor_scorecards')`;

/**
 * Recomputes both views (CONCURRENTLY: readers keep the old rows meanwhile). With `wait: false` it
 * gives up when another process or replica is refreshing them (answers false).
 */
export async function refreshVendorScorecards(db: Db, options: { wait?: boolean } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (options.wait === false) {
      const [lock] = await readRows<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${LOCK}) as ok`,
      );
      if (!lock?.ok) return false;
    } else {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    }
    await tx.execute(sql`refresh materialized view concurrently "vendortradescorecard"`);
    await tx.execute(sql`refresh materialized view concurrently "vendorscorestats"`);
    return true;
  });
}

/** The slowest data may wait (docs/decisions/131): figures older than this are refreshed on the next read. */
export const SCORECARD_MAX_AGE_MS = 15 * 60_000;
/** New data is picked up after at least this long, and after 20 times the last refresh's duration. */
const MIN_INTERVAL_MS = 5_000;

type RefreshState = { running: Promise<void> | null; lastDurationMs: number; requested: boolean };
const states = new WeakMap<Db, RefreshState>();

type Log = { error: (details: Record<string, unknown>, message: string) => void };

function stateOf(db: Db): RefreshState {
  let state = states.get(db);
  if (!state) {
    state = { running: null, lastDurationMs: 0, requested: false };
    states.set(db, state);
  }
  return state;
}

function start(db: Db, state: RefreshState, log: Log) {
  state.requested = false;
  const started = Date.now();
  state.running = refreshVendorScorecards(db, { wait: false })
    .then(() => {
      state.lastDurationMs = Date.now() - started;
    })
    .catch((error: unknown) => log.error({ error: String(error) }, 'vendor scorecard refresh failed'))
    .finally(() => {
      state.running = null;
      if (state.requested) start(db, state, log);
    });
}

/**
 * Starts a background refresh when the figures are older than SCORECARD_MAX_AGE_MS, or when data
 * came in since and the last refresh is long enough ago; never waits for it. `db` must be the pool
 * (app.db), not a request's transaction.
 */
export function refreshScorecardsIfStale(db: Db, freshness: Freshness, log: Log): void {
  const state = stateOf(db);
  if (state.running) return;
  const age = freshness.computedat ? Date.now() - freshness.computedat.getTime() : Number.POSITIVE_INFINITY;
  const minInterval = Math.max(MIN_INTERVAL_MS, 20 * state.lastDurationMs);
  if (age > SCORECARD_MAX_AGE_MS || (freshness.haschanges && age > minInterval)) start(db, state, log);
}

/** Asks for a refresh after a change the freshness check cannot see (a QC review replaced in place). */
export function requestScorecardRefresh(db: Db, log: Log): void {
  const state = stateOf(db);
  if (state.running) state.requested = true;
  else start(db, state, log);
}

/** Resolves once no background refresh of `db` is running (tests, shutdown). */
export async function scorecardRefreshIdle(db: Db): Promise<void> {
  for (let state = states.get(db); state?.running; state = states.get(db)) await state.running;
}
