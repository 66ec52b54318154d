import type {
  bulkReassignResultSchema,
  reassignDispatchersSchema,
  WireInput,
  WireOf,
} from '@dispatchwise/shared';
import { http } from '../../../lib/http';

export type ReassignDispatchersInput = WireInput<typeof reassignDispatchersSchema>;
export type BulkReassignResult = WireOf<typeof bulkReassignResultSchema>;

/**
 * POST /api/workorder/reassigndispatchers {customerid, userid}: the customer's open work orders get the
 * dispatcher (200). The page shows its own failure toast, so the client does not toast too.
 */
export const reassignDispatchers = (input: ReassignDispatchersInput) =>
  http.post<BulkReassignResult>('/api/workorder/reassigndispatchers', input, { isSilent: true });
