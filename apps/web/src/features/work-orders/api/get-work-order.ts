import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail } from './work-order-types';

/** GET /api/workorder/:id (docs/decisions/111); 404 'Work order not found.'. */
export const getWorkOrder = (id: number, signal?: AbortSignal) =>
  http.get<WorkOrderDetail>(`/api/workorder/${id}`, { signal });

/**
 * The editor's record. A failed first load goes to the page's error boundary ("Something went wrong:");
 * a failed refetch keeps the record on screen (the client has toasted the failure).
 */
export const useWorkOrder = (id: number) =>
  useQuery({
    queryKey: workOrderKeys.detail(id),
    queryFn: ({ signal }) => getWorkOrder(id, signal),
    throwOnError: (_error, query) => query.state.data === undefined,
  });
