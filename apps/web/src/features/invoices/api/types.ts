import type {
  customerInvoiceSchema,
  saveInvoiceSchema,
  updateInvoiceSchema,
  WireInput,
  WireOf,
  workOrderDetailSchema,
} from '@dispatchwise/shared';

// Wire shapes of the Invoice & Payments tab (issue 11, docs/decisions/136 and 137), read from the API's contracts.

export type CustomerInvoice = WireOf<typeof customerInvoiceSchema>;
export type InvoiceLine = CustomerInvoice['details'][number];
/** The detail screen's order, as GET /api/workorder/:id answers it. */
export type WorkOrder = WireOf<typeof workOrderDetailSchema>;
export type SaveInvoiceInput = WireInput<typeof saveInvoiceSchema>;
export type UpdateInvoiceInput = WireInput<typeof updateInvoiceSchema>;
