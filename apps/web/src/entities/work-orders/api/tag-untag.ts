import type { WireOf, workOrderSummarySchema } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Flag / Un-Flag: the server toggles `flagged`. The caller toasts its own failure. */
export const tagUntag = (workorderid: number) =>
  http.put<WireOf<typeof workOrderSummarySchema>>('/api/workorder/taguntag', undefined, {
    params: { workorderid },
    isSilent: true,
  });

export const useTagUntag = () => useMutation({ mutationFn: tagUntag });
