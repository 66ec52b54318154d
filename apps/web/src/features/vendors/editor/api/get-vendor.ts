import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { vendorKeys } from './query-keys';
import type { VendorDetail } from './types';

/** GET /api/vendor/{id}: the record plus tiers, terms, trades, statuses and states (spec C 7). */
export const getVendor = (id: number, signal?: AbortSignal) =>
  http.get<VendorDetail>(`/api/vendor/${id}`, { signal });

/**
 * The editor's record. A failed first load goes to the page's error boundary ("Something went wrong:");
 * a failed refetch keeps the record on screen (the client has toasted the failure).
 */
export const useVendor = (id: number) =>
  useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => getVendor(id, signal),
    throwOnError: (_error, query) => query.state.data === undefined,
  });
