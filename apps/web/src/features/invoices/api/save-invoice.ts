import { http } from '../../../lib/http';
import type { CustomerInvoice, SaveInvoiceInput } from './types';

/** POST /api/workorder/saveinvoice: a new invoice ("Invoice Saved"); answers the order's invoices. */
export const saveInvoice = (input: SaveInvoiceInput) =>
  http.post<CustomerInvoice[]>('/api/workorder/saveinvoice', input, { isSilent: true });
