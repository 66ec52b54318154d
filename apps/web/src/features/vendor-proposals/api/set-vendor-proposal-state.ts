import { VENDOR_PROPOSAL_STATE } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { VendorProposalReview } from './types';

/**
 * PUT /api/workorder/setvendorproposalstate: code 3 approves (with `updatequotedamount` the vendor line's quoted
 * amount becomes the proposal amount), code 4 rejects with the note (decision 136).
 */
export const approveVendorProposal = (id: number, updatequotedamount: boolean) =>
  http.put<VendorProposalReview>(
    '/api/workorder/setvendorproposalstate',
    { id, state: VENDOR_PROPOSAL_STATE.approve, updatequotedamount },
    { isSilent: true },
  );

export const rejectVendorProposal = (id: number, rejectionnote: string) =>
  http.put<VendorProposalReview>(
    '/api/workorder/setvendorproposalstate',
    { id, state: VENDOR_PROPOSAL_STATE.reject, rejectionnote },
    { isSilent: true },
  );
