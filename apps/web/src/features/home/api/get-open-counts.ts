import {
  INTERVALS_MS,
  type openCountSchema,
  type PortalHomeVariant,
  type WireOf,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { OWNER_PARAM } from './get-open-work-orders';
import { homeKeys } from './query-keys';

/** One count of a home card (GET /api/{vendor|customer}/getopenworkorders without statusid). */
export type OpenCount = WireOf<typeof openCountSchema>;

/** The counts of every card status; the API scopes them to the user's own vendor or customer. */
export const getOpenCounts = (variant: PortalHomeVariant, ownerid: number) =>
  http.get<OpenCount[]>(`/api/${variant}/getopenworkorders`, { params: { [OWNER_PARAM[variant]]: ownerid } });

/** Reloaded every 15 minutes (spec A section 9). */
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
