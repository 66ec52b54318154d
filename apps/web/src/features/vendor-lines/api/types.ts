import type {
  pastVendorSchema,
  vendorCandidateSchema,
  vendorQcSchema,
  vendorScorecardSchema,
  WireOf,
  workOrderDetailSchema,
} from '@dispatchwise/shared';

// Wire shapes of the Vendor tab's calls, read from the API's own schemas (docs/decisions/125).

export type { VendorLine } from '../../../entities/work-orders';
/** The detail screen's order, as GET /api/workorder/:id answers it. */
export type WorkOrder = WireOf<typeof workOrderDetailSchema>;
export type VendorCandidate = WireOf<typeof vendorCandidateSchema>;
export type VendorScorecard = WireOf<typeof vendorScorecardSchema>;
export type VendorQc = WireOf<typeof vendorQcSchema>;
export type PastVendor = WireOf<typeof pastVendorSchema>;
