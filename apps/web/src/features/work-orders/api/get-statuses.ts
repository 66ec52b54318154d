import type { WorkOrderStatus } from '@dispatchwise/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';

export const getStatuses = () => http.get<WorkOrderStatus[]>('/api/workorder/getstatuses');

/** Statuses with their colours: quick filter, status cells and the legend. */
export const useStatuses = () =>
  useQuery({ queryKey: workOrderKeys.statuses, queryFn: getStatuses, staleTime: Infinity });
