import type { customerLookupSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A row of GET /api/customer/getcustomers (staff only). */
export type CustomerOption = WireOf<typeof customerLookupSchema>;

export const customerKeys = { lookup: ['lookups', 'customers'] as const };

export const getCustomers = (signal?: AbortSignal) =>
  http.get<CustomerOption[]>('/api/customer/getcustomers', { signal });

/** The customer picker of the work-order form and of the user dialog: one call, one cache entry. */
export const useCustomers = ({ isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({
    queryKey: customerKeys.lookup,
    queryFn: ({ signal }) => getCustomers(signal),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
