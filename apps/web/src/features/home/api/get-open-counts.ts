import { INTERVALS_MS, type PortalHomeVariant } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { getOpenCounts } from '../../../entities/work-orders';
import { homeKeys } from './query-keys';

/** The counts of every card status, reloaded every 15 minutes (spec A section 9). */
export const useOpenCounts = (variant: PortalHomeVariant, ownerid: number | null) =>
  useQuery({
    queryKey: homeKeys.openCounts(variant, ownerid),
    queryFn: async () => {
      const counts = await getOpenCounts(variant, ownerid as number);
      return new Map(counts.map((row) => [row.statusid, row.count]));
    },
    enabled: ownerid != null,
    refetchInterval: INTERVALS_MS.dashboardRefresh,
  });
