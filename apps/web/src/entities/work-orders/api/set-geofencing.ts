import type { WireOf, workOrderSummarySchema } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type SetGeofencingInput = { workorderid: number; isEnabled: boolean };

/** Enables or disables geofencing of the order's mobile check-ins. The caller toasts its own failure. */
export const setGeofencing = ({ workorderid, isEnabled }: SetGeofencingInput) =>
  http.put<WireOf<typeof workOrderSummarySchema>>(`/api/mobile/${workorderid}/geofence`, undefined, {
    params: { enabled: isEnabled },
    isSilent: true,
  });

export const useSetGeofencing = () => useMutation({ mutationFn: setGeofencing });
