import { http } from '../../../lib/http';
import type { CustomerInvoice } from './types';

/** DELETE /api/workorder/removeinvoice?id ("Removed Invoice" / "Failed to remove Invoice"). */
export const removeInvoice = (id: number) =>
  http.delete<CustomerInvoice[]>('/api/workorder/removeinvoice', { params: { id }, isSilent: true });
