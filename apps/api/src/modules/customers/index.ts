// The customers module's door (docs/decisions/123): the work-order editor's customer calls, the
// customer record, list and tabs (issue 13, docs/decisions/147), its notes and attachments owners
// (decision 124) and its guard.
export { customerRoutes } from './customers.routes';
export { customerRecordRoutes } from './customers.record.routes';
export { customerTabRoutes } from './customers.tabs.routes';
export { customerNoteOwner } from './customers.notes';
export { customerAttachmentOwner } from './customers.attachments';
export { requireCustomer } from './customers.guard';
export { findWorkOrderLookups, getCustomerById, type WorkOrderLookups } from './customers.repository';
export { findCustomerEmails } from './customers.contacts.repository';
export { getCustomerLists } from './customers.service';
