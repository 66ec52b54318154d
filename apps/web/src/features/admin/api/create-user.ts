import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdminUser, UserInput } from '../types';
import { adminKeys } from './query-keys';

export const createUser = (input: UserInput) => http.post<AdminUser>('/api/admin/createuser', input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users }),
  });
}
