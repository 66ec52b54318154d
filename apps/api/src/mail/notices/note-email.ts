import { formatDate } from '@dispatchwise/shared';
import { htmlToText, isHtmlText, sanitizeNote } from '../../lib/rich-text';
import {
  detailsHtml,
  detailsText,
  escapeHtml,
  htmlDocument,
  htmlLines,
  oneLine,
  type DetailRow,
  type RenderedMail,
} from './html';
import { formatSite, type VendorNoticeContext } from './vendor-notices';

/**
 * A work-order note e-mailed from the Work Order Note popup (spec A section 5). The same text goes to
 * staff, extra addresses and customer contacts, so it carries no internal figures (no NTE).
 */
export type NoteEmailContext = Pick<
  VendorNoticeContext,
  'wonumber' | 'ponumber' | 'customername' | 'jobsite' | 'scheduledate' | 'briefdescription'
> & {
  note: string;
  notetype: string;
  highpriority: boolean;
  author: string;
};

export function renderNoteEmail(context: NoteEmailContext): RenderedMail {
  const priority = context.highpriority ? ' (High Priority)' : '';
  const subject = oneLine(`Work Order ${context.wonumber} - New ${context.notetype} note${priority}`);
  const site = formatSite(context.jobsite);
  const rows: DetailRow[] = [
    ['Work Order', context.wonumber],
    ['PO Number', context.ponumber ?? ''],
    ['Customer', context.customername],
    ['Site', site.name],
    ['Address', site.address],
    ['Schedule Date', formatDate(context.scheduledate)],
    ['Description', context.briefdescription],
  ];
  const intro = `${context.author} added a note to work order ${context.wonumber}${priority}:`;
  // A rich-text note is shown formatted, cleaned again here (whatever stored it); plain text is escaped.
  const isHtml = isHtmlText(context.note);
  const noteHtml = isHtml ? sanitizeNote(context.note) : htmlLines(context.note);
  const noteText = isHtml ? htmlToText(noteHtml) : context.note;
  const text = [intro, '', noteText, '', detailsText(rows), ''].join('\n');
  const html = htmlDocument(
    subject,
    [
      `<p>${escapeHtml(intro)}</p>`,
      `<blockquote style="margin:0 0 12px 0;padding:8px 12px;border-left:3px solid #1976d2">${noteHtml}</blockquote>`,
      detailsHtml(rows),
    ].join(''),
  );
  return { subject, text, html };
}
