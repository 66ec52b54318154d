// The customers module's door (docs/decisions/123): what other modules may use.
export { customerRoutes } from './customers.routes';
export { findWorkOrderLookups, getCustomerById, type WorkOrderLookups } from './customers.repository';
export { findCustomerEmails } from './customers.contacts.repository';
export { getCustomerLists } from './customers.service';
