import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useStoreWorkOrder } from './use-store-work-order';
import type { WorkOrderDetail, WorkOrderInput } from './work-order-types';

/** POST /api/workorder/saveworkorder -> 201 the new order. The caller words the failures (isSilent). */
export const saveWorkOrder = (input: WorkOrderInput) =>
  http.post<WorkOrderDetail>('/api/workorder/saveworkorder', input, { isSilent: true });

export function useSaveWorkOrder() {
  const storeWorkOrder = useStoreWorkOrder();
  return useMutation({
    mutationFn: saveWorkOrder,
    onSuccess: (workOrder) => storeWorkOrder(workOrder),
  });
}
