import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useStoreWorkOrder } from './use-store-work-order';
import type { WorkOrderDetail } from './work-order-types';

/** POST /api/workorder/createchildworkorder?id -> 201 the new child (number `{parent}-{n}`, decision 112). */
export const createChildWorkOrder = (parentid: number) =>
  http.post<WorkOrderDetail>('/api/workorder/createchildworkorder', undefined, { params: { id: parentid } });

export function useCreateChildWorkOrder() {
  const storeWorkOrder = useStoreWorkOrder();
  return useMutation({
    mutationFn: createChildWorkOrder,
    onSuccess: (workOrder) => storeWorkOrder(workOrder),
  });
}
