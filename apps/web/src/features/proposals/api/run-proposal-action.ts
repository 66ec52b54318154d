import type { CustomerProposalAction } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { CustomerProposal } from './types';

/** PUT /api/workorder/{complete,approve,reject}proposal `{ id }`: answers the proposal. */
export const runProposalAction = (action: CustomerProposalAction, id: number) =>
  http.put<CustomerProposal>(`/api/workorder/${action}proposal`, { id }, { isSilent: true });
