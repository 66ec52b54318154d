import type {
  convertedProposalSchema,
  CustomerProposalAction,
  customerProposalSchema,
  removedProposalSchema,
  saveProposalSchema,
  updateProposalSchema,
  WireInput,
  WireOf,
  workOrderDetailSchema,
  workOrderProposalsSchema,
} from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

// The Customer Proposals tab's calls (issue 11, docs/decisions/135 and 137), typed by the API's contracts.

export type CustomerProposal = WireOf<typeof customerProposalSchema>;
export type ProposalLine = CustomerProposal['details'][number];
/** The detail screen's order, as GET /api/workorder/:id answers it. */
export type WorkOrder = WireOf<typeof workOrderDetailSchema>;
export type SaveProposalInput = WireInput<typeof saveProposalSchema>;
export type UpdateProposalInput = WireInput<typeof updateProposalSchema>;

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

/** POST /api/workorder/saveproposal: a new proposal ("Proposal Saved"). */
export const saveProposal = (input: SaveProposalInput) =>
  http.post<CustomerProposal>('/api/workorder/saveproposal', input, { isSilent: true });

/** PUT /api/workorder/updateproposal: partial; `details` replaces the lines (left-out lines are removed). */
export const updateProposal = (input: UpdateProposalInput) =>
  http.put<CustomerProposal>('/api/workorder/updateproposal', input, { isSilent: true });

/** DELETE /api/workorder/removeproposal?id ("Removed Proposal" / "Failed to remove Proposal"). */
export const removeProposal = (id: number) =>
  http.delete<WireOf<typeof removedProposalSchema>>('/api/workorder/removeproposal', {
    params: { id },
    isSilent: true,
  });

/** DELETE /api/workorder/removeproposalitem?id: one line; answers the proposal with its new totals. */
export const removeProposalItem = (id: number) =>
  http.delete<CustomerProposal>('/api/workorder/removeproposalitem', { params: { id }, isSilent: true });

/** PUT /api/workorder/{complete,approve,reject}proposal `{ id }`: answers the proposal. */
export const runProposalAction = (action: CustomerProposalAction, id: number) =>
  http.put<CustomerProposal>(`/api/workorder/${action}proposal`, { id }, { isSilent: true });

/** POST /api/workorder/cloneproposal?proposalId: a new proposal in progress with the same fields and lines. */
export const cloneProposal = (proposalId: number) =>
  http.post<CustomerProposal>('/api/workorder/cloneproposal', undefined, {
    params: { proposalId },
    isSilent: true,
  });

/** POST /api/workorder/convertproposal `{ id }` (Create Invoice): "Invoice created.". */
export const convertProposal = (id: number) =>
  http.post<WireOf<typeof convertedProposalSchema>>(
    '/api/workorder/convertproposal',
    { id },
    { isSilent: true },
  );
