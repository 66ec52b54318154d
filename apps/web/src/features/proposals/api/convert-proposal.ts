import type { convertedProposalSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

/** POST /api/workorder/convertproposal `{ id }` (Create Invoice): "Invoice created.". */
export const convertProposal = (id: number) =>
  http.post<WireOf<typeof convertedProposalSchema>>(
    '/api/workorder/convertproposal',
    { id },
    { isSilent: true },
  );
