// The invoices module's door (docs/decisions/123): a work order's customer invoices (decision 136).
export { invoiceRoutes } from './invoices.routes';
// Create Invoice of the proposals module (convertproposal) writes its invoice through this.
export { createInvoiceFromProposal } from './invoices.service';
// Scope of Work of the customer documents (proposals and invoices).
export { requiredScopeOfWork, scopeOfWork } from './scope-of-work';
// The customer documents' parts from the order and how they are sent (the proposal's PDF and preview).
export {
  customerDocumentSource,
  generateCustomerDocument,
  sendGeneratedDocument,
  type GeneratedDocument,
} from './customer-documents';
// The invoice's preview and PDF, which the customer portal prints through the same generator (decision 167).
export { generateInvoiceDocument } from './invoices.documents';
