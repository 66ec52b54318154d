import type { openCountSchema, WireOf, WorkOrderListRow } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import type { GridFetcher, LoadResult } from '../../../../components/data-grid';
import { http } from '../../../../lib/http';

type OpenCount = WireOf<typeof openCountSchema>;

const PATH = '/api/vendor/getopenworkorders';

export const openWorkOrderKeys = {
  counts: (vendorid: number) => ['vendors', vendorid, 'open', 'counts'] as const,
  list: (vendorid: number, statusid: number) => ['vendors', vendorid, 'open', statusid] as const,
};

/** The vendor's open work orders counted by status (GET /vendor/getopenworkorders?vendorid, the portal cards' call). */
export const useOpenWorkOrderCounts = (vendorid: number) =>
  useQuery({
    queryKey: openWorkOrderKeys.counts(vendorid),
    queryFn: async () => {
      const counts = await http.get<OpenCount[]>(PATH, { params: { vendorid } });
      return new Map(counts.map((row) => [row.statusid, row.count]));
    },
  });

/** One page of the vendor's open work orders in one status (GET /vendor/getopenworkorders?vendorid&statusid). */
export const openWorkOrdersFetcher =
  (vendorid: number, statusid: number): GridFetcher =>
  (params, signal) =>
    http.get<LoadResult<WorkOrderListRow>>(PATH, { params: { ...params, vendorid, statusid }, signal });
