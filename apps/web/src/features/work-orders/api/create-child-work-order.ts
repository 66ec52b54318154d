import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail } from './work-order-types';

/** POST /api/workorder/createchildworkorder?id -> 201 the new child (number `{parent}-{n}`, decision 112). */
export const createChildWorkOrder = (parentid: number) =>
  http.post<WorkOrderDetail>('/api/workorder/createchildworkorder', undefined, { params: { id: parentid } });

export function useCreateChildWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChildWorkOrder,
    onSuccess: async (child) => {
      queryClient.setQueryData(workOrderKeys.detail(child.id), child);
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.lists });
    },
  });
}
