import { http } from '../../../../lib/http';

/** DELETE /api/vendor/contact/delete/{id}. Silent: the confirmation popup shows the failure. */
export const removeVendorContact = (id: number) =>
  http.delete<unknown>(`/api/vendor/contact/delete/${id}`, { isSilent: true });
