import {
  VENDOR_LINE_MESSAGES,
  vendorBlockReason,
  type PastVendorsQuery,
  type SessionUser,
  type VendorsByTradesQuery,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { ListQuery } from '../../lib/list-query/index';
import { requireWorkOrder } from '../work-orders/index';
import { pgDate } from './sql-values';
import * as search from './vendor-search.repository';
import { getScorecardFreshness, refreshScorecardsIfStale } from './vendor-scorecard';

type Log = Parameters<typeof refreshScorecardsIfStale>[2];

/** The grid protocol's load options and the search's own parameters. */
export type VendorsByTradesListQuery = ListQuery & VendorsByTradesQuery;

/**
 * GET /workorder/getvendorsbytrades (the Select Vendor popup, spec B section 2; docs/decisions/132):
 * every vendor covering the job site for one of the trades, blocked ones too with the reason, on the
 * grid protocol (page, sort, filter, name search; by default in dispatch order). The scorecards come
 * from the summary of docs/decisions/131, refreshed in the background when stale (`db` is the pool).
 */
export async function findVendorsByTrades(options: {
  db: Db;
  user: SessionUser;
  query: VendorsByTradesListQuery;
  log: Log;
}) {
  const { db, user, query, log } = options;
  await requireWorkOrder({ db, user, id: query.workorderId });
  const place = await search.getJobSitePlace(db, query.workorderId);
  if (!place || place.jobsiteid === null) throw new HttpError(400, VENDOR_LINE_MESSAGES.noJobSite);
  const freshness = await getScorecardFreshness(db);
  refreshScorecardsIfStale(db, freshness, log);
  const list = search.vendorCandidateList({
    place,
    tradeids: query.tradeIds ?? [],
    scorecardasof: freshness.computedat,
  });
  return list.find({ db, user, query });
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
