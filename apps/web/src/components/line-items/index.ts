export {
  LineItemsEditor,
  sectionsTotals,
  type LineItemsEditorProps,
  type LineItemsSectionValue,
} from './line-items-editor';
export { LineItemsSection, type LineItemsSectionProps, type LineRowErrors } from './line-items-section';
export { LineItemsSummary, SummaryField, SummaryFigure, type MarginSummary } from './line-items-summary';
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
export { AddDocumentButton, DocumentsGrid, type DocumentsGridProps } from './documents-grid';
export {
  OTHER_LINE_TYPES,
  vendorLaborSection,
  vendorMaterialSection,
  vendorOtherSection,
  type VendorLaborRow,
  type VendorMaterialRow,
  type VendorOtherRow,
} from './vendor-lines';
export {
  vendorLaborColumns,
  VendorLinesTable,
  vendorMaterialColumns,
  vendorOtherColumns,
  type VendorLineColumn,
} from './vendor-lines-table';
