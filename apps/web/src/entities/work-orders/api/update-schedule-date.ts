import type {
  updateScheduleDateSchema,
  WireInput,
  WireOf,
  workOrderSummarySchema,
} from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `scheduledate` is a calendar date, yyyy-MM-dd (docs/decisions/023). */
export type UpdateScheduleDateInput = WireInput<typeof updateScheduleDateSchema>;

export const updateScheduleDate = (input: UpdateScheduleDateInput) =>
  http.put<WireOf<typeof workOrderSummarySchema>>('/api/workorder/updatescheduledate', input);

export const useUpdateScheduleDate = () => useMutation({ mutationFn: updateScheduleDate });
