import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useStoreWorkOrder } from './use-store-work-order';
import type { WorkOrderDetail } from './work-order-types';

/** Body of POST /api/workorder/updateworkorderstatus (docs/decisions/111). Dates are yyyy-MM-dd. */
export type WorkOrderStatusChange = {
  workorderid: number;
  statusid: number;
  note: string;
  /** The note type id (constants/notes). */
  type: number;
  emailuserids: number[];
  notifycustomer: boolean;
  scheduledate: string | null;
  promisedate: string | null;
  cancelreason: string | null;
};

export const updateWorkOrderStatus = (input: WorkOrderStatusChange) =>
  http.post<WorkOrderDetail>('/api/workorder/updateworkorderstatus', input);

/** The order comes back changed and a status note was written: the record is replaced, notes refetched. */
export function useUpdateWorkOrderStatus() {
  const storeWorkOrder = useStoreWorkOrder();
  return useMutation({
    mutationFn: updateWorkOrderStatus,
    onSuccess: (workOrder) => storeWorkOrder(workOrder, { isEditorStale: true }),
  });
}
