import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DocumentParty, InvoiceDocument } from './customer-document';

// The invoice as a Word document (generatewordwoinvoice, docs/decisions/138): the PDF's content in a
// document the office can edit before sending. US Letter; the line items' header row repeats on each
// page and a row is never split. docx escapes the text it writes into the XML.

const FONT = 'Arial';
const BLUE = '2F5D8A';
const HEADER_FILL = 'E8EEF5';
/** Letter width less 1" margins, in twentieths of a point. */
const CONTENT_WIDTH = 12_240 - 2 * 1_440;

const run = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, size: options.size ?? 18, bold: options.bold, color: options.color });

const paragraph = (
  text: string,
  options: { bold?: boolean; size?: number; color?: string; right?: boolean; after?: number } = {},
) =>
  new Paragraph({
    children: [run(text, options)],
    alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: options.after ?? 40 },
  });

const label = (text: string) => paragraph(text.toUpperCase(), { bold: true, size: 14, color: '666666' });

const NO_BORDERS = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

const cell = (children: Paragraph[], width: number, fill?: string) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.DXA },
    shading: fill ? { type: ShadingType.CLEAR, fill, color: 'auto' } : undefined,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
  });

function partyParagraphs(title: string, party: DocumentParty | null, empty: string): Paragraph[] {
  if (!party) return [label(title), paragraph(empty, { color: '666666' })];
  return [
    label(title),
    paragraph(party.name || '-', { bold: true }),
    ...party.lines.map((line) => paragraph(line)),
  ];
}

function headerTable(document: InvoiceDocument): Table {
  const widths = [3_400, 3_400, CONTENT_WIDTH - 6_800];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: NO_BORDERS,
    rows: [
      new TableRow({
        children: [
          cell(partyParagraphs('Bill To', document.customer, '-'), widths[0]!),
          cell(partyParagraphs('Job Site', document.site, 'No job site on this work order'), widths[1]!),
          cell(
            document.fields.map(
              (entry) =>
                new Paragraph({
                  children: [
                    run(`${entry.label}: `, { bold: true, size: 16, color: '666666' }),
                    run(entry.value),
                  ],
                  spacing: { after: 20 },
                }),
            ),
            widths[2]!,
          ),
        ],
      }),
    ],
  });
}

const LINE_WIDTHS = [1_000, CONTENT_WIDTH - 5_000, 800, 1_200, 800, 1_200];
const LINE_HEADERS = ['Type', 'Description', 'Qty', 'Rate', 'Tax', 'Amount'];
const isNumberColumn = (index: number) => index >= 2;

function linesTable(document: InvoiceDocument): Table | Paragraph {
  if (document.lines.length === 0) return paragraph('No line items.', { color: '666666' });
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: LINE_HEADERS.map((text, index) =>
      cell(
        [paragraph(text, { bold: true, size: 16, color: '1F3D5C', right: isNumberColumn(index), after: 0 })],
        LINE_WIDTHS[index]!,
        HEADER_FILL,
      ),
    ),
  });
  const rows = document.lines.map(
    (line) =>
      new TableRow({
        cantSplit: true,
        children: [line.type, line.description, line.quantity, line.rate, line.taxrate, line.amount].map(
          (text, index) =>
            cell([paragraph(text, { right: isNumberColumn(index), after: 0 })], LINE_WIDTHS[index]!),
        ),
      }),
  );
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: LINE_WIDTHS,
    rows: [header, ...rows],
  });
}

function totalsTable(document: InvoiceDocument): Table {
  const widths = [CONTENT_WIDTH - 3_000, 1_600, 1_400];
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    borders: NO_BORDERS,
    rows: document.totals.map((total) => {
      const isTotal = total.label === 'Total';
      const fill = isTotal ? HEADER_FILL : undefined;
      return new TableRow({
        cantSplit: true,
        children: [
          cell([paragraph('')], widths[0]!),
          cell([paragraph(total.label, { bold: isTotal, right: true, after: 0 })], widths[1]!, fill),
          cell([paragraph(total.value, { bold: isTotal, right: true, after: 0 })], widths[2]!, fill),
        ],
      });
    }),
  });
}

/** The invoice as a .docx (US Letter portrait). */
export function createInvoiceDocx(document: InvoiceDocument): Promise<Buffer> {
  const children = [
    new Paragraph({
      children: [run(document.company, { bold: true, size: 36, color: BLUE })],
      spacing: { after: 0 },
    }),
    paragraph(document.heading, { bold: true, size: 28, right: true, after: 120 }),
    headerTable(document),
    paragraph('SCOPE OF WORK', { bold: true, size: 16, color: '1F3D5C', after: 60 }),
    ...(document.scope.length ? document.scope.map((line) => paragraph(line)) : [paragraph('-')]),
    paragraph('LINE ITEMS', { bold: true, size: 16, color: '1F3D5C', after: 60 }),
    linesTable(document),
    paragraph(''),
    totalsTable(document),
    paragraph(''),
    ...document.terms.map((line) => paragraph(line, { size: 16, color: '444444' })),
  ];
  const word = new Document({
    creator: document.company,
    title: `${document.heading} - ${document.company}`,
    sections: [
      {
        properties: {
          page: {
            size: { width: 12_240, height: 15_840 },
            margin: { top: 1_080, bottom: 1_080, left: 1_440, right: 1_440 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(word);
}
