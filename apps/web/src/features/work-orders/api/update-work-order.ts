import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useStoreWorkOrder } from './use-store-work-order';
import type { WorkOrderDetail, WorkOrderInput } from './work-order-types';

/** `modifieddate` is the one read with the record: 409 when someone changed the order since. */
export type UpdateWorkOrderInput = WorkOrderInput & { id: number; modifieddate: string };

/** PUT /api/workorder/updateworkorder. The caller words the failures (409, 400) itself (isSilent). */
export const updateWorkOrder = (input: UpdateWorkOrderInput) =>
  http.put<WorkOrderDetail>('/api/workorder/updateworkorder', input, { isSilent: true });

export function useUpdateWorkOrder() {
  const storeWorkOrder = useStoreWorkOrder();
  return useMutation({
    mutationFn: updateWorkOrder,
    onSuccess: (workOrder) => storeWorkOrder(workOrder),
  });
}
