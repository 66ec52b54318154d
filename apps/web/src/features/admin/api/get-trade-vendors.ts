import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { DispatchVendorChoice } from '../types';
import { adminKeys } from './query-keys';

/** GET /api/admin/getallvendorsbytradeid?tradeId: every vendor the Select Vendor popup offers for the trade. */
export const getDispatchVendorChoices = (tradeid: number, signal?: AbortSignal) =>
  http.get<DispatchVendorChoice[]>('/api/admin/getallvendorsbytradeid', {
    params: { tradeId: tradeid },
    signal,
  });

export const useDispatchVendorChoices = (tradeid: number, isEnabled: boolean) =>
  useQuery({
    queryKey: adminKeys.tradeVendors(tradeid),
    queryFn: ({ signal }) => getDispatchVendorChoices(tradeid, signal),
    enabled: isEnabled,
  });
