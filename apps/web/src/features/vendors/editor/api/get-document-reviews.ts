import type { vendorDocumentReviewSchema, WireOf } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

export type VendorDocumentReview = WireOf<typeof vendorDocumentReviewSchema>;

/** Every vendor's uploads waiting for review live under one key: Accept refreshes the list's marks too. */
export const documentReviewKeys = {
  all: ['vendors', 'documentreviews'] as const,
  ofVendor: (vendorid: number) => ['vendors', 'documentreviews', vendorid] as const,
};

/**
 * GET /api/vendor/documentreviews[?vendorid]: the compliance uploads waiting for staff review, oldest
 * first (decision 157); without a vendor every vendor's. Silent: the screens say it where it shows.
 */
export const getDocumentReviews = (vendorid?: number, signal?: AbortSignal) =>
  http.get<VendorDocumentReview[]>('/api/vendor/documentreviews', {
    params: vendorid === undefined ? {} : { vendorid },
    signal,
    isSilent: true,
  });

export const useDocumentReviews = (vendorid: number | undefined, isEnabled: boolean) =>
  useQuery({
    queryKey: vendorid === undefined ? documentReviewKeys.all : documentReviewKeys.ofVendor(vendorid),
    queryFn: ({ signal }) => getDocumentReviews(vendorid, signal),
    enabled: isEnabled,
  });
