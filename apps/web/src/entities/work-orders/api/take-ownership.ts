import type { WireOf, workOrderSummarySchema } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Makes the signed-in user the order's dispatcher. The caller toasts its own failure. */
export const takeOwnership = (workorderid: number) =>
  http.put<WireOf<typeof workOrderSummarySchema>>('/api/workorder/takeownership', undefined, {
    params: { workorderid },
    isSilent: true,
  });

export const useTakeOwnership = () => useMutation({ mutationFn: takeOwnership });
