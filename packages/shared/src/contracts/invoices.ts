import { z } from 'zod';
import { optionalId, requiredId } from './fields';
import { lineItemSchema, lineItemsInputSchema, lineItemTotalsSchema, optionalTextInput } from './line-items';
import { documentPageSizeSchema } from './proposals';

// Wire shapes of the Invoice & Payments tab (spec B sections 2, 3 "Invoice", 4 "Customer invoice", 5, 7,
// 8; issue 11; docs/decisions/136). The lines' amounts, the invoice's amount (its lines' total with
// taxes) and the margin against the vendor cost are computed by the API.

/** The spec's own words where it has them (sections 5 and 8); the refusals follow its section 4. */
export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found.',
  scopeOfWork: 'Scope of Work is required.',
  useUpdate: 'A saved invoice is changed with updateinvoice.',
  notEditable: 'An approved or rejected invoice cannot be edited.',
  notRemovable: 'An approved invoice cannot be removed.',
  approve: 'Only an invoice that is neither approved nor rejected can be approved.',
  unapprove: 'Only an approved invoice that was not sent to accounting can be un-approved.',
  reject: 'Only an invoice that is neither approved nor rejected can be rejected: un-approve it first.',
  /** Toasts (spec B section 8). */
  saved: 'Invoice Saved',
  removed: 'Removed Invoice',
  removeFailed: 'Failed to remove Invoice',
  approved: 'Invoice Approved',
  unapproved: 'Invoice Un-Approved',
} as const;

/**
 * The editor's fields. Invoice date, due date, complete date, sent by, Payment Due and Amount Received
 * are read-only in the popup (spec B section 2): the API sets them and ignores them in a request.
 * Scope of Work (required, rich text) travels as `scopeofworkformatted` (HTML, sanitized by the API,
 * which stores its text as `scopeofwork`) or as plain `scopeofwork`.
 */
const invoiceFields = {
  billwithoutsignoff: z.boolean({ error: 'Bill w/o Signoff must be true or false.' }).optional(),
  note: optionalTextInput('Note', 4000),
  scopeofwork: optionalTextInput('Scope of Work', 20_000),
  scopeofworkformatted: optionalTextInput('Scope of Work', 100_000),
};

/** POST /workorder/saveinvoice (id 0): a new invoice with its lines ("Invoice Saved"). */
export const saveInvoiceSchema = z.object({
  id: optionalId('Invoice').refine((id) => id == null, INVOICE_MESSAGES.useUpdate),
  workorderid: requiredId('Work Order'),
  ...invoiceFields,
  details: lineItemsInputSchema.optional().default([]),
});
export type SaveInvoiceInput = z.infer<typeof saveInvoiceSchema>;

/**
 * PUT /workorder/updateinvoice: a partial update, which never clears what it does not name: absent
 * fields stay, `details` absent keeps the lines, `details: []` removes them all.
 */
export const updateInvoiceSchema = z.object({
  id: requiredId('Invoice'),
  ...invoiceFields,
  details: lineItemsInputSchema.optional(),
});
export type UpdateInvoiceInput = z.infer<typeof updateInvoiceSchema>;

/** An invoice as the grid, its master detail and the editor show it. */
export const customerInvoiceSchema = z.object({
  id: z.number(),
  workorderid: z.number(),
  /** The customer proposal it was created from (Create Invoice), if any. */
  workorderproposalid: z.number().nullable(),
  invoicenumber: z.string().nullable(),
  /** Invoice Amount: the lines' total, taxes included (decision 136). */
  amount: z.string(),
  billedamount: z.string().nullable(),
  amountreceived: z.string().nullable(),
  /** Payment Due: the amount less what was received. */
  paymentdue: z.string(),
  invoicingdate: z.date().nullable(),
  duedate: z.date().nullable(),
  completedate: z.date().nullable(),
  invoicesentby: z.number().nullable(),
  sentby: z.string().nullable(),
  billwithoutsignoff: z.boolean(),
  isapproved: z.boolean(),
  isrejected: z.boolean(),
  approveddate: z.date().nullable(),
  syncedtoaccountingdate: z.date().nullable(),
  note: z.string().nullable(),
  scopeofwork: z.string().nullable(),
  scopeofworkformatted: z.string().nullable(),
  createddate: z.date(),
  details: z.array(lineItemSchema),
  totals: lineItemTotalsSchema,
  /** The order's vendor cost: the quoted amounts of its vendor lines that are not cancelled. */
  vendorcost: z.string(),
  /** (total - vendor cost) / total in percent with 2 decimals (spec B section 9); null without a total. */
  margin: z.number().nullable(),
});
export type CustomerInvoice = z.infer<typeof customerInvoiceSchema>;

/** GET /workorder/invoices?workorderid: the tab's grid, newest first, each with its lines. */
export const workOrderInvoicesQuerySchema = z.object({ workorderid: requiredId('Work Order') });
/** The order's invoices: what the list and every invoice call answer (spec B section 7). */
export const workOrderInvoicesSchema = z.array(customerInvoiceSchema);

/** DELETE /workorder/removeinvoice?id ("Removed Invoice"). */
export const removeInvoiceQuerySchema = z.object({ id: requiredId('Invoice') });

/** PUT /workorder/{approveinvoice,unapproveinvoice,rejectinvoice}: `{ invoiceid }` (spec B section 7). */
export const invoiceActionSchema = z.object({ invoiceid: requiredId('Invoice') });

/**
 * POST /workorder/generatewoinvoice (spec B section 7, `id, preview`): preview true answers the
 * Invoice Preview's HTML, false the PDF as a download (docs/decisions/138).
 */
export const generateInvoiceDocumentSchema = z.object({
  id: requiredId('Invoice'),
  preview: z.boolean({ error: 'Preview must be true or false.' }).optional().default(false),
  pageSize: documentPageSizeSchema,
});
export type GenerateInvoiceDocumentInput = z.infer<typeof generateInvoiceDocumentSchema>;

/** POST /workorder/generatewordwoinvoice (`invoiceid`): the .docx, named by the `filename` header. */
export const generateInvoiceWordSchema = z.object({ invoiceid: requiredId('Invoice') });

/** The PDF and Word of a rejected invoice are not offered (PDF hidden once rejected, spec B section 2). */
export const INVOICE_DOCUMENT_MESSAGES = {
  rejected: 'A rejected invoice is not printed.',
} as const;
