import type { SaveDispatchVendorInput } from '@dispatchwise/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { DispatchVendor } from '../types';
import { adminKeys } from './query-keys';

// Both verbs answer the trade's list as GET /admin/getvendorsbytradeid does (contracts/dispatch.ts). Silent:
// the popups show a refusal in place (a priority's message on its field).

/** POST /api/admin/savedispatchvendor {priority, tradeid, vendorid}: puts a vendor on the trade's list. */
export const saveDispatchVendor = (input: SaveDispatchVendorInput) =>
  http.post<DispatchVendor[]>('/api/admin/savedispatchvendor', input, { isSilent: true });

/** PUT /api/admin/updatedispatchvendor {tradeid, vendorid, priority}: a new priority; 0 takes the vendor off. */
export const updateDispatchVendor = (input: SaveDispatchVendorInput) =>
  http.put<DispatchVendor[]>('/api/admin/updatedispatchvendor', input, { isSilent: true });

/**
 * Either call; the answer is the trade's list (priorities a move pushed down included), and the popup's
 * choices read again when next opened.
 */
export function useDispatchVendorChange(kind: 'save' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: kind === 'save' ? saveDispatchVendor : updateDispatchVendor,
    onSuccess: (list, input) => {
      queryClient.setQueryData(adminKeys.dispatchVendors(input.tradeid), list);
      return queryClient.invalidateQueries({ queryKey: adminKeys.tradeVendors(input.tradeid) });
    },
  });
}
