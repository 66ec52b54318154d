import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountingKeys } from './query-keys';
import type { PendingSyncs, SubmitPendingBody } from './types';

/**
 * POST /api/accounting/submitpending: queues the approved rows (and vendors to create) for the worker's
 * push; the answer is the refreshed lists, which replace the screen's (spec A section 4).
 */
export function useSubmitPending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitPendingBody) =>
      http.post<PendingSyncs>('/api/accounting/submitpending', body, { isSilent: true }),
    onSuccess: (lists) => {
      queryClient.setQueryData(accountingKeys.pending, lists);
      void queryClient.invalidateQueries({ queryKey: accountingKeys.uploading });
      void queryClient.invalidateQueries({ queryKey: accountingKeys.logs });
      void queryClient.invalidateQueries({ queryKey: accountingKeys.unmatchedVendors });
    },
  });
}
