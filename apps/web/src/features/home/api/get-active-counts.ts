import { INTERVALS_MS, type statusCountSchema, type WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { homeKeys } from './query-keys';

/** One slice of the home pie: the active work orders in one status (GET /api/home/getactivecounts). */
export type StatusCount = WireOf<typeof statusCountSchema>;

export const getActiveCounts = () => http.get<StatusCount[]>('/api/home/getactivecounts');

export const useActiveCounts = () =>
  useQuery({
    queryKey: homeKeys.activeCounts,
    queryFn: getActiveCounts,
    refetchInterval: INTERVALS_MS.dashboardRefresh,
  });
