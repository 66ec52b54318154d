import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { viewKeys } from './query-keys';
import type { ResetViewResult } from './types';

/** Clears the user's default view of one type; the caller toasts its own result. */
export const resetMyView = (viewType: string) =>
  http.put<ResetViewResult>('/api/view/resetmyview', undefined, {
    params: { viewType },
    isSilent: true,
  });

export const useResetMyView = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetMyView,
    // Reset, not just invalidate: a list mounting next must not apply the old default from the cache.
    onSettled: () => client.resetQueries({ queryKey: viewKeys.all }),
  });
};
