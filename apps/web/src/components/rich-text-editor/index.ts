export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { htmlText, richTextHtml } from './html-text';
