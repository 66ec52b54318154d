import { z } from 'zod';
import { requiredId } from './fields';

// Wire shapes of the Accounting screen (spec A "Accounting", sections 3, 4 and 7; issue 17,
// docs/decisions/175) and of the QuickBooks Online connection (decision 176). The row fields are the
// spec's camelCase names. Money is the exact decimal text of the database (two decimals).

/** A vendor bill waiting for accounting: an approved vendor invoice on a work-order vendor line. */
export const vendorBillingRowSchema = z.object({
  workorderVendorId: z.number(),
  vendorId: z.number(),
  /** The vendor's QuickBooks id once matched, else null (Find Unmatched Vendors). */
  billingVendorId: z.string().nullable(),
  vendorName: z.string(),
  workorderId: z.number(),
  workorderNumber: z.string(),
  vendorInvoiceNumber: z.string().nullable(),
  vendorAmount: z.string(),
  paidByCC: z.boolean(),
  nodFlagged: z.boolean(),
  /** The staff member who approved the vendor invoice, by name. */
  vendorInvoiceApprovedBy: z.string().nullable(),
  vendorInvoiceApprovedDate: z.date().nullable(),
  /** Sent by Push Approved to QB and waiting for (or in) the worker's push. */
  approvedByAccounting: z.boolean(),
});
export type VendorBillingRow = z.infer<typeof vendorBillingRowSchema>;

/** An invoice line as it goes to QuickBooks. */
export const pendingInvoiceDetailSchema = z.object({
  itemType: z.string(),
  itemDescription: z.string().nullable(),
  itemQuantity: z.string(),
  itemPrice: z.string(),
  itemTaxRate: z.string(),
});

/** A customer invoice waiting for accounting: approved by staff, not rejected, not yet pushed. */
export const customerInvoicingRowSchema = z.object({
  invoiceId: z.number(),
  workorderId: z.number(),
  customerName: z.string(),
  workorderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  invoiceAmount: z.string(),
  completeDate: z.date().nullable(),
  invoiceDate: z.date().nullable(),
  dueDate: z.date().nullable(),
  /** The order's vendor cost (its live vendor lines' amounts). */
  vendorCost: z.string(),
  /** A vendor line of the order is NOD-flagged. */
  nodFlagged: z.boolean(),
  approvedByAccounting: z.boolean(),
  pendingCustomerInvoicingDetails: z.array(pendingInvoiceDetailSchema),
  /** The order's vendor bills that go with it (Completed Invoicing); empty on the Customer Invoicing tab. */
  pendingVendorBilling: z.array(vendorBillingRowSchema),
});
export type CustomerInvoicingRow = z.infer<typeof customerInvoicingRowSchema>;

/**
 * GET /accounting/getpendingsyncs (and the answer of submitpending and removevendorbill). Each pending
 * document is in exactly one list: an order with both an approved invoice and approved vendor bills is
 * Completed Invoicing; otherwise its bills are Vendor Billing and its invoice Customer Invoicing (decision 175).
 */
export const pendingSyncsSchema = z.object({
  vendorBilling: z.array(vendorBillingRowSchema),
  customerBilling: z.array(customerInvoicingRowSchema),
  completeBilling: z.array(customerInvoicingRowSchema),
});
export type PendingSyncs = z.infer<typeof pendingSyncsSchema>;

/** A row sent back by Push Approved: the whole row may be sent, only its id is read. */
const rowsOf = <Key extends string>(key: Key, caption: string) =>
  z
    .array(z.object({ [key]: requiredId(caption) } as { [K in Key]: ReturnType<typeof requiredId> }))
    .max(500, `At most 500 ${caption} rows are pushed at once.`)
    .optional()
    .transform((rows) => rows ?? []);

/**
 * POST /accounting/submitpending: the rows approved on each tab, and the vendors to create in QuickBooks
 * (PendingVendors, the hidden Pending Vendor Updates tab, filled from Find Unmatched Vendors).
 */
export const submitPendingSchema = z.object({
  VendorBilling: rowsOf('workorderVendorId', 'Vendor Billing'),
  CustomerBilling: rowsOf('invoiceId', 'Customer Invoicing'),
  PendingVendors: rowsOf('vendorId', 'Pending Vendor'),
  CompleteBilling: rowsOf('invoiceId', 'Completed Invoicing'),
});
export type SubmitPendingInput = z.input<typeof submitPendingSchema>;

/** PUT /accounting/removevendorbill/{workorderVendorId} */
export const removeVendorBillParamsSchema = z.object({ workorderVendorId: requiredId('Vendor Bill') });

/** GET /accounting/getuploadingstatus: true while the worker pushes (or has queued rows to push). */
export const uploadingStatusSchema = z.boolean();

/** GET /accounting/getunmatchedvendors: vendors with bills to push that QuickBooks does not know. */
export const unmatchedVendorSchema = z.object({
  vendorId: z.number(),
  vendorName: z.string(),
  city: z.string().nullable(),
  statecode: z.string().nullable(),
  /** Pending or queued bills of this vendor. */
  pendingBills: z.number(),
  /** Already in Pending Vendor Updates (a create in QuickBooks is queued). */
  isQueued: z.boolean(),
});
export const unmatchedVendorsSchema = z.array(unmatchedVendorSchema);
export type UnmatchedVendor = z.infer<typeof unmatchedVendorSchema>;

/** A transmission-log row (spec A section 3), on the grid protocol (`transmissionLogResource`). */
export const transmissionLogSchema = z.object({
  id: z.number(),
  typeId: z.number(),
  workorderId: z.number().nullable(),
  vendorId: z.number().nullable(),
  workOrderNumber: z.string().nullable(),
  customerName: z.string().nullable(),
  vendorName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  startTime: z.date(),
  endTime: z.date().nullable(),
  errorMessage: z.string().nullable(),
  /** null while the document is being sent. */
  success: z.boolean().nullable(),
});
export type TransmissionLog = z.infer<typeof transmissionLogSchema>;

// ===================================================================================================
// QuickBooks Online connection (decision 176)
// ===================================================================================================

/** GET /accounting/quickbooks: the connector's state for the Admin QuickBooks screen and the Accounting screen. */
export const quickBooksStatusSchema = z.object({
  /** The QUICKBOOKS_* settings are present (else the connector is off). */
  isConfigured: z.boolean(),
  isConnected: z.boolean(),
  environment: z.enum(['sandbox', 'production', 'custom']).nullable(),
  realmId: z.string().nullable(),
  companyName: z.string().nullable(),
  connectedAt: z.date().nullable(),
  /** When the refresh token lapses (QuickBooks: 100 days after it was issued). */
  refreshTokenExpiresAt: z.date().nullable(),
  paymentsSyncedAt: z.date().nullable(),
  /** The last push's failure that was not a document's own (e.g. the connection), else null. */
  lastError: z.string().nullable(),
});
export type QuickBooksStatus = z.infer<typeof quickBooksStatusSchema>;

/** POST /accounting/quickbooks/connect: the Intuit authorization address the browser goes to. */
export const quickBooksConnectSchema = z.object({ url: z.string() });

/** GET /accounting/quickbooks/callback (public: Intuit's redirect, checked by the one-time `state`). */
export const quickBooksCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  realmId: z.string().max(50).optional(),
  error: z.string().max(200).optional(),
});
