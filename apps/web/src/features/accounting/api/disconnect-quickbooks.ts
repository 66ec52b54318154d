import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';

/** POST /api/accounting/quickbooks/disconnect: forgets the tokens (and revokes them at Intuit). */
export function useDisconnectQuickBooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<unknown>('/api/accounting/quickbooks/disconnect'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountingKeys.quickBooks }),
  });
}
