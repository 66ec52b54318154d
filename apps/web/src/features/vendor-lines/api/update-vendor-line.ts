import type { updateVendorLineSchema, WireInput } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { VendorLine } from './types';

export type UpdateVendorLineInput = WireInput<typeof updateVendorLineSchema>;

/** PUT /api/workorder/updatevendor: the edit form (refused once the invoice is approved). */
export const updateVendorLine = (input: UpdateVendorLineInput) =>
  http.put<VendorLine>('/api/workorder/updatevendor', input, { isSilent: true });
