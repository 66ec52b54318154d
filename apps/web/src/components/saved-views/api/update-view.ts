import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { viewKeys } from './query-keys';
import type { SavedView } from './types';

export type UpdateViewInput = { viewId: number; viewType: string; state: object };

export const updateView = ({ viewId, viewType, state }: UpdateViewInput) =>
  http.put<SavedView>('/api/view/updateview', state, { params: { viewId, viewType } });

export const useUpdateView = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateView,
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
};
