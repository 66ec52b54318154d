// The customer portal module's door (docs/decisions/123): the portal's calls under /customerprofile
// (issue 16, spec C 2.9 and 7). Work orders: docs/decisions/166.
export { customerPortalWorkOrderRoutes } from './customer-portal.work-orders.routes';
// Proposals and invoices of one order, and the lists across orders (docs/decisions/167).
export { customerPortalDocumentRoutes } from './customer-portal.documents.routes';
export { customerPortalListRoutes } from './customer-portal.lists.routes';
