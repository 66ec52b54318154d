import type { followUpSchema, updateFollowUpSchema, WireInput, WireOf } from '@dispatchwise/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { workOrderKeys } from './query-keys';

export type FollowUpInput = WireInput<typeof updateFollowUpSchema>;
/** The answer: the order's flags and its new `modifieddate`. */
export type FollowUpResult = WireOf<typeof followUpSchema>;

/** PUT /api/workorder/updatefollowup (decision 111): records the calls, on any status. */
export const updateFollowUp = (input: FollowUpInput) =>
  http.put<FollowUpResult>('/api/workorder/updatefollowup', input);

/** Saves the Follow-Up checkboxes and refreshes the order (its `modifieddate` moves). */
export const useUpdateFollowUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFollowUp,
    onSuccess: (result) => queryClient.invalidateQueries({ queryKey: workOrderKeys.detailAll(result.id) }),
  });
};
