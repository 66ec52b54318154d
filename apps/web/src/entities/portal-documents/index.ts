// The portals' proposals and invoices lists across orders (vendor decision 164, customer decision 173).
export {
  documentDetailsPath,
  documentListPath,
  documentListStatusOf,
  documentListTitle,
  PORTAL_DOCUMENT_LIST_STATUSES,
  statusLabel,
  type PortalDocumentKind,
  type PortalDocumentListStatus,
  type StatusLabels,
} from './list-status';
export { PortalDocumentsList, type PortalDocumentsListProps } from './portal-documents-list';
export { documentColumnsOf } from './document-column';
