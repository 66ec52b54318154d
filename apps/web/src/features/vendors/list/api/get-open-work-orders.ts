import { useQuery } from '@tanstack/react-query';
import { getOpenCounts } from '../../../../entities/work-orders';

/** The vendor's open work orders counted by status (GET /vendor/getopenworkorders?vendorid, the portal cards' call). */
export const useOpenWorkOrderCounts = (vendorid: number) =>
  useQuery({
    queryKey: ['vendors', vendorid, 'open', 'counts'] as const,
    queryFn: async () => {
      const counts = await getOpenCounts('vendor', vendorid);
      return new Map(counts.map((row) => [row.statusid, row.count]));
    },
  });
