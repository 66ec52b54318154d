import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkOrderStatus,
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
