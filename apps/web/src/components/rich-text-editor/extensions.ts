import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';

/**
 * What the description may hold: the marks and blocks the API keeps when it sanitizes the HTML (decision 111:
 * paragraphs, headings, lists, bold/italic/underline/strike, links, spans with font-family and font-size).
 * Code, code blocks, quotes and rules would be stripped on save, so they are not offered.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    heading: { levels: [1, 2, 3] },
    link: { openOnClick: false },
  }),
  TextStyle,
  FontFamily,
  FontSize,
];
