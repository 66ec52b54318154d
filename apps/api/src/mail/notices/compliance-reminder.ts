import { COMPLIANCE_DOCUMENT_NAMES, formatDate, type ComplianceItem } from '@dispatchwise/shared';
import {
  detailsHtml,
  detailsText,
  escapeHtml,
  htmlDocument,
  oneLine,
  type DetailRow,
  type RenderedMail,
} from './html';

/** What a compliance reminder names: the vendor, its documents due, and where to upload renewals. */
export type ComplianceReminderContext = {
  vendorname: string;
  items: readonly Pick<ComplianceItem, 'document' | 'expirationdate' | 'daysleft'>[];
  /** The vendor portal's profile, where compliance documents are uploaded (spec C 2.8). */
  uploadUrl: string;
};

const when = (item: ComplianceReminderContext['items'][number]) =>
  item.daysleft < 0
    ? `expired on ${formatDate(item.expirationdate)}`
    : `expires on ${formatDate(item.expirationdate)} (in ${item.daysleft} day${item.daysleft === 1 ? '' : 's'})`;

/**
 * The reminder the daily compliance job sends (decision 146): one e-mail per vendor and run, listing
 * each document that crossed a threshold, with the portal link for the renewed copy.
 */
export function renderComplianceReminder(context: ComplianceReminderContext): RenderedMail {
  const isExpired = context.items.some((item) => item.daysleft < 0);
  const subject = oneLine(
    isExpired ? 'Compliance documents expired: please upload renewals' : 'Compliance documents expiring soon',
  );
  const rows: DetailRow[] = context.items.map((item) => [
    COMPLIANCE_DOCUMENT_NAMES[item.document],
    when(item),
  ]);
  const greeting = `Hello ${context.vendorname},`;
  const ask = [
    'Our records show that the compliance paperwork below needs renewing. We cannot dispatch work to vendors whose insurance or W9 is out of date.',
    'Please upload the renewed documents in the vendor portal:',
  ];
  const text = [
    greeting,
    '',
    ...ask.slice(0, 1),
    '',
    detailsText(rows),
    '',
    `${ask[1]} ${context.uploadUrl}`,
    '',
    'Thank you,',
    'Dispatchwise vendor compliance',
    '',
  ].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(ask[0]!)}</p>`,
      detailsHtml(rows),
      `<p>${escapeHtml(ask[1]!)} <a href="${escapeHtml(context.uploadUrl)}">${escapeHtml(context.uploadUrl)}</a></p>`,
      '<p>Thank you,<br>Dispatchwise vendor compliance</p>',
    ].join(''),
  );
  return { subject, text, html };
}
