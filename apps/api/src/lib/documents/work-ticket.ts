import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  box,
  clip,
  clipBlock,
  dateOrDash,
  field,
  moneyOrDash,
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

export type { TicketData } from './ticket-parts';

/** The work ticket's file name in the TICKET e-mail. */
export const workTicketFilename = (wonumber: string) => ticketFilename(wonumber, 'ticket');

/**
 * How much of the description and the procedures the ticket prints, from the fullest layout to the
 * shortest: the first that fits on one page is used (the last always fits; the documents' tests
 * check it with the longest values the fields allow).
 */
const LEVELS = [
  { maxChars: 4000, maxLines: 60, procedures: 10, procedureChars: 300 },
  { maxChars: 1600, maxLines: 22, procedures: 6, procedureChars: 200 },
  { maxChars: 700, maxLines: 10, procedures: 4, procedureChars: 160 },
] as const;
type Level = (typeof LEVELS)[number];
const SHORTENED = '(Shortened to fit the ticket: ask dispatch for the full description.)';

function checkInText(data: TicketData): Content {
  const dispatcher = [clip(data.dispatch.name, 80), clip(data.dispatch.email, 120)].filter(Boolean);
  const contact = dispatcher.length > 0 ? dispatcher.join(', ') : 'dispatch';
  const nte = moneyOrDash(data.vendornte);
  return {
    ul: [
      `Check in with dispatch when your technician arrives on site and check out when the technician leaves: reply to the ticket e-mail or write to ${contact}, quoting work order ${clip(data.wonumber, 40)}.`,
      nte === '-'
        ? 'Do not do any work beyond the scope without written approval from dispatch.'
        : `Do not exceed the NTE of ${nte} without written approval from dispatch. Call dispatch before any extra work.`,
      'Ask the site contact to sign the sign-off ticket before the technician leaves, and send it with photos and your invoice.',
    ],
  };
}

function proceduresContent(data: TicketData, level: Level): Content {
  const procedures = data.procedures
    .map((procedure) => clip(procedure, level.procedureChars))
    .filter(Boolean);
  if (procedures.length === 0) return { text: 'None on file.', color: '#666666' };
  const shown = procedures.slice(0, level.procedures);
  const more = procedures.length - shown.length;
  return {
    stack: [
      { ul: shown },
      ...(more > 0 ? [{ text: `(${more} more: ask dispatch.)`, color: '#666666' }] : []),
    ],
  };
}

/**
 * The work ticket attached to every TICKET e-mail (spec B "Vendor line", issue 10): one US Letter page
 * with the order, the site and its contact, the scope, the trade(s), the vendor's NTE, the site's
 * procedures and how to check in with dispatch.
 */
export function buildWorkTicketDefinition(data: TicketData, levelIndex = 0): TDocumentDefinitions {
  const level = LEVELS[Math.min(levelIndex, LEVELS.length - 1)]!;
  const site = data.site;
  const scope = clipBlock(scopeText(data), { ...level, notice: SHORTENED });
  const content: Content[] = [
    ticketHeader(data, 'Work Ticket'),
    rule(),
    {
      columns: [
        { width: '*', ...field('Customer', textOrDash(data.customername, 80), { bold: true }) },
        { width: 90, ...field('Priority', textOrDash(data.priority, 40), { bold: true }) },
        { width: 70, ...field('Received', dateOrDash(data.receiveddate)) },
        { width: 70, ...field('Schedule Date', dateOrDash(data.scheduledate), { bold: true }) },
        { width: 70, ...field('Due Date', dateOrDash(data.duedate), { bold: true }) },
      ],
      columnGap: 8,
      margin: [0, 0, 0, 6],
    },
    {
      columns: [
        { width: '*', ...field('Trade(s)', textOrDash(data.trades.join(', '), 160)) },
        { width: 226, ...field('NTE for this vendor', moneyOrDash(data.vendornte), { bold: true }) },
      ],
      columnGap: 8,
      margin: [0, 0, 0, 10],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            box('Job Site', {
              stack: [
                ...siteLines(site).map((line, index) => ({ text: line, bold: index === 0 })),
                {
                  columns: [
                    field('Site Contact', textOrDash(site?.contactperson, 80)),
                    field('Site Phone', textOrDash(site?.phone, 40)),
                  ],
                  columnGap: 8,
                  margin: [0, 4, 0, 0],
                },
              ],
            }),
          ],
        },
        {
          width: '*',
          stack: [
            box('Vendor', {
              stack: [
                ...vendorLines(data.vendor).map((line, index) => ({ text: line, bold: index === 0 })),
                {
                  columns: [
                    field('Phone', textOrDash(data.vendor.phone, 40)),
                    field('E-mail', textOrDash(data.vendor.email, 80)),
                  ],
                  columnGap: 8,
                  margin: [0, 4, 0, 0],
                },
              ],
            }),
          ],
        },
      ],
      columnGap: 10,
    },
    box('Scope of Work', {
      stack: [
        { text: clip(data.briefdescription, 200) || '-', style: 'brief' },
        ...(scope ? [{ text: scope, margin: [0, 4, 0, 0] as [number, number, number, number] }] : []),
      ],
    }),
    box('Special Job Site Procedures', proceduresContent(data, level)),
    box('Check In and Contact Dispatch', checkInText(data)),
  ];
  return ticketDocument(data, `Work Ticket - Work Order ${data.wonumber}`, content);
}

/** The work ticket as a one-page PDF. */
export function createWorkTicketPdf(data: TicketData): Promise<Buffer> {
  return renderOnOnePage(LEVELS.length, (level) => buildWorkTicketDefinition(data, level));
}
