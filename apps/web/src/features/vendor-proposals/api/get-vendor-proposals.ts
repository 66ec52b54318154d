import type { GridFetcher, LoadResult } from '../../../components/data-grid';
import { http, type QueryParams } from '../../../lib/http';

/**
 * Under the order's record key: a change invalidates the whole order, so the header, the vendor lines'
 * quoted amounts and the customer proposals refresh with this list (decision 137's key scheme).
 */
export const vendorProposalsKey = (recordKey: readonly unknown[]) =>
  [...recordKey, 'vendorproposals'] as const;

/** GET /api/workorder/vendorproposals?workorderid on the grid protocol (submitted proposals, never drafts). */
export const vendorProposalsFetcher =
  (workorderid: number): GridFetcher =>
  (params: QueryParams, signal?: AbortSignal) =>
    http.get<LoadResult<unknown>>('/api/workorder/vendorproposals', {
      params: { ...params, workorderid },
      signal,
    });
