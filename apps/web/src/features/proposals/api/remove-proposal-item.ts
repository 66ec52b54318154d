import { http } from '../../../lib/http';
import type { CustomerProposal } from './types';

/** DELETE /api/workorder/removeproposalitem?id: one line; answers the proposal with its new totals. */
export const removeProposalItem = (id: number) =>
  http.delete<CustomerProposal>('/api/workorder/removeproposalitem', { params: { id }, isSilent: true });
