import type {
  customerProposalSchema,
  saveProposalSchema,
  updateProposalSchema,
  WireInput,
  WireOf,
  workOrderDetailSchema,
} from '@dispatchwise/shared';

// Wire shapes of the Customer Proposals tab (issue 11, docs/decisions/135 and 137), read from the API's contracts.

export type CustomerProposal = WireOf<typeof customerProposalSchema>;
export type ProposalLine = CustomerProposal['details'][number];
/** The detail screen's order, as GET /api/workorder/:id answers it. */
export type WorkOrder = WireOf<typeof workOrderDetailSchema>;
export type SaveProposalInput = WireInput<typeof saveProposalSchema>;
export type UpdateProposalInput = WireInput<typeof updateProposalSchema>;
