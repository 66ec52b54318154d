import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { viewKeys } from './query-keys';
import type { SavedView } from './types';

export type CreateViewInput = { viewName: string; viewType: string; isDefault: boolean; state: object };

export const createView = ({ viewName, viewType, isDefault, state }: CreateViewInput) =>
  http.post<SavedView>('/api/view/createview', state, { params: { viewName, viewType, isDefault } });

export const useCreateView = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createView,
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
};
