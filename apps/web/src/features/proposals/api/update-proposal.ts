import { http } from '../../../lib/http';
import type { CustomerProposal, UpdateProposalInput } from './types';

/** PUT /api/workorder/updateproposal: partial; `details` replaces the lines (left-out lines are removed). */
export const updateProposal = (input: UpdateProposalInput) =>
  http.put<CustomerProposal>('/api/workorder/updateproposal', input, { isSilent: true });
