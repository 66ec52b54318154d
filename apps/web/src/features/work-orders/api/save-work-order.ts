import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail, WorkOrderInput } from './work-order-types';

/** POST /api/workorder/saveworkorder -> 201 the new order. The caller words the failures (isSilent). */
export const saveWorkOrder = (input: WorkOrderInput) =>
  http.post<WorkOrderDetail>('/api/workorder/saveworkorder', input, { isSilent: true });

export function useSaveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkOrder,
    onSuccess: (workOrder) => {
      queryClient.setQueryData(workOrderKeys.detail(workOrder.id), workOrder);
      return queryClient.invalidateQueries({ queryKey: workOrderKeys.lists });
    },
  });
}
