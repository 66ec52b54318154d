import { http } from '../../../../lib/http';
import type { AddVendorContactInput, UpdateVendorContactInput, VendorContact } from './types';

/** POST /api/vendor/contact/add: a new contact of the vendor. Silent: the popup shows the failure. */
export const addVendorContact = (input: AddVendorContactInput) =>
  http.post<VendorContact>('/api/vendor/contact/add', input, { isSilent: true });

/** PUT /api/vendor/contact/update: an edited contact. Silent: the popup shows the failure. */
export const updateVendorContact = (input: UpdateVendorContactInput) =>
  http.put<VendorContact>('/api/vendor/contact/update', input, { isSilent: true });
