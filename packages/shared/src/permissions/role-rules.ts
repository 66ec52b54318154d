import type { Permission, Role, SessionUser } from './roles';

/** Every rule of this module has this shape, so the API can pass any of them to `app.authorize(rule)`. */
export type Rule = (user: SessionUser) => boolean;

export const hasRole = (user: SessionUser, role: Role): boolean => user.roles.includes(role);

export const hasPermission = (user: SessionUser, permission: Permission): boolean =>
  user.permissions.includes(permission);

export const hasAnyRole = (user: SessionUser, roles: readonly Role[]): boolean =>
  roles.some((role) => user.roles.includes(role));

/** Spec A section 2 "Layout and menu": the Admin menu shows for the admin permission or the Admin role. */
export const isAdmin: Rule = (user) => hasPermission(user, 'admin') || hasRole(user, 'Admin');

/**
 * Vendor, Tech and Customer are external (spec C section 6). A user holding an external role is
 * external even if they also hold a staff role: the restrictive reading wins (docs/decisions/020).
 */
export const isExternalUser: Rule = (user) => hasAnyRole(user, ['Vendor', 'Tech', 'Customer']);

export const isInternalUser: Rule = (user) => !isExternalUser(user);

/** Vendor and Tech users share the vendor portal and are scoped by `vendorid`. */
export const isVendorUser: Rule = (user) => hasAnyRole(user, ['Vendor', 'Tech']);

export const isCustomerUser: Rule = (user) => hasRole(user, 'Customer');

export const isAccountingAdmin: Rule = (user) => hasRole(user, 'AccountingAdmin');

export const isDispatcher: Rule = (user) => hasRole(user, 'Dispatchers');
