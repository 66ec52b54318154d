import { formatDate, formatMoney } from '@dispatchwise/shared';
import type {
  Content,
  ContentStack,
  DynamicContent,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { htmlToText } from '../rich-text';
import { renderPdf, toWinAnsi } from './pdf';

/**
 * What the vendor-line tickets print (the work ticket of the TICKET e-mail and the sign-off ticket),
 * read by modules/vendor-lines. Values as read from the database; empty ones print as a dash.
 */
export type TicketData = {
  /** The dispatch company that issues the ticket. */
  company: string;
  wonumber: string;
  ponumber: string | null;
  priority: string | null;
  customername: string;
  /** When the order was received (entered). */
  receiveddate: Date | string | null;
  scheduledate: Date | string | null;
  duedate: Date | string | null;
  site: {
    jobsite: string | null;
    jobsitedescription: string | null;
    streetaddress: string | null;
    streetaddress2: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
    contactperson: string | null;
    phone: string | null;
  } | null;
  briefdescription: string;
  /** The order's rich-text description (sanitized HTML); printed as plain text. */
  description: string | null;
  trades: readonly string[];
  /** The job site's special procedures, then the site's and the customer's free-text procedure. */
  procedures: readonly string[];
  vendor: {
    name: string;
    address: string | null;
    address2: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
    phone: string | null;
    email: string | null;
  };
  /** The amount the vendor must not exceed (docs/decisions/133: the line's NTE, else its quoted amount). */
  vendornte: string | number | null;
  /** Who dispatches the order: the vendor checks in and out with them. */
  dispatch: { name: string | null; email: string | null };
  printedat: Date;
};

export const DASH = '-';

/** Printable one-line text: trimmed, runs of white space as one space, WinAnsi only, cut at `max`. */
export function clip(value: string | null | undefined, max = 200): string {
  const flat = toWinAnsi((value ?? '').replace(/\s+/g, ' ').trim());
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}

/**
 * Printable multi-line text cut to `maxChars` and `maxLines`, so that one page holds it; `notice` is
 * appended when something was left out.
 */
export function clipBlock(
  value: string,
  options: { maxChars: number; maxLines: number; notice: string },
): string {
  const lines = toWinAnsi(value)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
    .filter((line, index, all) => line !== '' || (index > 0 && all[index - 1] !== ''));
  let text = lines.slice(0, options.maxLines).join('\n').trim();
  let cut = lines.length > options.maxLines;
  if (text.length > options.maxChars) {
    text = text.slice(0, options.maxChars).replace(/\s+\S*$/, '');
    cut = true;
  }
  return cut ? `${text} ...\n${options.notice}` : text;
}

/** The rich description as text: its markup goes, list items keep a bullet. */
export function scopeText(data: Pick<TicketData, 'description'>): string {
  return htmlToText(data.description?.replace(/<li(\s[^>]*)?>/gi, '$&\u2022 '));
}

/** "12 Main St, Suite 2" and "Austin, TX 78701": the parts that are present. */
export function addressLines(parts: {
  street: string | null;
  street2: string | null;
  city: string | null;
  statecode: string | null;
  postalcode: string | null;
}): string[] {
  const street = [parts.street, parts.street2]
    .map((part) => clip(part, 120))
    .filter(Boolean)
    .join(', ');
  const stateZip = [parts.statecode, parts.postalcode]
    .map((part) => clip(part, 20))
    .filter(Boolean)
    .join(' ');
  const place = [clip(parts.city, 80), stateZip].filter(Boolean).join(', ');
  return [street, place].filter(Boolean);
}

export function siteLines(site: TicketData['site']): string[] {
  if (!site) return ['No job site on this work order'];
  const name = [clip(site.jobsite, 100), clip(site.jobsitedescription, 100)].filter(Boolean).join(' - ');
  return [
    name,
    ...addressLines({
      street: site.streetaddress,
      street2: site.streetaddress2,
      city: site.city,
      statecode: site.statecode,
      postalcode: site.postalcode,
    }),
  ].filter(Boolean);
}

export function vendorLines(vendor: TicketData['vendor']): string[] {
  return [
    clip(vendor.name, 120),
    ...addressLines({
      street: vendor.address,
      street2: vendor.address2,
      city: vendor.city,
      statecode: vendor.statecode,
      postalcode: vendor.postalcode,
    }),
  ].filter(Boolean);
}

export const dateOrDash = (value: Date | string | null) => formatDate(value) || DASH;
export const textOrDash = (value: string | null | undefined, max = 120) => clip(value, max) || DASH;
export const moneyOrDash = (value: string | number | null) =>
  value === null || value === '' ? DASH : formatMoney(value);

/** A label over its value: the small grey caption and the value in the body size. */
export function field(label: string, value: string, options: { bold?: boolean } = {}): ContentStack {
  return {
    stack: [
      { text: label.toUpperCase(), style: 'label' },
      { text: value || DASH, bold: options.bold ?? false, margin: [0, 1, 0, 0] },
    ],
  };
}

/** A titled box: a grey header bar over the content, with a thin border. */
export function box(title: string, content: Content, options: { minHeight?: number } = {}): Content {
  const body: TableCell = { stack: [content], margin: [4, 4, 4, 4] };
  return {
    table: {
      widths: ['*'],
      heights: (row: number) => (row === 1 && options.minHeight ? options.minHeight : 0),
      body: [[{ text: title.toUpperCase(), style: 'boxTitle' }], [body]],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0.75,
      hLineColor: () => '#999999',
      vLineColor: () => '#999999',
      fillColor: (row: number) => (row === 0 ? '#e8eef5' : null),
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingTop: () => 0,
      paddingBottom: () => 0,
    },
    margin: [0, 0, 0, 8],
  };
}

/** The band at the top of both tickets: the company and the document's name, the order number. */
export function ticketHeader(data: TicketData, documentName: string): Content {
  return {
    columns: [
      {
        width: '*',
        stack: [
          { text: clip(data.company, 60), style: 'company' },
          { text: documentName, style: 'documentName' },
        ],
      },
      {
        width: 'auto',
        alignment: 'right',
        stack: [
          { text: `Work Order ${clip(data.wonumber, 40)}`, style: 'wonumber' },
          ...(clip(data.ponumber)
            ? [
                {
                  text: `PO: ${clip(data.ponumber, 40)}`,
                  margin: [0, 2, 0, 0] as [number, number, number, number],
                },
              ]
            : []),
        ],
      },
    ],
    margin: [0, 0, 0, 6],
  };
}

export const rule = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: 540, y2: 0, lineWidth: 1.5, lineColor: '#2f5d8a' }],
  margin: [0, 0, 0, 8],
});

