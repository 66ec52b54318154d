import { escapeHtml } from '../../lib/rich-text';

/** What a rendered e-mail holds; the outbox stores these three beside the recipients. */
export type RenderedMail = { subject: string; text: string; html: string };

/** Label and value pairs shown as a block of lines in text and a two-column table in HTML. */
export type DetailRow = readonly [label: string, value: string];

export { escapeHtml };

/** Escaped text with its line breaks kept (notes and reasons are typed in a multi-line box). */
export const htmlLines = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Header fields must not carry line breaks (header injection) and stay a readable length. */
export const oneLine = (value: string, max = 200): string => {
  const flat = value.replace(/[\r\n\t]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function detailsText(rows: readonly DetailRow[]): string {
  return rows.map(([label, value]) => `${label}: ${value || '-'}`).join('\n');
}

export function detailsHtml(rows: readonly DetailRow[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:2px 0">${htmlLines(value || '-')}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse">${cells}</table>`;
}

/** The simple HTML document every notice uses: paragraphs already escaped by the caller. */
export function htmlDocument(title: string, body: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">${body}</body></html>`
  );
}
