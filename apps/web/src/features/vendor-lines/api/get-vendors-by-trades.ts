import type { GridFetcher, LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

/**
 * GET /api/workorder/getvendorsbytrades?workorderId&tradeIds on the grid protocol (`vendorCandidateResource`):
 * every vendor covering the order's job site for those trades, in dispatch order by default (priority, the
 * vendors that can be attached, distance), blocked ones with their reason (decision 132). No trade is a 400
 * with the spec's warning, so the popup never asks without one.
 */
export const vendorsByTradesFetcher =
  (workorderId: number, tradeIds: readonly number[]): GridFetcher =>
  (params: QueryParams, signal?: AbortSignal) =>
    http.get<LoadResult<unknown>>('/api/workorder/getvendorsbytrades', {
      params: { ...params, workorderId, tradeIds: tradeIds.join(',') },
      signal,
    });

/** The popup's queries, under one key per order (invalidated after an attach: "Already attached"). */
export const vendorCandidatesKey = (workorderId: number, tradeIds: readonly number[]) =>
  ['vendorlines', 'candidates', workorderId, [...tradeIds]] as const;
