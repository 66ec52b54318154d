import { INTERVALS_MS, type priorityCountSchema, type WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { homeKeys } from './query-keys';

/** Active work orders per priority (GET /api/home/getprioritycounts). */
export type PriorityCount = WireOf<typeof priorityCountSchema>;

export const getPriorityCounts = () => http.get<PriorityCount[]>('/api/home/getprioritycounts');

export const usePriorityCounts = () =>
  useQuery({
    queryKey: homeKeys.priorityCounts,
    queryFn: getPriorityCounts,
    refetchInterval: INTERVALS_MS.dashboardRefresh,
  });
