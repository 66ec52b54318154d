import sanitizeHtml from 'sanitize-html';

/**
 * The one sanitizer of rich text coming in (docs/decisions/111 and 117): the work-order description
 * and every work-order note are cleaned with it before they are stored, whatever route writes them.
 * It keeps what the editor makes (spec C 2.10): paragraphs, headings, lists, bold/italic/underline/
 * strike, links (http, https, mailto), and spans with a font family or size. Scripts, event handlers,
 * images, frames, styles and any other tag or attribute go. Plain-text fields are never passed here:
 * they are stored as typed and escaped where they are rendered as HTML (mail/notices/html.ts).
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'a', 'span'],
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
  allowedStyles: {
    span: {
      'font-family': [/^[\w\s,'"-]{1,100}$/],
      'font-size': [/^\d{1,3}(\.\d{1,2})?(pt|px|em|rem|%)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
};

const ALLOWED_TAGS = RICH_TEXT.allowedTags as string[];
/** A `<` that does not open or close an allowed tag: in a note it is text the person typed. */
const NOT_AN_ALLOWED_TAG = new RegExp(`<(?!/?(?:${ALLOWED_TAGS.join('|')})(?=[\\s/>]))`, 'gi');

/** Cleaned HTML, trimmed; '' when nothing is left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Rich text that may be left out: absent stays absent, empty (or an empty paragraph) becomes null. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  return clean === '' || clean === '<p></p>' ? null : clean;
}

/** The web's test for a note to be shown as HTML (web notes/note-text.tsx `isHtmlNote`). */
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;
export const isHtmlText = (text: string): boolean => LOOKS_LIKE_HTML.test(text);

/**
 * A note as stored: plain text (the Add Note popup) stays exactly as typed. A note that reads as HTML
 * keeps the allowed formatting tags, cleaned of every other attribute; any other tag ("arrives
 * <Tuesday>", "<img onerror=...>", "<script>") stays as the text typed, escaped, never as markup. The
 * result stays HTML (wrapped in a paragraph when no tag is left) so that the screens and the e-mails
 * read it as HTML, never as text showing entities. Sanitizing a sanitized note changes nothing.
 */
export function sanitizeNote(text: string): string {
  if (!isHtmlText(text)) return text;
  const clean = sanitizeRichText(text.replace(NOT_AN_ALLOWED_TAG, '&lt;'));
  return isHtmlText(clean) ? clean : `<p>${clean}</p>`;
}

/** Whether a (sanitized) note shows any text at all. */
export const hasVisibleText = (text: string): boolean => htmlToText(text) !== '';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Rich text (notes, descriptions) as plain text for a PDF cell or an e-mail's text part: block ends
 * and <br> become line breaks, tags go, entities are decoded, and runs of blank lines are squeezed.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text for an HTML context: every e-mail, page and preview that shows typed text escapes it here. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
