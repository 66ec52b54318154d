import { http } from '../../../lib/http';
import type { CustomerProposal, SaveProposalInput } from './types';

/** POST /api/workorder/saveproposal: a new proposal ("Proposal Saved"). */
export const saveProposal = (input: SaveProposalInput) =>
  http.post<CustomerProposal>('/api/workorder/saveproposal', input, { isSilent: true });
