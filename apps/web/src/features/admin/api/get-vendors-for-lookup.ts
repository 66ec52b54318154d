import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { VendorLookup } from '../types';
import { adminKeys } from './query-keys';

const TAKE = 50;

/** Vendors by name, a page at a time (the vendor table is large): GET /api/vendor/getvendorsforlookup. */
export const getVendorsForLookup = (search: string) =>
  http.get<VendorLookup[]>('/api/vendor/getvendorsforlookup', {
    params: { search: search || undefined, take: TAKE },
  });

export const useVendorsForLookup = (search: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.vendorsLookup, search],
    queryFn: () => getVendorsForLookup(search),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
