import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ReportOption } from '../types';
import { adminKeys } from './query-keys';

export const getReports = () => http.get<ReportOption[]>('/api/admin/getreports');

export const useReports = () =>
  useQuery({ queryKey: adminKeys.reports, queryFn: getReports, staleTime: 10 * 60_000 });
