import type {
  customerInvoicingRowSchema,
  pendingSyncsSchema,
  quickBooksStatusSchema,
  transmissionLogSchema,
  unmatchedVendorSchema,
  vendorBillingRowSchema,
  WireInput,
  WireOf,
  submitPendingSchema,
} from '@dispatchwise/shared';

// The Accounting screen's payloads as the web receives them (decision 125: one contract source).
export type PendingSyncs = WireOf<typeof pendingSyncsSchema>;
export type VendorBillingRow = WireOf<typeof vendorBillingRowSchema>;
export type InvoicingRow = WireOf<typeof customerInvoicingRowSchema>;
export type TransmissionLogRow = WireOf<typeof transmissionLogSchema>;
export type UnmatchedVendor = WireOf<typeof unmatchedVendorSchema>;
export type QuickBooksStatus = WireOf<typeof quickBooksStatusSchema>;
export type SubmitPendingBody = WireInput<typeof submitPendingSchema>;
