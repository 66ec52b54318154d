import { canReadCustomers } from './actions';
import { isCustomerUser, isInternalUser, type Rule } from './role-rules';

// The customers area's route rules (issue 13, docs/decisions/147). The record, its list and its tabs are
// kept by staff with read:customers (the Customer menu's permission, spec C 2.2); the one guard
// (requireCustomer) checks the id on top: a Customer user reaches only their own customer, and only
// where canOpenCustomerFiles lets them; a Vendor or Tech user reaches none.

/** Staff with read:customers (or Admin): a Vendor, Tech or Customer user never, whatever their token carries. */
export const canReadCustomersAsStaff: Rule = (user) => isInternalUser(user) && canReadCustomers(user);

/** The Customers list and GET /customer/{id}, contacts, excluded vendors, management providers: staff. */
export const canListCustomers: Rule = canReadCustomersAsStaff;

/** Save, update, special instructions, notifications, contacts, notes, files, trades, exclusions: staff. */
export const canEditCustomers: Rule = canReadCustomersAsStaff;

/**
 * The customer's notes and files (read): staff with read:customers, and a Customer user linked to a
 * customer (their own; the guard refuses any other id). They see only notes flagged
 * isvisibletocustomer and only files registered on their record (the customer/{id}/ folder rule the
 * storage module had before, decision 118).
 */
export const canOpenCustomerFiles: Rule = (user) =>
  isInternalUser(user) ? canReadCustomers(user) : isCustomerUser(user) && user.customerid != null;
