/** The visible text of the editor's HTML (an empty paragraph is no text: a required field stays empty). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stored rich text as the editor's HTML: the formatted one, or the plain text a client without the editor wrote. */
export function richTextHtml(formatted: string | null, text: string | null): string {
  if (formatted) return formatted;
  if (!text) return '';
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<p>${escaped}</p>`;
}

/** Sizes travel as points (spec C 2.10: 8 to 36 pt). */
export const toFontSize = (points: number) => `${points}pt`;

/** `"Courier New", monospace` -> `Courier New`: the first family, unquoted, as the font select names it. */
export const firstFontFamily = (value: unknown) =>
  typeof value === 'string' ? (value.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '') : '';
