import type {
  updateFollowUpDateSchema,
  WireInput,
  WireOf,
  workOrderSummarySchema,
} from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** `followupdate` is a calendar date, yyyy-MM-dd (docs/decisions/023); the reason is optional. */
export type UpdateFollowUpDateInput = WireInput<typeof updateFollowUpDateSchema>;

export const updateFollowUpDate = (input: UpdateFollowUpDateInput) =>
  http.put<WireOf<typeof workOrderSummarySchema>>('/api/workorder/updatefollowupdate', input);

export const useUpdateFollowUpDate = () => useMutation({ mutationFn: updateFollowUpDate });
