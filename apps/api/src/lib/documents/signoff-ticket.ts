import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  box,
  clip,
  clipBlock,
  dateOrDash,
  field,
  renderOnOnePage,
  rule,
  scopeText,
  siteLines,
  textOrDash,
  ticketDocument,
  ticketFilename,
  ticketHeader,
  vendorLines,
  type TicketData,
} from './ticket-parts';

/** The file name the spec gives the sign-off ticket (spec B section 7): `{wonumber}_signoff.pdf`. */
export const signoffFilename = (wonumber: string) => ticketFilename(wonumber, 'signoff');

// The scope leaves room for the lines to fill in: the fullest that keeps the page one is printed.
const LEVELS = [
  { maxChars: 1500, maxLines: 16 },
  { maxChars: 600, maxLines: 8 },
] as const;
const SHORTENED = '(Shortened to fit the ticket: the full description is on the work ticket.)';

type Blank = { label: string; labelWidth: number; width: number | '*' };

/** Blanks to write on: each label followed by a line, side by side; `height` leaves room for a signature. */
function fillIns(labels: readonly Blank[], height = 18): Content {
  return {
    table: {
      widths: labels.flatMap(({ labelWidth, width }) => [labelWidth, width]),
      heights: height,
      body: [
        labels.flatMap(({ label }) => [
          { text: label, border: [false, false, false, false], margin: [0, height - 12, 4, 0] },
          { text: ' ', border: [false, false, false, true] },
        ]),
      ],
    },
    layout: {
      hLineWidth: () => 0.75,
      vLineWidth: () => 0,
      hLineColor: () => '#333333',
      paddingLeft: () => 2,
      paddingRight: () => 6,
    },
    margin: [0, 0, 0, 4],
  } as Content;
}

function signatureBlock(): Content[] {
  return [
    fillIns([{ label: 'Name (print)', labelWidth: 64, width: '*' }]),
    fillIns([{ label: 'Signature', labelWidth: 64, width: '*' }], 28),
    fillIns([{ label: 'Date', labelWidth: 64, width: 110 }]),
  ];
}

/**
 * The sign-off ticket of a vendor line (spec B section 7, POST /workorder/generatesignoff): the order,
 * the site, the vendor and the scope, then the lines the technician and the customer fill in on site.
 */
export function buildSignoffTicketDefinition(data: TicketData, levelIndex = 0): TDocumentDefinitions {
  const level = LEVELS[Math.min(levelIndex, LEVELS.length - 1)]!;
  const scope = clipBlock(scopeText(data), { ...level, notice: SHORTENED });
  const site = data.site;
  const content: Content[] = [
    ticketHeader(data, 'Sign-Off Ticket'),
    rule(),
    {
      columns: [
        { width: '*', ...field('Customer', textOrDash(data.customername, 80), { bold: true }) },
        { width: 90, ...field('Priority', textOrDash(data.priority, 40)) },
        { width: 70, ...field('Schedule Date', dateOrDash(data.scheduledate)) },
        { width: 150, ...field('Trade(s)', textOrDash(data.trades.join(', '), 120)) },
      ],
      columnGap: 8,
      margin: [0, 0, 0, 10],
    },
    {
      columns: [
        box('Job Site', {
          stack: [
            ...siteLines(site).map((line, index) => ({ text: line, bold: index === 0 })),
            {
              text: `Contact: ${textOrDash(site?.contactperson, 80)}   Phone: ${textOrDash(site?.phone, 40)}`,
              margin: [0, 3, 0, 0],
            },
          ],
        }),
        box('Vendor', {
          stack: [
            ...vendorLines(data.vendor).map((line, index) => ({ text: line, bold: index === 0 })),
            { text: `Phone: ${textOrDash(data.vendor.phone, 40)}`, margin: [0, 3, 0, 0] },
          ],
        }),
      ],
      columnGap: 10,
    },
    box('Scope of Work', {
      stack: [
        { text: clip(data.briefdescription, 200) || '-', style: 'brief' },
        ...(scope ? [{ text: scope, margin: [0, 4, 0, 0] as [number, number, number, number] }] : []),
      ],
    }),
    box('Time On Site', {
      stack: [
        fillIns([
          { label: 'Arrival date', labelWidth: 70, width: '*' },
          { label: 'Arrival time', labelWidth: 70, width: '*' },
        ]),
        fillIns([
          { label: 'Departure date', labelWidth: 70, width: '*' },
          { label: 'Departure time', labelWidth: 70, width: '*' },
        ]),
      ],
    }),
    box('Work Performed / Comments', { text: '' }, { minHeight: 150 }),
    {
      columns: [
        box('Technician', { stack: signatureBlock() }),
        box('Customer', {
          stack: [
            {
              text: 'By signing, I confirm that the work described above was performed.',
              fontSize: 7.5,
              color: '#444444',
            },
            ...signatureBlock(),
          ],
        }),
      ],
      columnGap: 10,
    },
    {
      text: `Send this signed ticket with photos and your invoice to ${
        [clip(data.dispatch.name, 80), clip(data.dispatch.email, 120)].filter(Boolean).join(', ') ||
        'dispatch'
      }, quoting work order ${clip(data.wonumber, 40)}.`,
      fontSize: 8,
      color: '#444444',
    },
  ];
  return ticketDocument(data, `Sign-Off Ticket - Work Order ${data.wonumber}`, content);
}

/** The sign-off ticket as a one-page PDF. */
export function createSignoffTicketPdf(data: TicketData): Promise<Buffer> {
  return renderOnOnePage(LEVELS.length, (level) => buildSignoffTicketDefinition(data, level));
}
