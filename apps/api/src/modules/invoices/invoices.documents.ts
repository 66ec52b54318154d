import {
  INVOICE_DOCUMENT_MESSAGES,
  INVOICE_MESSAGES,
  type GenerateInvoiceDocumentInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { invoiceDocument, type InvoiceDocument } from '../../lib/documents/customer-document';
import { createInvoiceDocx } from '../../lib/documents/invoice-docx';
import { HttpError } from '../../lib/errors';
import { findLineItems, invoiceLineItems } from '../../lib/line-items/index';
import { requireWorkOrder } from '../work-orders/index';
import {
  customerDocumentSource,
  DOCX,
  generateCustomerDocument,
  type GeneratedDocument,
} from './customer-documents';
import * as repository from './invoices.repository';

/**
 * The invoice as printed (docs/decisions/138): 404 for an unknown invoice, then the order's guard
 * (404, 403: another customer's order is never reached), then its lines and its order's parts. A
 * rejected invoice is previewed but not printed (its PDF is hidden once rejected, spec B section 2).
 */
async function readInvoiceDocument(options: {
  db: Db;
  user: SessionUser;
  id: number;
  isPrinted: boolean;
}): Promise<InvoiceDocument> {
  const { db, user, id, isPrinted } = options;
  const [invoice] = await repository.findInvoiceRows(db, { id });
  if (!invoice) throw new HttpError(404, INVOICE_MESSAGES.notFound);
  await requireWorkOrder({ db, user, id: invoice.workorderid });
  if (isPrinted && invoice.isrejected) throw new HttpError(400, INVOICE_DOCUMENT_MESSAGES.rejected);
  const { lines, totals } = (await findLineItems(db, invoiceLineItems, [id])).get(id)!;
  const source = await customerDocumentSource(db, { ...invoice, details: lines, totals });
  return invoiceDocument({ ...invoice, ...source });
}

/** POST /workorder/generatewoinvoice: the Invoice Preview's HTML, or the PDF. */
export async function generateInvoiceDocument(options: {
  db: Db;
  user: SessionUser;
  input: GenerateInvoiceDocumentInput;
}): Promise<GeneratedDocument> {
  const { db, user, input } = options;
  const document = await readInvoiceDocument({ db, user, id: input.id, isPrinted: !input.preview });
  return generateCustomerDocument(document, input);
}

/** POST /workorder/generatewordwoinvoice: the invoice as a .docx. */
export async function generateInvoiceWord(options: {
  db: Db;
  user: SessionUser;
  invoiceid: number;
}): Promise<GeneratedDocument> {
  const { db, user, invoiceid } = options;
  const document = await readInvoiceDocument({ db, user, id: invoiceid, isPrinted: true });
  return {
    kind: 'file',
    filename: `${document.filename}.docx`,
    contenttype: DOCX,
    content: await createInvoiceDocx(document),
  };
}
