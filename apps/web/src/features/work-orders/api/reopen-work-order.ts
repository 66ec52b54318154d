import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useStoreWorkOrder } from './use-store-work-order';
import type { WorkOrderDetail } from './work-order-types';

/** PUT /api/workorder/reopenworkorder?id: an Invoiced or Cancelled order goes to status 25 (In Process). */
export const reopenWorkOrder = (id: number) =>
  http.put<WorkOrderDetail>('/api/workorder/reopenworkorder', undefined, { params: { id } });

export function useReopenWorkOrder() {
  const storeWorkOrder = useStoreWorkOrder();
  return useMutation({
    mutationFn: reopenWorkOrder,
    onSuccess: (workOrder) => storeWorkOrder(workOrder, { isEditorStale: true }),
  });
}
