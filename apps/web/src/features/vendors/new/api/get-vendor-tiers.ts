import type { tierSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

export type TierOption = WireOf<typeof tierSchema>;

/** GET /api/vendor/getvendortiers: the tiers a new vendor may take (read once per session). */
export const useVendorTiers = () =>
  useQuery({
    queryKey: ['lookups', 'vendortiers'],
    queryFn: ({ signal }) => http.get<TierOption[]>('/api/vendor/getvendortiers', { signal }),
    staleTime: Infinity,
  });
