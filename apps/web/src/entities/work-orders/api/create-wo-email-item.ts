import type { VendorActionCode, WireOf, woEmailItemSchema } from '@dispatchwise/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type CreateWoEmailItemInput = {
  workOrderId: number;
  vendorId: number;
  workOrderVendorId: number;
  actionType: VendorActionCode;
  type: string;
  /** Printed in the e-mail: the cancellation reason, or a message sent with a notice. */
  note?: string;
};

/**
 * Records a vendor notice (or cancels a vendor line) and queues its e-mail. The server answers 201;
 * the caller toasts 'Sent' or 'Failed to Create' (spec A section 7), so the client stays silent.
 */
export const createWoEmailItem = (input: CreateWoEmailItemInput) =>
  http.post<WireOf<typeof woEmailItemSchema>>('/api/workorder/createwoemailitem', input, { isSilent: true });

export const useCreateWoEmailItem = () => useMutation({ mutationFn: createWoEmailItem });
