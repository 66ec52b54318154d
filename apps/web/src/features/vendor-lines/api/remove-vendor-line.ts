import type { removedVendorLineSchema, WireOf } from '@dispatchwise/shared';
import { http } from '../../../lib/http';

/** DELETE /api/workorder/removevendor/{id} (Detach): 200 means removed (spec B section 7). */
export const removeVendorLine = (id: number) =>
  http.delete<WireOf<typeof removedVendorLineSchema>>(`/api/workorder/removevendor/${id}`, {
    isSilent: true,
  });
