import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentLineRows, type InvoiceDocument, type ProposalDocument } from './customer-document';
import {
  documentDefinition,
  fieldsBlock,
  itemsTable,
  paragraphsBlock,
  partyBlock,
  pdfText,
  totalsTable,
  type PageSize,
  type PdfItemColumn,
} from './document-pdf-parts';
import { renderPdf } from './pdf';

// A customer proposal or invoice as a PDF (docs/decisions/138) on the shared document parts (decision 140).

export type { PageSize };

/** The columns of the line items: Type, Description, Quantity, Rate, Tax Rate, Amount. */
const LINE_COLUMNS: readonly PdfItemColumn[] = [
  { header: 'Type', width: 52, alignment: 'left' },
  { header: 'Description', width: '*', alignment: 'left' },
  { header: 'Qty', width: 40, alignment: 'right' },
  { header: 'Rate', width: 66, alignment: 'right' },
  { header: 'Tax', width: 40, alignment: 'right' },
  { header: 'Amount', width: 72, alignment: 'right' },
];

/** The pdfmake document of a customer proposal or invoice. */
export function buildCustomerDocumentDefinition(
  document: ProposalDocument | InvoiceDocument,
  pageSize: PageSize = 'LETTER',
): TDocumentDefinitions {
  const content: Content[] = [
    {
      columns: [
        partyBlock(document.kind === 'invoice' ? 'Bill To' : 'Prepared For', document.customer, '-'),
        partyBlock('Job Site', document.site, 'No job site on this work order'),
        fieldsBlock(document.fields),
      ],
      columnGap: 12,
      margin: [0, 0, 0, 12],
    },
    ...paragraphsBlock('Scope of Work', document.scope),
    { text: 'LINE ITEMS', style: 'section', margin: [0, 10, 0, 4] },
    itemsTable(LINE_COLUMNS, documentLineRows(document), 'No line items.'),
    totalsTable(document.totals),
    ...document.terms.map((paragraph) => ({ text: pdfText(paragraph), style: 'terms' })),
  ];
  return documentDefinition({ company: document.company, heading: document.heading, pageSize, content });
}

/** A customer proposal or invoice as a PDF. */
export function createCustomerDocumentPdf(
  document: ProposalDocument | InvoiceDocument,
  pageSize: PageSize = 'LETTER',
): Promise<Buffer> {
  return renderPdf(buildCustomerDocumentDefinition(document, pageSize));
}
