import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { viewKeys } from './query-keys';
import type { RemovedView } from './types';

export const removeView = (viewId: number) =>
  http.delete<RemovedView>('/api/view/removeview', { params: { viewId } });

export const useRemoveView = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeView,
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
};
