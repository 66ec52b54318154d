import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AdminUser } from '../types';
import { adminKeys } from './query-keys';

export const getUserList = () => http.get<AdminUser[]>('/api/admin/getuserlist');

export const useUserList = () => useQuery({ queryKey: adminKeys.users, queryFn: getUserList });
