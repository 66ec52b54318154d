import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { DispatchVendor } from '../types';
import { adminKeys } from './query-keys';

/** GET /api/admin/getvendorsbytradeid?tradeId: the trade's prioritised vendors (spec A "Admin", Dispatch). */
export const getDispatchVendors = (tradeid: number, signal?: AbortSignal) =>
  http.get<DispatchVendor[]>('/api/admin/getvendorsbytradeid', { params: { tradeId: tradeid }, signal });

export const useDispatchVendors = (tradeid: number | null) =>
  useQuery({
    queryKey: adminKeys.dispatchVendors(tradeid ?? 0),
    queryFn: ({ signal }) => getDispatchVendors(tradeid!, signal),
    enabled: tradeid !== null,
  });
