import { http } from '../../../lib/http';
import type { CustomerProposal } from './types';

/** POST /api/workorder/cloneproposal?proposalId: a new proposal in progress with the same fields and lines. */
export const cloneProposal = (proposalId: number) =>
  http.post<CustomerProposal>('/api/workorder/cloneproposal', undefined, {
    params: { proposalId },
    isSilent: true,
  });
