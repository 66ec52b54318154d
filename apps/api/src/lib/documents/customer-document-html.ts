import { documentLineRows, type InvoiceDocument, type ProposalDocument } from './customer-document';
import {
  documentHtml,
  fieldsHtml,
  itemsTableHtml,
  paragraphsHtml,
  partyHtml,
  termsHtml,
  totalsHtml,
  type HtmlItemColumn,
} from './document-html-parts';

// The preview of a customer proposal or invoice (Proposal Preview / Invoice Preview, 1200x750;
// docs/decisions/138) on the shared document parts (decision 140).

const LINE_COLUMNS: readonly HtmlItemColumn[] = [
  { header: 'Type', className: 'type' },
  { header: 'Description', className: 'description' },
  { header: 'Qty', className: 'num' },
  { header: 'Rate', className: 'num' },
  { header: 'Tax', className: 'num' },
  { header: 'Amount', className: 'num' },
];

/** The preview: a complete HTML document (no script, no outside resource), every value escaped. */
export function customerDocumentHtml(document: ProposalDocument | InvoiceDocument): string {
  return documentHtml({
    company: document.company,
    heading: document.heading,
    body: [
      '<div class="parties">',
      partyHtml(document.kind === 'invoice' ? 'Bill To' : 'Prepared For', document.customer, '-'),
      partyHtml('Job Site', document.site, 'No job site on this work order'),
      fieldsHtml(document.fields),
      '</div>',
      paragraphsHtml('Scope of Work', document.scope),
      `<h2>Line Items</h2>${itemsTableHtml(LINE_COLUMNS, documentLineRows(document), 'No line items.')}`,
      totalsHtml(document.totals),
      termsHtml(document.terms),
    ],
  });
}
