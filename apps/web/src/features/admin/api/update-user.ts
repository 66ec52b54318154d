import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdminUser, UserEditInput, UserInput } from '../types';
import { adminKeys } from './query-keys';

/** Both shapes of PATCH /api/admin/updateuser: the grid popup's and the edit form's; fields left out keep their value. */
export type UpdateUserInput = { id: number } & (Partial<UserInput> | Partial<UserEditInput>);

export const updateUser = (input: UpdateUserInput, options?: { isSilent?: boolean }) =>
  http.patch<AdminUser>('/api/admin/updateuser', input, options);

export function useUpdateUser(options?: { isSilent?: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUser(input, options),
    onSuccess: (user) => {
      queryClient.setQueryData(adminKeys.user(user.id), user);
      return queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
  });
}
