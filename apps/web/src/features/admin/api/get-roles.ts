import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { RoleOption } from '../types';
import { adminKeys } from './query-keys';

export const getRoles = () => http.get<RoleOption[]>('/api/admin/getroles');

export const useRoles = () =>
  useQuery({ queryKey: adminKeys.roles, queryFn: getRoles, staleTime: 10 * 60_000 });
