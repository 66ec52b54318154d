import type {
  reassignDispatcherSchema,
  WireInput,
  WireOf,
  workOrderSummarySchema,
} from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type ReassignDispatcherInput = WireInput<typeof reassignDispatcherSchema>;

/** The caller toasts 'Failed to Update Dispatcher' itself. */
export const reassignDispatcher = (input: ReassignDispatcherInput) =>
  http.post<WireOf<typeof workOrderSummarySchema>>('/api/workorder/reassigndispatcher', input, {
    isSilent: true,
  });

export const useReassignDispatcher = () => useMutation({ mutationFn: reassignDispatcher });
