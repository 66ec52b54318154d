import type { saveVendorQcSchema, WireInput } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { VendorQc } from './types';

export type SaveVendorQcInput = WireInput<typeof saveVendorQcSchema>;

/** POST /api/workorder/savevendorqc: one review per line, a save replaces it (spec B section 5). */
export const saveVendorQc = (input: SaveVendorQcInput) =>
  http.post<VendorQc>('/api/workorder/savevendorqc', input, { isSilent: true });
