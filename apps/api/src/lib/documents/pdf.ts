import path from 'node:path';
import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';

// pdfmake's Node entry is a CommonJS singleton (`module.exports = new pdfmake()`) without a default
// export in its types, so it is loaded with require and typed as its module.
const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as typeof PdfMake;

/** The PDF standard 14 fonts: pdfkit carries their metrics, so no font file is read. */
export const STANDARD_FONTS = [
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Symbol',
  'ZapfDingbats',
] as const;

const standardFonts = new Set<string>(STANDARD_FONTS);
const pdfmakeFontFolder =
  path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts') + path.sep;

// pdfmake 0.3 on Node reads any local path a document names unless told otherwise (ARCHITECTURE
// "Known facts"): only the standard font names and pdfmake's own font folder are allowed, and no URL.
pdfmake.setLocalAccessPolicy(
  (file) => standardFonts.has(file) || path.resolve(file).startsWith(pdfmakeFontFolder),
);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.addFonts({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});

/** A column of a table PDF: its header and, optionally, a pdfmake width (`'*'` shares the rest). */
export type PdfTableColumn = { header: string; width?: number | '*' | 'auto' };

/** What a table PDF shows: a title, an optional line under it, the columns and the rows as text. */
export type PdfTable = {
  title: string;
  subtitle?: string;
  columns: readonly PdfTableColumn[];
  rows: readonly (readonly string[])[];
};

// The standard fonts encode WinAnsi (Latin-1 plus these); anything else would print as junk.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: characters outside WinAnsi become '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const printable =
      char === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(char);
    out += printable ? char : char === '\t' || char === '\r' ? ' ' : '?';
  }
  return out;
}

/** Rich text as a PDF cell's plain text (lib/rich-text, shared with the e-mails' text parts). */
export { htmlToText } from '../rich-text';

/**
 * The pdfmake document of a table PDF: A3 landscape, Helvetica, the title, then one table whose
 * header row repeats on every page, and "Page n of m" at the foot.
 */
export function buildTablePdfDefinition(table: PdfTable): TDocumentDefinitions {
  const header: TableCell[] = table.columns.map((column) => ({
    text: toWinAnsi(column.header),
    style: 'tableHeader',
  }));
  const body: TableCell[][] = [
    header,
    ...table.rows.map((row) => table.columns.map((_, index) => ({ text: toWinAnsi(row[index] ?? '') }))),
  ];
  const content: Content[] = [{ text: toWinAnsi(table.title), style: 'title' }];
  if (table.subtitle) content.push({ text: toWinAnsi(table.subtitle), style: 'subtitle' });
  content.push({
    table: {
      headerRows: 1,
      widths: table.columns.map((column) => column.width ?? 'auto'),
      body,
    },
    layout: 'lightHorizontalLines',
  });
  return {
    info: { title: toWinAnsi(table.title) },
    pageSize: 'A3',
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: {
      title: { fontSize: 14, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 9, color: '#555555', margin: [0, 0, 0, 8] },
      tableHeader: { bold: true, fillColor: '#eeeeee' },
    },
    footer: (currentPage, pageCount) => ({
      text: `Page ${currentPage} of ${pageCount}`,
      alignment: 'right',
      fontSize: 8,
      margin: [30, 10, 30, 0],
    }),
    content,
  };
}

/** Renders a pdfmake document to a Buffer. */
export function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}

/** A title, columns and rows as a table PDF (A3 landscape). */
export function createTablePdf(table: PdfTable): Promise<Buffer> {
  return renderPdf(buildTablePdfDefinition(table));
}
