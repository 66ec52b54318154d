import { http } from '../../../../lib/http';
import type { SaveVendorInput, VendorRecord } from '../../editor/api/types';

/** POST /api/vendor/save: creates the vendor; its record with the new id. Silent: the screen shows the failure. */
export const saveVendor = (input: SaveVendorInput) =>
  http.post<VendorRecord>('/api/vendor/save', input, { isSilent: true });
