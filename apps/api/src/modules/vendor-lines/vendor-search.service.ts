import {
  VENDOR_LINE_MESSAGES,
  vendorBlockReason,
  type PastVendorsQuery,
  type SessionUser,
  type VendorCandidate,
  type VendorsByTrades,
  type VendorsByTradesQuery,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { requireWorkOrder } from '../work-orders/index';
import { pgDate } from './sql-values';
import * as search from './vendor-search.repository';
import { getScorecardFreshness, refreshScorecardsIfStale, toScorecard } from './vendor-scorecard';

type Log = Parameters<typeof refreshScorecardsIfStale>[2];

function toCandidate(row: search.VendorCandidateRow): VendorCandidate {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    statecode: row.statecode,
    postalcode: row.postalcode,
    primaryphone: row.primaryphone,
    dispatchemail: row.dispatchemail,
    isactive: row.isactive,
    excludedfromcustomer: row.excludedfromcustomer,
    minnte: row.minnte,
    createddate: pgDate(row.createddate),
    vendorrating: row.vendorrating,
    vendorstatustypeid: row.vendorstatustypeid,
    vendorstatus: row.vendorstatus,
    vendorstatuscolor: row.vendorstatuscolor,
    backgroundchecksrun: row.backgroundchecksrun,
    wocount: Number(row.wocount),
    // Miles to two decimals (rounded here: the order above used the exact distance).
    distancefromjob: row.distancefromjob === null ? null : Math.round(row.distancefromjob * 100) / 100,
    mssw: row.mssw,
    termid: row.termid,
    term: row.term,
    tierid: row.tierid,
    tradeid: row.tradeid,
    primarytrade: row.primarytrade,
    priority: row.priority,
    paperworkcomplete: row.paperworkcomplete,
    blockedreason: vendorBlockReason(row),
    isattached: row.isattached,
    scorecard: toScorecard(row.tradeid, row),
  };
}

/**
 * Within one dispatch priority, the vendors that can be attached come first, nearest first, and the
 * blocked ones after them ("the nearest allowed vendor first among equal priorities", issue 10). The
 * rows arrive ordered by priority, distance and name; the sort is stable, so that order stays within
 * each group.
 */
function dispatchOrder(rows: VendorCandidate[]): VendorCandidate[] {
  const rank = (row: VendorCandidate) => row.priority ?? Number.MAX_SAFE_INTEGER;
  return rows.sort(
    (a, b) => rank(a) - rank(b) || Number(a.blockedreason !== null) - Number(b.blockedreason !== null),
  );
}

/**
 * GET /workorder/getvendorsbytrades (the Select Vendor popup, spec B section 2; docs/decisions/132):
 * every vendor covering the job site for one of the trades, blocked ones too with the reason, in
 * dispatch order. The scorecards come from the summary of docs/decisions/131, refreshed in the
 * background when stale (`db` is the pool).
 */
export async function findVendorsByTrades(options: {
  db: Db;
  user: SessionUser;
  query: VendorsByTradesQuery;
  log: Log;
}): Promise<VendorsByTrades> {
  const { db, user, query, log } = options;
  await requireWorkOrder({ db, user, id: query.workorderId });
  const place = await search.getJobSitePlace(db, query.workorderId);
  if (!place || place.jobsiteid === null) throw new HttpError(400, VENDOR_LINE_MESSAGES.noJobSite);
  const [rows, freshness] = await Promise.all([
    search.findVendorsCoveringSite(db, { place, tradeids: query.tradeIds ?? [] }),
    getScorecardFreshness(db),
  ]);
  refreshScorecardsIfStale(db, freshness, log);
  return { data: dispatchOrder(rows.map(toCandidate)), scorecardasof: freshness.computedat };
}

/** GET /workorder/getpastvendors: the site must be the order's own (its other orders' vendors). */
export async function findPastVendors(options: { db: Db; user: SessionUser; query: PastVendorsQuery }) {
  const { db, user, query } = options;
  await requireWorkOrder({ db, user, id: query.workorderid });
  const place = await search.getJobSitePlace(db, query.workorderid);
  if (place?.jobsiteid !== query.jobsiteid)
    throw new HttpError(400, VENDOR_LINE_MESSAGES.jobSiteInvalid, {
      jobsiteid: VENDOR_LINE_MESSAGES.jobSiteInvalid,
    });
  const rows = await search.findPastVendorsOfSite(db, query);
  return rows.map(({ excludedfromcustomer, ...row }) => ({
    ...row,
    lastdate: pgDate(row.lastdate),
    blockedreason: vendorBlockReason({ ...row, excludedfromcustomer }),
  }));
}
