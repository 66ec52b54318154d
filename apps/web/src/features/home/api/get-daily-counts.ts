import { INTERVALS_MS, type dispatcherCountSchema, type WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { homeKeys } from './query-keys';

/** One bar group of "Today's Dispatcher Counts" (GET /api/home/getdailycounts). */
export type DispatcherCount = WireOf<typeof dispatcherCountSchema>;

/** "Today" is the browser's calendar day; the API counts in that zone. */
const timezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const getDailyCounts = () =>
  http.get<DispatcherCount[]>('/api/home/getdailycounts', { params: { timezone: timezone() } });

export const useDailyCounts = () =>
  useQuery({
    queryKey: homeKeys.dailyCounts,
    queryFn: getDailyCounts,
    refetchInterval: INTERVALS_MS.dashboardRefresh,
  });
