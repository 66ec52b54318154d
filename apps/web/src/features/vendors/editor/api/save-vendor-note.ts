import { http } from '../../../../lib/http';
import type { AddVendorNoteInput } from './types';

/** POST /api/vendor/savenote: a note on the vendor. Silent: the popup shows the failure. */
export const saveVendorNote = (input: AddVendorNoteInput) =>
  http.post<unknown>('/api/vendor/savenote', input, { isSilent: true });
