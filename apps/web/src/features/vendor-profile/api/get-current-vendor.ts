import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vendorProfileKeys } from './query-keys';
import type { CurrentVendor } from './types';

/** GET /api/vendorprofile/currentvendor: the signed-in Vendor or Tech user's vendor (decision 157). */
export const getCurrentVendor = (signal?: AbortSignal) =>
  http.get<CurrentVendor>('/api/vendorprofile/currentvendor', { signal });

/** A failed first load goes to the page's error boundary; a failed refetch keeps the record shown. */
export const useCurrentVendor = () =>
  useQuery({
    queryKey: vendorProfileKeys.currentVendor,
    queryFn: ({ signal }) => getCurrentVendor(signal),
    throwOnError: (_error, query) => query.state.data === undefined,
  });
