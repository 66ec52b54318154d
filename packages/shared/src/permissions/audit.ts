import {
  canReadCustomers,
  canReadVendors,
  canReadWorkOrders,
  canViewInvoicesTab,
  canViewProposalTab,
  canViewVendorTab,
} from './actions';
import { isAdmin, isInternalUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

// The audit trail (issue 18, docs/decisions/181): who may read which record's Change History and who
// may search the whole log. External users (Vendor, Tech, Customer) never see it.

/** The tables whose rows the audit trigger records (the `entity` of an audit row). */
export const AUDITED_ENTITIES = [
  'workorder',
  'workordervendor',
  'workorderproposal',
  'invoice',
  'vendorproposal',
  'vendorinvoice',
  'customer',
  'vendor',
  'users',
  'userrole',
  'role',
  'rolepermission',
] as const;
export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

/** The records that show a Change History. */
export const AUDIT_RECORD_TYPES = ['workorder', 'customer', 'vendor', 'user', 'role'] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/**
 * The rows of a record's history: a work order's includes its vendor lines, proposals, invoices and
 * vendor documents (by the audit row's `workorderid`); a user's its role links, a role's its permissions
 * (by `entityid`, the link's owner).
 */
export const AUDIT_RECORD_ENTITIES: Record<AuditRecordType, readonly AuditedEntity[]> = {
  workorder: [
    'workorder',
    'workordervendor',
    'workorderproposal',
    'invoice',
    'vendorproposal',
    'vendorinvoice',
  ],
  customer: ['customer'],
  vendor: ['vendor'],
  user: ['users', 'userrole'],
  role: ['role', 'rolepermission'],
};

/** The record an audit row belongs to (the Audit Log's link), from its entity. */
export const auditRecordTypeOf = (entity: AuditedEntity): AuditRecordType =>
  AUDIT_RECORD_TYPES.find((type) => AUDIT_RECORD_ENTITIES[type].includes(entity)) ?? 'workorder';

const RECORD_RULES: Record<AuditRecordType, Rule> = {
  workorder: canReadWorkOrders,
  customer: canReadCustomers,
  vendor: canReadVendors,
  // The user and role screens are the administrator's.
  user: isAdmin,
  role: isAdmin,
};

/** A staff user who may open the record may read its Change History. */
export const canReadRecordChangeHistory = (user: SessionUser, record: AuditRecordType): boolean =>
  isInternalUser(user) && RECORD_RULES[record](user);

/** The history route's rule: staff who may read the history of some kind of record. */
export const canReadChangeHistory: Rule = (user) =>
  AUDIT_RECORD_TYPES.some((record) => canReadRecordChangeHistory(user, record));

/**
 * Rows of a work order's history follow its tabs: vendor lines and vendor documents (vendor costs) need the
 * Vendors tab, customer proposals the Proposals tab, invoices the Invoices tab.
 */
const ENTITY_RULES: Partial<Record<AuditedEntity, Rule>> = {
  workordervendor: canViewVendorTab,
  vendorproposal: canViewVendorTab,
  vendorinvoice: canViewVendorTab,
  workorderproposal: canViewProposalTab,
  invoice: canViewInvoicesTab,
};

export const canSeeAuditedEntity = (user: SessionUser, entity: AuditedEntity): boolean =>
  ENTITY_RULES[entity]?.(user) ?? true;

/** The Audit Log (/admin/audit): every change of every record, for an administrator. */
export const canSearchAuditLog: Rule = (user) => isInternalUser(user) && isAdmin(user);
