export {
  LineItemsEditor,
  sectionsTotals,
  type LineItemsEditorProps,
  type LineItemsSectionValue,
} from './line-items-editor';
export { LineItemsSection, type LineItemsSectionProps, type LineRowErrors } from './line-items-section';
export { LineItemsSummary, type MarginSummary } from './line-items-summary';
export {
  documentLineSection,
  emptyDocumentLine,
  type DocumentLineRow,
  type LineAmountColumn,
  type LineItemField,
  type LineItemSection,
} from './sections';
export {
  decimalPattern,
  documentLineErrors,
  documentLineInputs,
  documentLineRows,
  documentLineRowSchema,
  plainNumber,
} from './document-line-form';
export {
  DocumentLines,
  DocumentLinesPanel,
  DocumentLinesToggle,
  type DocumentLine,
  type DocumentLinesProps,
} from './document-lines';
export { DocumentsGrid, type DocumentsGridProps } from './documents-grid';
