import { RICH_TEXT_FONTS } from '@dispatchwise/shared';
import { createElement, type ReactNode } from 'react';
import { firstFontFamily } from './html-text';
import { DEFAULT, FONT_SIZES, type Block, type ToolbarState } from './toolbar-view';

/**
 * A stored rich text drawn as the editor draws it, without TipTap (decision 201): the same elements the
 * editor's schema keeps (paragraphs, headings 1-3, lists, bold, italic, underline, strike, links, line breaks,
 * spans with a font and a size), whitespace collapsed as ProseMirror parses it, anything else left out. The
 * HTML is read by DOMParser, which runs no script and loads no image, and drawn as React elements.
 */

const BLOCKS: Record<string, string> = { P: 'p', H1: 'h1', H2: 'h2', H3: 'h3', UL: 'ul', OL: 'ol', LI: 'li' };
const MARKS: Record<string, string> = {
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  U: 'u',
  S: 's',
  STRIKE: 's',
  DEL: 's',
};
const IGNORED = new Set(['SCRIPT', 'STYLE', 'HEAD', 'NOSCRIPT', 'OBJECT', 'TITLE', 'TEMPLATE', 'IFRAME']);
const SAFE_LINK = /^(https?:|mailto:|tel:|\/|#)/i;

const isInline = (node: Node) =>
  node.nodeType === Node.TEXT_NODE ||
  (node instanceof Element && !BLOCKS[node.tagName] && !IGNORED.has(node.tagName));

function spanStyle(element: Element) {
  const style = (element as HTMLElement).style;
  const fontFamily = style?.fontFamily || undefined;
  const fontSize = style?.fontSize || undefined;
  return fontFamily || fontSize ? { fontFamily, fontSize } : undefined;
}

function inlineNodes(nodes: Node[], key: string): ReactNode[] {
  return nodes.map((node, index) => inlineNode(node, `${key}.${index}`));
}

function inlineNode(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/[ \t\r\n]+/g, ' ');
  if (!(node instanceof Element) || IGNORED.has(node.tagName)) return null;
  const children = inlineNodes([...node.childNodes], key);
  if (node.tagName === 'BR') return <br key={key} />;
  const mark = MARKS[node.tagName];
  if (mark) return createElement(mark, { key }, children);
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    return (
      <a
        key={key}
        href={SAFE_LINK.test(href) ? href : undefined}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {children}
      </a>
    );
  }
  if (node.tagName === 'SPAN') {
    const style = spanStyle(node);
    return style ? (
      <span key={key} style={style}>
        {children}
      </span>
    ) : (
      children
    );
  }
  return children;
}

/** A text block: an empty one holds a line as ProseMirror's trailing break does. */
function textBlock(tag: string, nodes: Node[], key: string): ReactNode {
  const children = inlineNodes(nodes, key);
  const isEmpty = nodes.every((node) => !(node.textContent ?? '').trim() && !(node instanceof HTMLBRElement));
  return createElement(tag, { key }, isEmpty ? <br /> : children);
}

/** Block content: inline runs become paragraphs; whitespace between blocks is dropped. */
function blockNodes(nodes: Node[], key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let run: Node[] = [];
  const flush = () => {
    if (run.some((node) => node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim()))
      out.push(textBlock('p', run, `${key}.${out.length}`));
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (!(node instanceof Element) || IGNORED.has(node.tagName)) continue;
    const tag = BLOCKS[node.tagName]!;
    const childKey = `${key}.${out.length}`;
    const children = [...node.childNodes];
    if (tag === 'ul' || tag === 'ol')
      out.push(
        createElement(
          tag,
          { key: childKey },
          children
            .filter((child) => child instanceof Element && child.tagName === 'LI')
            .map((child, index) =>
              createElement('li', { key: index }, blockNodes([...child.childNodes], `${childKey}.${index}`)),
            ),
        ),
      );
    else if (tag === 'li') out.push(...blockNodes(children, childKey));
    else out.push(textBlock(tag, children, childKey));
  }
  flush();
  return out;
}

function parse(html: string): Node[] {
  if (!html) return [];
  return [...new DOMParser().parseFromString(html, 'text/html').body.childNodes];
}

/** The stored HTML as the editor's document draws it. */
export function RichTextStatic({ html }: { html: string }) {
  const blocks = blockNodes(parse(html), 'b');
  return (
    <>
      {blocks.length ? (
        blocks
      ) : (
        <p>
          <br />
        </p>
      )}
    </>
  );
}

/** The first text of the document and the elements around it: where the editor's caret starts. */
function firstText(nodes: Node[]): Text | null {
  for (const node of nodes) {
    if (node instanceof Element && IGNORED.has(node.tagName)) continue;
    if (node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim()) return node as Text;
    const found = firstText([...node.childNodes]);
    if (found) return found;
  }
  return null;
}

/**
 * What the editor's toolbar shows when it starts: the caret at the start of the document takes the block and
 * the marks of the first text.
 */
export function startToolbarState(html: string): ToolbarState {
  const state: ToolbarState = {
    isBold: false,
    isItalic: false,
    isUnderline: false,
    isStrike: false,
    isBulletList: false,
    isOrderedList: false,
    block: 'paragraph',
    fontFamily: DEFAULT,
    fontSize: DEFAULT,
    canUndo: false,
    canRedo: false,
  };
  const text = firstText(parse(html));
  for (
    let element = text?.parentElement;
    element && element.tagName !== 'BODY';
    element = element.parentElement
  ) {
    const mark = MARKS[element.tagName];
    if (mark === 'strong') state.isBold = true;
    if (mark === 'em') state.isItalic = true;
    if (mark === 'u') state.isUnderline = true;
    if (mark === 's') state.isStrike = true;
    if (element.tagName === 'UL') state.isBulletList = true;
    if (element.tagName === 'OL') state.isOrderedList = true;
    if (/^H[123]$/.test(element.tagName)) state.block = element.tagName.slice(1) as Block;
    if (element.tagName === 'SPAN') {
      const style = spanStyle(element);
      const family = firstFontFamily(style?.fontFamily);
      if (state.fontFamily === DEFAULT && (RICH_TEXT_FONTS as readonly string[]).includes(family))
        state.fontFamily = family;
      if (state.fontSize === DEFAULT && style?.fontSize && FONT_SIZES.includes(style.fontSize))
        state.fontSize = style.fontSize;
    }
  }
  return state;
}
