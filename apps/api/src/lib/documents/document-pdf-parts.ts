import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentField, DocumentParty } from './customer-document';
import { toWinAnsi } from './pdf';

// The building blocks of the printed work-order documents (docs/decisions/138, 140): the customer proposal and
// invoice, and the vendor proposal. Letter (the default) or A4 portrait, every width relative to the page so that
// both hold it; an items table's header row repeats on each page, and a row is never split across pages.

export type PageSize = 'LETTER' | 'A4';

const MARGIN = 40;
/** The page widths in points, for the rule under the header (a canvas has no relative width). */
const PAGE_WIDTH: Record<PageSize, number> = { LETTER: 612, A4: 595.28 };

/**
 * pdfmake does not break inside a word, and a column is never narrower than its longest word: a run
 * of 300 letters pushed the amounts off the page. Words over 30 characters are broken with spaces.
 */
export const pdfText = (value: string) =>
  toWinAnsi(value).replace(/\S{31,}/g, (word) => word.replace(/(\S{30})(?=\S)/g, '$1 '));

/** A column of an items table: its header, pdfmake width and alignment. */
export type PdfItemColumn = { header: string; width: number | '*'; alignment: 'left' | 'right' };

export function partyBlock(title: string, party: DocumentParty | null, empty: string): Content {
  return {
    stack: [
      { text: title.toUpperCase(), style: 'label' },
      party
        ? {
            stack: [
              { text: pdfText(party.name) || '-', bold: true },
              ...party.lines.map((line) => ({ text: pdfText(line) })),
            ],
          }
        : { text: empty, color: '#666666' },
    ],
  };
}

/** The labels and values beside the parties (work order, numbers, dates). */
export function fieldsBlock(fields: readonly DocumentField[]): Content {
  const block: Content & { width: number } = {
    width: 150,
    table: {
      widths: [62, '*'],
      body: fields.map((entry) => [
        { text: entry.label.toUpperCase(), style: 'label', margin: [0, 1.5, 0, 0] },
        { text: pdfText(entry.value) },
      ]),
    },
    layout: 'noBorders',
  };
  return block;
}

/** A section's title and its paragraphs ("-" when it has none). */
export function paragraphsBlock(title: string, paragraphs: readonly string[], margin?: number[]): Content[] {
  return [
    { text: title.toUpperCase(), style: 'section', ...(margin ? { margin } : {}) } as Content,
    ...(paragraphs.length
      ? paragraphs.map((paragraph) => ({
          text: pdfText(paragraph),
          margin: [0, 0, 0, 3] as [number, number, number, number],
        }))
      : [{ text: '-', color: '#666666' }]),
  ];
}

/** An items table: the header row repeated on each page, rows never split; the text when there is no row. */
export function itemsTable(
  columns: readonly PdfItemColumn[],
  rows: readonly (readonly string[])[],
  emptyText: string,
): Content {
  if (rows.length === 0) return { text: emptyText, color: '#666666', margin: [0, 0, 0, 8] };
  const header: TableCell[] = columns.map((column) => ({
    text: column.header,
    style: 'tableHeader',
    alignment: column.alignment,
  }));
  const body: TableCell[][] = rows.map((row) =>
    row.map((value, index) => ({ text: pdfText(value), alignment: columns[index]!.alignment })),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((column) => column.width),
      body: [header, ...body],
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

/** The totals on the right; the row labelled "Total" stands out. */
export function totalsTable(totals: readonly DocumentField[]): Content {
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 200,
        table: {
          widths: ['*', 90],
          body: totals.map((total) => {
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
          fillColor: (row: number) => (totals[row]?.label === 'Total' ? '#e8eef5' : null),
        },
      },
    ],
    margin: [0, 0, 0, 12],
    unbreakable: true,
  };
}

/**
 * A printed document: the company and the heading over a rule, then `content`, Helvetica, and on each page's foot
 * the heading and "Page n of m".
 */
export function documentDefinition(options: {
  company: string;
  heading: string;
  pageSize: PageSize;
  content: Content[];
}): TDocumentDefinitions {
  const { company, heading, pageSize } = options;
  return {
    info: { title: pdfText(`${heading} - ${company}`), author: pdfText(company) },
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
        { text: pdfText(`${heading} - ${company}`), fontSize: 7, color: '#666666' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 7, color: '#666666' },
      ],
      margin: [MARGIN, 12, MARGIN, 0],
    }),
    content: [
      {
        columns: [
          { width: '*', text: pdfText(company), style: 'company' },
          { width: 'auto', text: pdfText(heading), style: 'heading', alignment: 'right' },
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
      ...options.content,
    ],
  };
}
