export { RichTextEditor } from './lazy-rich-text-editor';
export type { RichTextEditorProps } from './rich-text-editor';
export { htmlText, richTextHtml } from './html-text';
