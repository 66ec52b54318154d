import { http } from '../../../../lib/http';
import type { UpdateVendorInput } from './types';

/**
 * PUT /api/vendor/update: the fields the form names (a field left out is never cleared). Silent: the
 * editor toasts 'Failed to submit the form' and puts a 400's messages on the fields.
 */
export const updateVendor = (input: UpdateVendorInput) =>
  http.put<unknown>('/api/vendor/update', input, { isSilent: true });
