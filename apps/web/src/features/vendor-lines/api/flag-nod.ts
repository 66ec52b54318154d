import { http } from '../../../lib/http';
import type { VendorLine } from './types';

/** PUT /api/workorder/flagnod/{wovendorid}/{flag}: 201 with the line (spec B section 7). */
export const flagNod = (wovendorid: number, flag: boolean) =>
  http.put<VendorLine>(`/api/workorder/flagnod/${wovendorid}/${flag}`, undefined, { isSilent: true });
