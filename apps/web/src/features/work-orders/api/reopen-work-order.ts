import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail } from './work-order-types';

/** PUT /api/workorder/reopenworkorder?id: an Invoiced or Cancelled order goes to status 25 (In Process). */
export const reopenWorkOrder = (id: number) =>
  http.put<WorkOrderDetail>('/api/workorder/reopenworkorder', undefined, { params: { id } });

export function useReopenWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenWorkOrder,
    onSuccess: async (workOrder) => {
      queryClient.setQueryData(workOrderKeys.detail(workOrder.id), workOrder);
      await Promise.all([
        // Its notes and the rest of the editor; the record itself is the answer just stored.
        queryClient.invalidateQueries({
          queryKey: workOrderKeys.detailAll(workOrder.id),
          predicate: (query) => query.queryKey[3] !== 'record',
        }),
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists }),
      ]);
    },
  });
}
