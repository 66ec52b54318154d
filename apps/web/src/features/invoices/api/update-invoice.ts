import { http } from '../../../lib/http';
import type { CustomerInvoice, UpdateInvoiceInput } from './types';

/** PUT /api/workorder/updateinvoice: partial; `details` replaces the lines (left-out lines are removed). */
export const updateInvoice = (input: UpdateInvoiceInput) =>
  http.put<CustomerInvoice[]>('/api/workorder/updateinvoice', input, { isSilent: true });
