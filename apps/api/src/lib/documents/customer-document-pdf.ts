import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentParty, InvoiceDocument, ProposalDocument } from './customer-document';
import { renderPdf, toWinAnsi } from './pdf';

// A customer proposal or invoice as a PDF (docs/decisions/138): Letter (the default) or A4 portrait,
// every width relative to the page so that both hold it; the line items' header row repeats on each
// page, and a row is never split across pages.

export type PageSize = 'LETTER' | 'A4';

const MARGIN = 40;
/** The page widths in points, for the rule under the header (a canvas has no relative width). */
const PAGE_WIDTH: Record<PageSize, number> = { LETTER: 612, A4: 595.28 };

/**
 * pdfmake does not break inside a word, and a column is never narrower than its longest word: a run
 * of 300 letters pushed the amounts off the page. Words over 30 characters are broken with spaces.
 */
const text = (value: string) =>
  toWinAnsi(value).replace(/\S{31,}/g, (word) => word.replace(/(\S{30})(?=\S)/g, '$1 '));

/** The columns of the line items: Type, Description, Quantity, Rate, Tax Rate, Amount. */
const LINE_COLUMNS = [
  { header: 'Type', width: 52, alignment: 'left' },
  { header: 'Description', width: '*', alignment: 'left' },
  { header: 'Qty', width: 40, alignment: 'right' },
  { header: 'Rate', width: 66, alignment: 'right' },
  { header: 'Tax', width: 40, alignment: 'right' },
  { header: 'Amount', width: 72, alignment: 'right' },
] as const;

function partyBlock(title: string, party: DocumentParty | null, empty: string): Content {
  return {
    stack: [
      { text: title.toUpperCase(), style: 'label' },
      party
        ? {
            stack: [
              { text: text(party.name) || '-', bold: true },
              ...party.lines.map((line) => ({ text: text(line) })),
            ],
          }
        : { text: empty, color: '#666666' },
    ],
  };
}

function linesTable(document: ProposalDocument | InvoiceDocument): Content {
  if (document.lines.length === 0) return { text: 'No line items.', color: '#666666', margin: [0, 0, 0, 8] };
  const header: TableCell[] = LINE_COLUMNS.map((column) => ({
    text: column.header,
    style: 'tableHeader',
    alignment: column.alignment,
  }));
  const rows: TableCell[][] = document.lines.map((line) =>
    [line.type, line.description, line.quantity, line.rate, line.taxrate, line.amount].map(
      (value, index) => ({
        text: text(value),
        alignment: LINE_COLUMNS[index]!.alignment,
      }),
    ),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: LINE_COLUMNS.map((column) => column.width),
      body: [header, ...rows],
    },
    layout: {
      hLineWidth: (row: number) => (row === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#bbbbbb',
      fillColor: (row: number) => (row === 0 ? '#e8eef5' : null),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 6],
  };
}

function totalsTable(document: ProposalDocument | InvoiceDocument): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 200,
        table: {
          widths: ['*', 90],
          body: document.totals.map((total) => {
            const isTotal = total.label === 'Total';
            return [
              { text: total.label, bold: isTotal, alignment: 'right' },
              { text: total.value, bold: isTotal, alignment: 'right' },
            ];
          }),
        },
        layout: {
          hLineWidth: () => 0,
          vLineWidth: () => 0,
          fillColor: (row: number) => (document.totals[row]?.label === 'Total' ? '#e8eef5' : null),
        },
      },
    ],
    margin: [0, 0, 0, 12],
    unbreakable: true,
  };
}

/** The pdfmake document of a customer proposal or invoice. */
export function buildCustomerDocumentDefinition(
  document: ProposalDocument | InvoiceDocument,
  pageSize: PageSize = 'LETTER',
): TDocumentDefinitions {
  const content: Content[] = [
    {
      columns: [
        { width: '*', text: text(document.company), style: 'company' },
        { width: 'auto', text: text(document.heading), style: 'heading', alignment: 'right' },
      ],
    },
    {
      canvas: [
        {
          type: 'line',
          x1: 0,
          y1: 0,
          x2: PAGE_WIDTH[pageSize] - 2 * MARGIN,
          y2: 0,
          lineWidth: 1.5,
          lineColor: '#2f5d8a',
        },
      ],
      margin: [0, 4, 0, 10],
    },
    {
      columns: [
        partyBlock(document.kind === 'invoice' ? 'Bill To' : 'Prepared For', document.customer, '-'),
        partyBlock('Job Site', document.site, 'No job site on this work order'),
        {
          width: 150,
          table: {
            widths: [62, '*'],
            body: document.fields.map((entry) => [
              { text: entry.label.toUpperCase(), style: 'label', margin: [0, 1.5, 0, 0] },
              { text: text(entry.value) },
            ]),
          },
          layout: 'noBorders',
        },
      ],
      columnGap: 12,
      margin: [0, 0, 0, 12],
    },
    { text: 'SCOPE OF WORK', style: 'section' },
    ...(document.scope.length
      ? document.scope.map((paragraph) => ({
          text: text(paragraph),
          margin: [0, 0, 0, 3] as [number, number, number, number],
        }))
      : [{ text: '-', color: '#666666' }]),
    { text: 'LINE ITEMS', style: 'section', margin: [0, 10, 0, 4] },
    linesTable(document),
    totalsTable(document),
    ...document.terms.map((paragraph) => ({ text: text(paragraph), style: 'terms' })),
  ];
  return {
    info: { title: text(`${document.heading} - ${document.company}`), author: text(document.company) },
    pageSize,
    pageOrientation: 'portrait',
    pageMargins: [MARGIN, 36, MARGIN, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 9, lineHeight: 1.15 },
    styles: {
      company: { fontSize: 18, bold: true, color: '#2f5d8a' },
      heading: { fontSize: 16, bold: true },
      label: { fontSize: 6.5, bold: true, color: '#666666' },
      section: { fontSize: 8, bold: true, color: '#1f3d5c', margin: [0, 0, 0, 4] },
      tableHeader: { bold: true, fontSize: 8, color: '#1f3d5c' },
      terms: { fontSize: 8, color: '#444444', margin: [0, 0, 0, 2] },
    },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: text(`${document.heading} - ${document.company}`), fontSize: 7, color: '#666666' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 7, color: '#666666' },
      ],
      margin: [MARGIN, 12, MARGIN, 0],
    }),
    content,
  };
}

/** A customer proposal or invoice as a PDF. */
export function createCustomerDocumentPdf(
  document: ProposalDocument | InvoiceDocument,
  pageSize: PageSize = 'LETTER',
): Promise<Buffer> {
  return renderPdf(buildCustomerDocumentDefinition(document, pageSize));
}