/** US Letter portrait in Helvetica with the styles both tickets use and a footer naming the order. */
export function ticketDocument(data: TicketData, title: string, content: Content[]): TDocumentDefinitions {
  const footer = `Work order ${clip(data.wonumber, 40)} - printed ${formatDate(data.printedat)}`;
  return {
    info: { title: toWinAnsi(title), author: clip(data.company, 60) },
    pageSize: 'LETTER',
    pageOrientation: 'portrait',
    pageMargins: [36, 32, 36, 36],
    defaultStyle: { font: 'Helvetica', fontSize: 9, lineHeight: 1.15 },
    styles: {
      company: { fontSize: 16, bold: true, color: '#2f5d8a' },
      documentName: { fontSize: 12, bold: true, margin: [0, 2, 0, 0] },
      wonumber: { fontSize: 14, bold: true },
      label: { fontSize: 6.5, color: '#666666', bold: true },
      boxTitle: { fontSize: 7.5, bold: true, color: '#1f3d5c', margin: [4, 2, 4, 2] },
      brief: { fontSize: 10, bold: true },
    },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: footer, fontSize: 7, color: '#666666' },
        { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', fontSize: 7, color: '#666666' },
      ],
      margin: [36, 12, 36, 0],
    }),
    content,
  };
}

/**
 * Renders the first of `levels` layouts (from the fullest to the most shortened) that fits on one
 * page, so that text is cut only when the page needs it; the last one is rendered whatever it takes.
 */
export async function renderOnOnePage(
  levels: number,
  build: (level: number) => TDocumentDefinitions,
): Promise<Buffer> {
  for (let level = 0; ; level++) {
    const definition = build(level);
    const footer = definition.footer as DynamicContent;
    let pages = 0;
    definition.footer = (currentPage, pageCount, pageSize) => {
      pages = Math.max(pages, pageCount);
      return footer(currentPage, pageCount, pageSize);
    };
    const pdf = await renderPdf(definition);
    if (pages <= 1 || level >= levels - 1) return pdf;
  }
}

/** A ticket's file name: `{wonumber}_{kind}.pdf`, the number kept to safe characters. */
export const ticketFilename = (wonumber: string, kind: string) =>
  `${wonumber.replace(/[^A-Za-z0-9_-]/g, '_') || 'work-order'}_${kind}.pdf`;
