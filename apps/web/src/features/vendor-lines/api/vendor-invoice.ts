import type { approveVendorInvoiceSchema, WireInput } from '@dispatchwise/shared';
import { http } from '../../../lib/http';
import type { VendorLine } from './types';

export type ApproveVendorInvoiceInput = WireInput<typeof approveVendorInvoiceSchema>;

/**
 * PUT /api/workorder/approvevendorinvoice (APPROVE_VENDOR_INVOICE): over the order's NTE it answers 400 with
 * `errors.overridereason` until a reason is given (the NTE guard, decision 132).
 */
export const approveVendorInvoice = (input: ApproveVendorInvoiceInput) =>
  http.put<VendorLine>('/api/workorder/approvevendorinvoice', input, { isSilent: true });

/** PUT /api/workorder/unapprovevendorinvoice (UNAPPROVE_VENDOR_INVOICE). */
export const unapproveVendorInvoice = (workordervendorid: number) =>
  http.put<VendorLine>('/api/workorder/unapprovevendorinvoice', { workordervendorid }, { isSilent: true });
