import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { vendorProposalsKey } from './get-vendor-proposals';
import type { VendorProposalReview } from './types';

/** GET /api/workorder/vendorproposal?id: the review (Summary, Labor, Materials, Other, isreviewable). */
export const getVendorProposal = (id: number, signal?: AbortSignal) =>
  http.get<VendorProposalReview>('/api/workorder/vendorproposal', { params: { id }, signal });

export const vendorProposalKey = (recordKey: readonly unknown[], id: number) =>
  [...vendorProposalsKey(recordKey), 'review', id] as const;

/** One proposal's review, loaded when the row's menu or the Review popup needs it. */
export const useVendorProposal = (options: {
  id: number;
  recordKey: readonly unknown[];
  isEnabled: boolean;
}) =>
  useQuery({
    queryKey: vendorProposalKey(options.recordKey, options.id),
    queryFn: ({ signal }) => getVendorProposal(options.id, signal),
    enabled: options.isEnabled,
  });
