import { formatDate, formatMoney } from '@dispatchwise/shared';
import {
  detailsHtml,
  detailsText,
  escapeHtml,
  htmlDocument,
  oneLine,
  type DetailRow,
  type RenderedMail,
} from './html';
import { formatSite, type VendorNoticeContext } from './vendor-notices';

/** The customer's Notifications (spec C 3 `customernotification`): which changes are e-mailed. */
export type CustomerNotificationKind = 'proposaladded' | 'invoiceadded' | 'statuschange';

/** What a customer notification names (docs/decisions/168): never a vendor, a cost or an internal note. */
export type CustomerNotificationContext = Pick<
  VendorNoticeContext,
  'wonumber' | 'ponumber' | 'customername' | 'jobsite' | 'briefdescription'
> & {
  /** The order in the customer portal (`{PUBLIC_URL}/customerprofile/workorderdetails?id=`). */
  link: string;
  proposal?: { number: string; amount: string };
  invoice?: { number: string; amount: string; duedate: Date | null };
  status?: { from: string; to: string };
};

type Wording = { headline: string; lines: string[]; rows: DetailRow[]; action: string };

function wordingOf(kind: CustomerNotificationKind, context: CustomerNotificationContext): Wording {
  switch (kind) {
    case 'proposaladded': {
      const proposal = context.proposal!;
      return {
        headline: `Proposal ${proposal.number} is ready for your approval`,
        lines: [
          `A proposal for work order ${context.wonumber} is ready. Please review it and approve or reject it in the customer portal.`,
        ],
        rows: [
          ['Proposal', proposal.number],
          ['Proposed Amount', formatMoney(proposal.amount)],
        ],
        action: 'Review and approve the proposal',
      };
    }
    case 'invoiceadded': {
      const invoice = context.invoice!;
      return {
        headline: `Invoice ${invoice.number}`,
        lines: [`An invoice for work order ${context.wonumber} is available in the customer portal.`],
        rows: [
          ['Invoice #', invoice.number],
          ['Invoice Amount', formatMoney(invoice.amount)],
          ['Due Date', formatDate(invoice.duedate)],
        ],
        action: 'View the invoice',
      };
    }
    case 'statuschange': {
      const status = context.status!;
      return {
        headline: `Status changed to ${status.to}`,
        lines: [`The status of work order ${context.wonumber} changed from ${status.from} to ${status.to}.`],
        rows: [['Status', status.to]],
        action: 'View the work order',
      };
    }
  }
}

/** A customer notification (issue 16): proposal added, invoice added or status change, with the portal link. */
export function renderCustomerNotification(
  kind: CustomerNotificationKind,
  context: CustomerNotificationContext,
): RenderedMail {
  const wording = wordingOf(kind, context);
  const subject = oneLine(`Work Order ${context.wonumber} - ${wording.headline}`);
  const site = formatSite(context.jobsite);
  const rows: DetailRow[] = [
    ['Work Order', context.wonumber],
    ['PO Number', context.ponumber ?? ''],
    ['Site', site.name],
    ['Address', site.address],
    ['Description', context.briefdescription],
    ...wording.rows,
  ];
  const greeting = `Hello ${context.customername},`;
  const text = [
    greeting,
    '',
    ...wording.lines.flatMap((line) => [line, '']),
    detailsText(rows),
    '',
    `${wording.action}: ${context.link}`,
    '',
    'Thank you,',
    'Dispatchwise',
    '',
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...wording.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      detailsHtml(rows),
      `<p><a href="${escapeHtml(context.link)}" style="display:inline-block;padding:8px 16px;background:#1976d2;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(wording.action)}</a></p>`,
      `<p style="color:#666;font-size:12px">${escapeHtml(context.link)}</p>`,
      '<p>Thank you,<br>Dispatchwise</p>',
    ].join(''),
  );
  return { subject, text, html };
}
