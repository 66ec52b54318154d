import type { reportDefinitionsSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ReportDefinition = WireOf<typeof reportDefinitionsSchema>[number];

/** GET /reports/getreports: the reports the user's record grants (Admin: all), grids and heat maps. */
export const useReports = () =>
  useQuery({
    queryKey: ['reports', 'list'] as const,
    queryFn: ({ signal }) => http.get<ReportDefinition[]>('/api/reports/getreports', { signal }),
    staleTime: 5 * 60_000,
  });
