import type { vendorProposalReviewSchema, WireOf, workOrderDetailSchema } from '@dispatchwise/shared';

// Wire shapes of the Vendor Submitted Proposals tab (issue 11, docs/decisions/136 and 140), read from the API's
// contracts.

/**
 * One row of GET /workorder/vendorproposals: the fields of `vendorProposalListResource` by name. The grid
 * protocol answers `data: unknown[]`, so the row names only what the tab reads.
 */
export type VendorProposalRow = Record<string, unknown> & {
  id: number;
  workorderid: number;
  proposalstatusid: number;
  proposalstatus: string;
  vendorname: string;
  proposalnumber: string | null;
  wonumber: string;
  proposalamount: string;
};

/** GET /workorder/vendorproposal?id: the Review Proposal popup's model. */
export type VendorProposalReview = WireOf<typeof vendorProposalReviewSchema>;

/** The detail screen's order, as GET /api/workorder/:id answers it. */
export type WorkOrder = WireOf<typeof workOrderDetailSchema>;
