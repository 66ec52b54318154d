import { INTERVALS_MS } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const getOverdueP1 = () => http.get<number>('/api/admin/getoverduep1');

/** The Admin bell's badge: open Emergency work orders past their ETA, polled every 5 minutes (spec A section 9). */
export function useOverdueP1Count(isEnabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'overduep1'],
    queryFn: getOverdueP1,
    enabled: isEnabled,
    refetchInterval: INTERVALS_MS.overduePoll,
    staleTime: INTERVALS_MS.overduePoll,
  });
}
