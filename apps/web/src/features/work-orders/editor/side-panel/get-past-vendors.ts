import type { pastVendorSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

export type PastVendor = WireOf<typeof pastVendorSchema>;

/**
 * GET /api/workorder/getpastvendors?jobsiteid&workorderid: the vendors used at this job site on other orders and
 * not on this one, most recent first (decision 132). Under the order's record key: an attach refreshes it.
 */
export const getPastVendors = (jobsiteid: number, workorderid: number, signal?: AbortSignal) =>
  http.get<PastVendor[]>('/api/workorder/getpastvendors', { params: { jobsiteid, workorderid }, signal });

export const usePastVendors = (options: {
  jobsiteid: number | null;
  workorderid: number;
  recordKey: readonly unknown[];
}) =>
  useQuery({
    queryKey: [...options.recordKey, 'pastvendors', options.jobsiteid] as const,
    queryFn: ({ signal }) => getPastVendors(options.jobsiteid!, options.workorderid, signal),
    enabled: options.jobsiteid !== null,
  });
