import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { workOrderKeys } from './query-keys';
import type { WorkOrderDetail } from './work-order-types';

/**
 * After a call that answers the changed order: stores that answer as the order's record and marks the
 * lists stale. `isEditorStale`: the call also wrote elsewhere (a status note), so the rest of the editor
 * is refetched too; the record itself is the answer just stored.
 */
export function useStoreWorkOrder() {
  const queryClient = useQueryClient();
  return useCallback(
    async (workOrder: WorkOrderDetail, { isEditorStale = false }: { isEditorStale?: boolean } = {}) => {
      queryClient.setQueryData(workOrderKeys.detail(workOrder.id), workOrder);
      await Promise.all([
        isEditorStale
          ? queryClient.invalidateQueries({
              queryKey: workOrderKeys.detailAll(workOrder.id),
              predicate: (query) => query.queryKey[3] !== 'record',
            })
          : null,
        queryClient.invalidateQueries({ queryKey: workOrderKeys.lists }),
      ]);
    },
    [queryClient],
  );
}
