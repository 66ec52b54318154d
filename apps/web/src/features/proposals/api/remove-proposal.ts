import type { removedProposalSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

/** DELETE /api/workorder/removeproposal?id ("Removed Proposal" / "Failed to remove Proposal"). */
export const removeProposal = (id: number) =>
  http.delete<WireOf<typeof removedProposalSchema>>('/api/workorder/removeproposal', {
    params: { id },
    isSilent: true,
  });
