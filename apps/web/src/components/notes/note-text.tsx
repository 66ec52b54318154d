import { Box } from '@mui/material';
import { createElement, Fragment, type ReactNode } from 'react';

// A note is plain text (the Add Note popup) or HTML (older and imported notes). The Notes tab shows it
// formatted (spec B "Notes tab"). Notes are not sanitized when saved and portal users write them too, so
// the HTML is never given to innerHTML: it is parsed into an inert document and rebuilt as React
// elements from a list of formatting tags, without attributes (links keep an http(s)/mailto href).

const FORMATTING_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'span',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Dropped with their content; any other unknown tag keeps its text. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
]);
const SAFE_HREF = /^(https?:|mailto:)/i;
const LOOKS_LIKE_HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>/i;

export const isHtmlNote = (text: string): boolean => LOOKS_LIKE_HTML.test(text);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, index));
  if (!FORMATTING_TAGS.has(tag)) return createElement(Fragment, { key }, ...children);
  if (VOID_TAGS.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    return SAFE_HREF.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children)
      : createElement(Fragment, { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** The note's HTML as React elements of formatting tags only (see the file comment). */
export function noteHtmlToReact(html: string): ReactNode[] {
  // DOMParser builds an inert document: no scripts run and nothing (images, frames) loads.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes, (child, index) => toReact(child, index));
}

function toText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return '';
  const inner = Array.from(node.childNodes, toText).join('');
  // Blocks and line breaks separate words.
  return tag === 'span' || tag === 'a' || tag === 'b' || tag === 'strong' || tag === 'i' || tag === 'em'
    ? inner
    : ` ${inner} `;
}

/** The text of a note without its tags (what is shown): the search panel and the header filters match it. */
export function noteToPlainText(text: string): string {
  if (!isHtmlNote(text)) return text;
  const doc = new DOMParser().parseFromString(text, 'text/html');
  return Array.from(doc.body.childNodes, toText).join('').replace(/\s+/g, ' ').trim();
}

/** One note, formatted, inside a div. */
export function NoteText({ text }: { text: string }) {
  const isHtml = isHtmlNote(text);
  return (
    <Box
      className="note-text"
      sx={{
        whiteSpace: isHtml ? 'normal' : 'pre-wrap',
        overflowWrap: 'anywhere',
        '& p, & ul, & ol, & h1, & h2, & h3, & h4, & h5, & h6, & blockquote, & pre': { my: 0.25 },
        '& ul, & ol': { pl: 2.5 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1em' },
      }}
    >
      {isHtml ? noteHtmlToReact(text) : text}
    </Box>
  );
}
