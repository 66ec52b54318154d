import { describe, expect, it } from 'vitest';
import * as actions from './actions';
import type { Rule } from './role-rules';
import { ROLES, type Role } from './roles';
import { USERS, makeUser, rolesPassing, withPermissions } from './test-users';

const ALL: Role[] = [...ROLES];
const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];
const STAFF_AND_CUSTOMER: Role[] = [...STAFF, 'Customer'];

// Which of the seven roles, with their seeded default permissions, pass each rule.
const table: [keyof typeof actions, Role[]][] = [
  ['canAdminister', ['Admin']],
  ['canReadWorkOrders', ALL],
  ['canReadCustomers', STAFF],
  ['canReadVendors', STAFF],
  ['canReadJobSites', ['Admin', 'Dispatchers', 'Employee']],
  ['canEditJobSites', ['Admin', 'Dispatchers']],
  ['canDeleteJobSites', ['Admin']],
  ['canViewReports', ['Admin', 'Dispatchers', 'AccountingAdmin']],
  ['canViewDashboard', STAFF],
  ['canAccessAccounting', ['AccountingAdmin']],
  ['canTakeOwnership', ['Admin', 'Dispatchers']],
  ['canFlagWorkOrder', ['Admin', 'Dispatchers']],
  ['canReassignDispatcher', ['Admin']],
  ['canBulkReassignDispatcher', ['Admin']],
  ['canToggleGeofencing', ['Admin']],
  ['canSeeOverdueBell', ['Admin']],
  ['canPollUploadStatus', ['AccountingAdmin']],
  ['canAddWorkOrder', ['Admin', 'Dispatchers']],
  ['canAddChildWorkOrder', ['Admin', 'Dispatchers']],
  ['canReopenWorkOrder', ['Admin', 'Dispatchers']],
  ['canUpdateWorkOrder', ['Admin', 'Dispatchers', 'AccountingAdmin']],
  ['canApproveVendorInvoice', ['Admin', 'AccountingAdmin']],
  ['canApproveCustomerInvoice', ['Admin', 'AccountingAdmin']],
  ['canSeeMargin', STAFF],
  ['canEditFollowUp', STAFF],
  ['canSeeWorkOrderActionsColumn', STAFF],
  ['canSeeRestrictedWorkOrderColumns', STAFF],
  ['canSeeGridColumnChooser', STAFF],
  ['canViewWorkOrderTab', ALL],
  ['canViewNotesTab', ALL],
  ['canViewVendorTab', STAFF],
  ['canViewProposalTab', STAFF_AND_CUSTOMER],
  ['canViewVendorSubmittedProposalsTab', STAFF_AND_CUSTOMER],
  ['canViewAttachmentsTab', ALL],
  ['canViewInvoicesTab', STAFF_AND_CUSTOMER],
  ['canViewFollowUpTab', STAFF_AND_CUSTOMER],
  ['canManageTechnicians', ['Vendor']],
  ['canEditVendorScheduleFields', ['Vendor', 'Tech']],
];

describe('action rules over the seven default roles', () => {
  it.each(table)('%s', (name, expected) => {
    expect(rolesPassing(actions[name] as Rule)).toEqual(expected);
  });

  it('covers every boolean rule the module exports', () => {
    const rules = Object.keys(actions).filter((name) => name.startsWith('can'));
    expect(rules.sort()).toEqual(table.map(([name]) => name).sort());
  });
});

describe('permission without the role, role without the permission', () => {
  it('the admin permission alone opens every Admin rule', () => {
    const user = withPermissions('admin');
    for (const rule of [
      actions.canAdminister,
      actions.canTakeOwnership,
      actions.canFlagWorkOrder,
      actions.canReassignDispatcher,
      actions.canToggleGeofencing,
      actions.canSeeOverdueBell,
      actions.canViewReports,
      actions.canReadJobSites,
    ]) {
      expect(rule(user)).toBe(true);
    }
  });

  it('permission-only rules ignore the Admin role without the permission', () => {
    const bareAdmin = makeUser({ roles: ['Admin'] });
    expect(actions.canAddWorkOrder(bareAdmin)).toBe(false);
    expect(actions.canUpdateWorkOrder(bareAdmin)).toBe(false);
    expect(actions.canApproveVendorInvoice(bareAdmin)).toBe(false);
    expect(actions.canViewWorkOrderTab(bareAdmin)).toBe(false);
  });

  it('Take Ownership follows the Dispatchers role, not a permission', () => {
    expect(actions.canTakeOwnership(makeUser({ roles: ['Dispatchers'] }))).toBe(true);
    expect(actions.canTakeOwnership(withPermissions('add:workorder', 'update:workorder'))).toBe(false);
  });

  it('reassign:dispatchers opens the row action but not the Admin-only bulk page', () => {
    const user = withPermissions('reassign:dispatchers');
    expect(actions.canReassignDispatcher(user)).toBe(true);
    expect(actions.canBulkReassignDispatcher(user)).toBe(false);
  });

  it('an Employee granted add:workorder gets the list toolbar', () => {
    expect(actions.canAddWorkOrder(makeUser({ roles: ['Employee'], permissions: ['add:workorder'] }))).toBe(
      true,
    );
  });

  it('accounting needs the role: approve permissions alone do not open it', () => {
    const user = withPermissions('approve:vendorinvoice', 'approve:customerinvoice');
    expect(actions.canAccessAccounting(user)).toBe(false);
    expect(actions.canPollUploadStatus(user)).toBe(false);
    expect(actions.canApproveVendorInvoice(user)).toBe(true);
  });

  it('a Vendor granted staff permissions still does not see margin or restricted columns', () => {
    const vendor = { ...USERS.Vendor, permissions: [...USERS.Vendor.permissions, 'view:reports' as const] };
    expect(actions.canViewReports(vendor)).toBe(true);
    expect(actions.canSeeMargin(vendor)).toBe(false);
    expect(actions.canSeeRestrictedWorkOrderColumns(vendor)).toBe(false);
  });
});

describe('homeDashboardVariant', () => {
  it.each([
    ['Admin', 'internal'],
    ['Dispatchers', 'internal'],
    ['Employee', 'internal'],
    ['AccountingAdmin', 'internal'],
    ['Vendor', 'vendor'],
    ['Tech', 'vendor'],
    ['Customer', 'customer'],
  ] as const)('%s sees the %s variant', (role, variant) => {
    expect(actions.homeDashboardVariant(USERS[role])).toBe(variant);
  });
});
