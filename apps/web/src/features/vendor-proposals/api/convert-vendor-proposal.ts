import type { convertedVendorProposalSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

/** POST /api/workorder/convertvendorproposal `{ proposalid }`: a customer proposal in progress. */
export const convertVendorProposal = (proposalid: number) =>
  http.post<WireOf<typeof convertedVendorProposalSchema>>(
    '/api/workorder/convertvendorproposal',
    { proposalid },
    { isSilent: true },
  );
