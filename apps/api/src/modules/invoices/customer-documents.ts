import { WORK_ORDER_MESSAGES, type LineItem, type LineItemTotals } from '@dispatchwise/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import type {
  CustomerDocumentSource,
  InvoiceDocument,
  ProposalDocument,
} from '../../lib/documents/customer-document';
import { DOCUMENT_COMPANY } from '../../lib/documents/company';
import { customerDocumentHtml } from '../../lib/documents/customer-document-html';
import { createCustomerDocumentPdf, type PageSize } from '../../lib/documents/customer-document-pdf';
import { HttpError } from '../../lib/errors';
import { getCustomerDocumentHeader } from './customer-documents.repository';

/**
 * The parts of a customer proposal or invoice that come from its order (docs/decisions/138), with the
 * document's own scope and lines; and the customer's payment term for an invoice's terms.
 */
export async function customerDocumentSource(
  db: Db,
  document: {
    workorderid: number;
    scopeofwork: string | null;
    scopeofworkformatted: string | null;
    details: LineItem[];
    totals: LineItemTotals;
  },
): Promise<CustomerDocumentSource & { termdescription: string | null }> {
  const row = await getCustomerDocumentHeader(db, document.workorderid);
  if (!row) throw new HttpError(404, WORK_ORDER_MESSAGES.notFound);
  return {
    company: DOCUMENT_COMPANY,
    wonumber: row.wonumber,
    ponumber: row.ponumber,
    customer: {
      customername: row.customername,
      streetaddress: row.customerstreetaddress,
      streetaddress2: row.customerstreetaddress2,
      city: row.customercity,
      statecode: row.customerstatecode,
      postalcode: row.customerpostalcode,
    },
    site: row.jobsiteid === null ? null : row,
    scopeofwork: document.scopeofwork,
    scopeofworkformatted: document.scopeofworkformatted,
    details: document.details,
    totals: document.totals,
    termdescription: row.termdescription,
  };
}

/** A printed document: the preview's HTML, or a file to download. */
export type GeneratedDocument =
  { kind: 'html'; html: string } | { kind: 'file'; filename: string; contenttype: string; content: Buffer };

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** generatewoproposal and generatewoinvoice: the preview's HTML, or the PDF on the page size asked. */
export async function generateCustomerDocument(
  document: ProposalDocument | InvoiceDocument,
  options: { preview: boolean; pageSize: PageSize },
): Promise<GeneratedDocument> {
  if (options.preview) return { kind: 'html', html: customerDocumentHtml(document) };
  return {
    kind: 'file',
    filename: `${document.filename}.pdf`,
    contenttype: 'application/pdf',
    content: await createCustomerDocumentPdf(document, options.pageSize),
  };
}

/**
 * Sends a preview as an HTML page, or a file as a download named twice: by Content-Disposition and by
 * the `filename` header the web reads (spec B section 7: "blob named from filename response header").
 * The name is made of safe characters only (customer-document `filename`).
 */
export function sendGeneratedDocument(reply: FastifyReply, generated: GeneratedDocument) {
  if (generated.kind === 'html') return reply.type('text/html; charset=utf-8').send(generated.html);
  return reply
    .type(generated.contenttype)
    .header('filename', generated.filename)
    .header('content-disposition', `attachment; filename="${generated.filename}"`)
    .send(generated.content);
}
