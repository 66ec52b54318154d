import { INVOICE_MESSAGES } from '@dispatchwise/shared';
import { z } from 'zod';
import { documentLineInputs, documentLineRows, documentLineRowSchema } from '../../../components/line-items';
import { htmlText, richTextHtml } from '../../../components/rich-text-editor';
import type { CustomerInvoice, SaveInvoiceInput } from '../api/types';

// The invoice popup's values and checks (spec B section 5: Scope of Work required; the lines' own messages,
// decision 135). The dates, Sent By, Payment Due and Amount Received are the API's: shown, never sent.

export const invoiceFormSchema = z.object({
  billwithoutsignoff: z.boolean(),
  note: z.string().max(4000, 'At most 4000 characters.'),
  /** The rich text editor's HTML; '' when it holds no text. */
  scopeofworkformatted: z.string().refine((html) => htmlText(html) !== '', INVOICE_MESSAGES.scopeOfWork),
  details: z.array(documentLineRowSchema),
});
export type InvoiceFormValues = z.infer<typeof invoiceFormSchema>;

export const NEW_INVOICE: InvoiceFormValues = {
  billwithoutsignoff: false,
  note: '',
  scopeofworkformatted: '',
  details: [],
};

/** The popup's values of a saved invoice. */
export const invoiceValues = (invoice: CustomerInvoice): InvoiceFormValues => ({
  billwithoutsignoff: invoice.billwithoutsignoff,
  note: invoice.note ?? '',
  scopeofworkformatted: richTextHtml(invoice.scopeofworkformatted, invoice.scopeofwork),
  details: documentLineRows(invoice.details),
});

/** The body of saveinvoice (updateinvoice swaps the order's id for the invoice's): every field, the lines in order. */
export const invoiceInput = (values: InvoiceFormValues, workorderid: number): SaveInvoiceInput => ({
  workorderid,
  billwithoutsignoff: values.billwithoutsignoff,
  note: values.note.trim() || null,
  // The API sanitizes the HTML and stores its text as `scopeofwork`.
  scopeofworkformatted: values.scopeofworkformatted,
  details: documentLineInputs(values.details),
});
