import { describe, expect, it } from 'vitest';
import * as combined from './combined';
import type { Rule } from './role-rules';
import { ROLES, type Role } from './roles';
import { USERS, makeUser, rolesPassing, userOf } from './test-users';

const ALL: Role[] = [...ROLES];
const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];
const UPDATERS: Role[] = ['Admin', 'Dispatchers', 'AccountingAdmin'];

// Which of the seven roles, with their seeded default permissions (spec A section 6), pass each rule.
const table: [keyof typeof combined, Role[]][] = [
  ['isSignedIn', ALL],
  ['canReadWorkOrdersAsStaff', STAFF],
  ['canReadVendorsAsStaff', STAFF],
  ['canUpdateWorkOrdersAsStaff', UPDATERS],
  ['canUpdateFollowUp', UPDATERS],
  ['canAddWorkOrderAsStaff', ['Admin', 'Dispatchers']],
  ['canImportWorkOrders', ['Admin', 'Dispatchers']],
  ['canReopenWorkOrderAsStaff', ['Admin', 'Dispatchers']],
  ['canAddChildWorkOrderAsStaff', ['Admin', 'Dispatchers']],
  ['canTakeOwnershipAsStaff', ['Admin', 'Dispatchers']],
  ['canFlagWorkOrderAsStaff', ['Admin', 'Dispatchers']],
  ['canReassignDispatcherAsStaff', ['Admin']],
  ['canBulkReassignDispatcherAsStaff', ['Admin']],
  ['canToggleGeofencingAsStaff', ['Admin']],
  ['canReadAlerts', STAFF],
  ['canReadWorkOrderNotes', ALL],
  ['canUseWorkOrderAttachments', ALL],
  ['canChangeWorkOrderAttachments', UPDATERS],
  ['canReadVendorPortalWorkOrders', [...STAFF, 'Vendor', 'Tech']],
  ['canReadCustomerPortalWorkOrders', [...STAFF, 'Customer']],
];

describe('combined rules by role', () => {
  it('covers every rule of the module', () => {
    expect(table.map(([name]) => name).sort()).toEqual(Object.keys(combined).sort());
  });

  it.each(table)('%s', (name, roles) => {
    expect(rolesPassing(combined[name] as Rule)).toEqual(roles);
  });
});

describe('the staff-only rules refuse a staff role joined by an external one', () => {
  // docs/decisions/020: the restrictive reading wins.
  const adminVendor = userOf('Admin', { roles: ['Admin', 'Vendor'] });
  it.each([
    'canReadWorkOrdersAsStaff',
    'canUpdateWorkOrdersAsStaff',
    'canAddWorkOrderAsStaff',
    'canImportWorkOrders',
    'canReopenWorkOrderAsStaff',
    'canAddChildWorkOrderAsStaff',
    'canTakeOwnershipAsStaff',
    'canFlagWorkOrderAsStaff',
    'canReassignDispatcherAsStaff',
    'canBulkReassignDispatcherAsStaff',
    'canToggleGeofencingAsStaff',
    'canChangeWorkOrderAttachments',
    'canUpdateFollowUp',
  ] as const)('%s', (name) => {
    expect(combined[name](USERS.Admin)).toBe(true);
    expect(combined[name](adminVendor)).toBe(false);
  });
});

describe('permissions, not role names, open the permission-based rules', () => {
  it('canReadWorkOrdersAsStaff needs read:workorders', () => {
    expect(combined.canReadWorkOrdersAsStaff(makeUser({ roles: ['Employee'] }))).toBe(false);
    expect(
      combined.canReadWorkOrdersAsStaff(makeUser({ roles: ['Employee'], permissions: ['read:workorders'] })),
    ).toBe(true);
  });

  it('canUpdateWorkOrdersAsStaff needs read:workorders and update:workorder', () => {
    const employee = (permissions: ('read:workorders' | 'update:workorder')[]) =>
      makeUser({ roles: ['Employee'], permissions });
    expect(combined.canUpdateWorkOrdersAsStaff(employee(['update:workorder']))).toBe(false);
    expect(combined.canUpdateWorkOrdersAsStaff(employee(['read:workorders']))).toBe(false);
    expect(combined.canUpdateWorkOrdersAsStaff(employee(['read:workorders', 'update:workorder']))).toBe(true);
  });

  it('the Admin permission alone reads work orders as staff (read:workorders or Admin)', () => {
    expect(combined.canReadWorkOrdersAsStaff(makeUser({ permissions: ['admin'] }))).toBe(true);
  });

  it('a Customer user who is also a Vendor reads both portals', () => {
    const both = userOf('Vendor', { roles: ['Vendor', 'Customer'], customerid: 20 });
    expect(combined.canReadVendorPortalWorkOrders(both)).toBe(true);
    expect(combined.canReadCustomerPortalWorkOrders(both)).toBe(true);
  });
});
