import { describe, expect, it } from 'vitest';
import {
  hasAnyRole,
  hasPermission,
  hasRole,
  isAccountingAdmin,
  isAdmin,
  isCustomerUser,
  isDispatcher,
  isExternalUser,
  isInternalUser,
  isVendorUser,
  type Rule,
} from './role-rules';
import type { Role } from './roles';
import { USERS, makeUser, rolesPassing, withPermissions } from './test-users';

const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

describe('role helpers over the seven default roles', () => {
  const table: [string, Rule, Role[]][] = [
    ['isAdmin', isAdmin, ['Admin']],
    ['isExternalUser', isExternalUser, ['Vendor', 'Tech', 'Customer']],
    ['isInternalUser', isInternalUser, STAFF],
    ['isVendorUser', isVendorUser, ['Vendor', 'Tech']],
    ['isCustomerUser', isCustomerUser, ['Customer']],
    ['isAccountingAdmin', isAccountingAdmin, ['AccountingAdmin']],
    ['isDispatcher', isDispatcher, ['Dispatchers']],
  ];
  it.each(table)('%s passes exactly for %#', (_name, rule, expected) => {
    expect(rolesPassing(rule)).toEqual(expected);
  });
});

describe('hasRole, hasPermission, hasAnyRole', () => {
  it('read the token lists as they are', () => {
    expect(hasRole(USERS.Admin, 'Admin')).toBe(true);
    expect(hasRole(USERS.Admin, 'Dispatchers')).toBe(false);
    expect(hasPermission(USERS.Dispatchers, 'add:workorder')).toBe(true);
    expect(hasPermission(USERS.Employee, 'add:workorder')).toBe(false);
    expect(hasAnyRole(USERS.Tech, ['Vendor', 'Tech'])).toBe(true);
    expect(hasAnyRole(USERS.Tech, [])).toBe(false);
  });
});

describe('edge cases', () => {
  it('isAdmin holds for the admin permission without the role', () => {
    expect(isAdmin(withPermissions('admin'))).toBe(true);
  });

  it('isAdmin holds for the Admin role without any permission', () => {
    expect(isAdmin(makeUser({ roles: ['Admin'] }))).toBe(true);
  });

  it('a user with no roles and no permissions is internal but nothing else', () => {
    const nobody = makeUser();
    expect(isInternalUser(nobody)).toBe(true);
    expect(
      [isAdmin, isExternalUser, isVendorUser, isCustomerUser, isAccountingAdmin].map((r) => r(nobody)),
    ).toEqual([false, false, false, false, false]);
  });

  it('an external role wins over a staff role held alongside it', () => {
    const mixed = makeUser({ roles: ['Admin', 'Vendor'], permissions: ['admin'] });
    expect(isExternalUser(mixed)).toBe(true);
    expect(isInternalUser(mixed)).toBe(false);
    expect(isAdmin(mixed)).toBe(true);
  });
});
