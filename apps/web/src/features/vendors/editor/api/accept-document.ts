import type {
  acceptedVendorDocumentSchema,
  acceptVendorDocumentSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { http } from '../../../../lib/http';

export type AcceptDocumentInput = WireInput<typeof acceptVendorDocumentSchema>;

/**
 * POST /api/vendor/acceptdocument: marks an upload reviewed and sets the vendor's date of its type (13 GL
 * expiry, 15 WC expiry, 14 W9 date, 12 profile date; decision 157). Silent: the popup shows a failure.
 */
export const acceptDocument = (input: AcceptDocumentInput) =>
  http.post<WireOf<typeof acceptedVendorDocumentSchema>>('/api/vendor/acceptdocument', input, {
    isSilent: true,
  });
