import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';

/** POST /api/accounting/quickbooks/syncpayments: reads new BillPayments now rather than at the next scheduled run. */
export function useSyncPayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<unknown>('/api/accounting/quickbooks/syncpayments'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountingKeys.quickBooks }),
  });
}
