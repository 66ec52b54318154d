import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdminUser } from '../types';
import { adminKeys } from './query-keys';

export const getUser = (id: number) => http.get<AdminUser>('/api/admin/getuser', { params: { id } });

export const useUser = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.user(id ?? 0),
    queryFn: () => getUser(id!),
    enabled: id !== null && id > 0,
  });
