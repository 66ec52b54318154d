import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';
import type { PendingSyncs } from './types';

/** PUT /api/accounting/removevendorbill/{workorderVendorId}: the bill leaves the lists; answers the refreshed lists. */
export function useRemoveVendorBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workorderVendorId: number) =>
      http.put<PendingSyncs>(`/api/accounting/removevendorbill/${workorderVendorId}`, undefined, {
        isSilent: true,
      }),
    onSuccess: (lists) => {
      queryClient.setQueryData(accountingKeys.pending, lists);
      void queryClient.invalidateQueries({ queryKey: accountingKeys.unmatchedVendors });
    },
  });
}
