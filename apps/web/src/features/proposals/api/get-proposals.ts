import type { WireOf, workOrderProposalsSchema } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * Under the order's record key: a change invalidates the whole order, so the header's margin and the
 * System notes refresh with the proposals.
 */
export const proposalsKey = (recordKey: readonly unknown[]) => [...recordKey, 'proposals'] as const;

/** GET /api/workorder/proposals?workorderid: newest first, each with its lines and totals. */
export const getProposals = (workorderid: number, signal?: AbortSignal) =>
  http.get<WireOf<typeof workOrderProposalsSchema>>('/api/workorder/proposals', {
    params: { workorderid },
    signal,
  });

export const useProposals = (options: {
  workorderid: number;
  recordKey: readonly unknown[];
  isEnabled: boolean;
}) =>
  useQuery({
    queryKey: proposalsKey(options.recordKey),
    queryFn: ({ signal }) => getProposals(options.workorderid, signal),
    enabled: options.isEnabled,
  });
