import { describe, expect, it } from 'vitest';
import {
  MENU,
  canSeeAccountingMenu,
  canSeeAdminMenu,
  canSeeCustomerMenu,
  canSeeDashboardMenu,
  canSeeJobSiteMenuItems,
  canSeeMyProfileMenu,
  canSeeReassignDispatcherMenuItem,
  canSeeReportsMenu,
  canSeeVendorMenu,
  canSeeWorkOrderMenu,
  myWorkOrdersMenuVariant,
  visibleMenu,
  type MenuItem,
} from './menu';
import type { Rule } from './role-rules';
import { ROLES, type Role } from './roles';
import { resolveRoute } from './routes';
import { USERS, makeUser, rolesPassing, withPermissions } from './test-users';

const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

describe('menu rules over the seven default roles', () => {
  const table: [string, Rule, Role[]][] = [
    ['canSeeAdminMenu', canSeeAdminMenu, ['Admin']],
    ['canSeeAccountingMenu', canSeeAccountingMenu, ['AccountingAdmin']],
    ['canSeeCustomerMenu', canSeeCustomerMenu, STAFF],
    ['canSeeJobSiteMenuItems', canSeeJobSiteMenuItems, ['Admin', 'Dispatchers', 'Employee']],
    ['canSeeReassignDispatcherMenuItem', canSeeReassignDispatcherMenuItem, ['Admin']],
    ['canSeeVendorMenu', canSeeVendorMenu, STAFF],
    ['canSeeWorkOrderMenu', canSeeWorkOrderMenu, STAFF],
    ['canSeeReportsMenu', canSeeReportsMenu, ['Admin', 'Dispatchers', 'AccountingAdmin']],
    ['canSeeDashboardMenu', canSeeDashboardMenu, STAFF],
    ['canSeeMyProfileMenu', canSeeMyProfileMenu, ['Vendor']],
  ];
  it.each(table)('%s', (_name, rule, expected) => {
    expect(rolesPassing(rule)).toEqual(expected);
  });

  it.each([
    ['Admin', null],
    ['Dispatchers', null],
    ['Employee', null],
    ['AccountingAdmin', null],
    ['Vendor', 'vendor'],
    ['Tech', 'vendor'],
    ['Customer', 'customer'],
  ] as const)('myWorkOrdersMenuVariant(%s) is %s', (role, variant) => {
    expect(myWorkOrdersMenuVariant(USERS[role])).toBe(variant);
  });
});

describe('menu edge cases', () => {
  it('"or Admin": the admin permission alone shows every staff menu but not Accounting', () => {
    const user = withPermissions('admin');
    for (const rule of [
      canSeeAdminMenu,
      canSeeCustomerMenu,
      canSeeJobSiteMenuItems,
      canSeeReassignDispatcherMenuItem,
      canSeeVendorMenu,
      canSeeWorkOrderMenu,
      canSeeReportsMenu,
      canSeeDashboardMenu,
    ]) {
      expect(rule(user)).toBe(true);
    }
    expect(canSeeAccountingMenu(user)).toBe(false);
  });

  it('external users never see staff menus, whatever permissions they carry', () => {
    const granted = [
      'read:customers',
      'read:vendors',
      'read:jobsites',
      'view:reports',
      'view:dashboard',
    ] as const;
    for (const role of ['Vendor', 'Tech', 'Customer'] as const) {
      const user = { ...USERS[role], permissions: [...USERS[role].permissions, ...granted] };
      const ids = visibleMenu(user).map((item) => item.id);
      for (const id of ['customers', 'vendors', 'reporting', 'dashboard', 'workorders'])
        expect(ids).not.toContain(id);
      expect(canSeeCustomerMenu(user) || canSeeVendorMenu(user) || canSeeReportsMenu(user)).toBe(false);
    }
  });

  it('a Tech does not get My Profile, a Vendor with the Tech role does', () => {
    expect(canSeeMyProfileMenu(makeUser({ roles: ['Tech'] }))).toBe(false);
    expect(canSeeMyProfileMenu(makeUser({ roles: ['Vendor', 'Tech'] }))).toBe(true);
  });
});

const outline = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.label, ...(item.children ?? []).map((child) => `  ${child.label}`)]);

describe('visibleMenu per role', () => {
  const expected: Record<Role, string[]> = {
    Admin: [
      'Home',
      'Dashboard',
      'Work Orders',
      '  Work Order List',
      '  New Work Order',
      '  Import Work Orders',
      'Customers',
      '  Customer List',
      '  Job Sites',
      '  Import Job Sites',
      '  Import Trade Rates',
      '  Reassign Dispatcher',
      'Vendors',
      '  Vendor List',
      '  Vendor Search',
      'Reporting',
      '  Reports',
      '  Work Order Heat Map',
      '  Vendor Coverage Heat Map',
      '  Customer Area Heat Map',
      'Admin',
      '  Users and Dispatch',
      '  Import Vendor Zips',
      '  QuickBooks',
      '  Audit Log',
    ],
    Dispatchers: [
      'Home',
      'Dashboard',
      'Work Orders',
      '  Work Order List',
      '  New Work Order',
      '  Import Work Orders',
      'Customers',
      '  Customer List',
      '  Job Sites',
      '  Import Job Sites',
      '  Import Trade Rates',
      'Vendors',
      '  Vendor List',
      '  Vendor Search',
      'Reporting',
      '  Reports',
      '  Work Order Heat Map',
      '  Vendor Coverage Heat Map',
      '  Customer Area Heat Map',
    ],
    Employee: [
      'Home',
      'Dashboard',
      'Work Orders',
      '  Work Order List',
      'Customers',
      '  Customer List',
      '  Job Sites',
      '  Import Job Sites',
      '  Import Trade Rates',
      'Vendors',
      '  Vendor List',
      '  Vendor Search',
    ],
    AccountingAdmin: [
      'Home',
      'Dashboard',
      'Work Orders',
      '  Work Order List',
      'Customers',
      '  Customer List',
      'Vendors',
      '  Vendor List',
      '  Vendor Search',
      'Reporting',
      '  Reports',
      '  Work Order Heat Map',
      '  Vendor Coverage Heat Map',
      '  Customer Area Heat Map',
      'Accounting',
      '  Pending Approval',
      '  QuickBooks',
    ],
    Vendor: ['Home', 'My Profile', 'My Work Orders', '  Open', '  Invoiced', '  Cancelled', 'Today’s Work'],
    Tech: ['Home', 'My Work Orders', '  Open', '  Invoiced', '  Cancelled', 'Today’s Work'],
    Customer: ['Home', 'My Work Orders', '  Open', '  Invoiced', '  Cancelled', '  All'],
  };

  it.each(ROLES)('%s', (role) => {
    expect(outline(visibleMenu(USERS[role]))).toEqual(expected[role]);
  });

  it.each(ROLES)('every item %s sees opens a route %s may visit', (role) => {
    const user = USERS[role];
    const paths = visibleMenu(user).flatMap((item) => [
      item.path,
      ...(item.children ?? []).map((c) => c.path),
    ]);
    for (const path of paths) expect([path, resolveRoute(user, path)]).toEqual([path, { allowed: true }]);
  });

  it('QuickBooks is under Admin for an administrator and under Accounting for an AccountingAdmin alone', () => {
    const both = makeUser({ roles: ['Admin', 'AccountingAdmin'] });
    const paths = visibleMenu(both).flatMap((item) => (item.children ?? []).map((c) => c.path));
    expect(paths.filter((path) => path === '/admin/quickbooks')).toHaveLength(1);
    const admin = visibleMenu(both).find((item) => item.id === 'admin');
    expect(admin?.children?.map((c) => c.label)).toContain('QuickBooks');
  });

  it('hides children of a hidden parent even when their own rule passes', () => {
    const jobSitesOnly = withPermissions('read:jobsites');
    expect(canSeeJobSiteMenuItems(jobSitesOnly)).toBe(true);
    expect(visibleMenu(jobSitesOnly).map((item) => item.id)).toEqual(['home']);
  });
});

describe('MENU', () => {
  const all = MENU.flatMap((item) => [item, ...(item.children ?? [])]);

  it('has unique ids', () => {
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
  });

  it('gives every item a label, an absolute path and an icon name', () => {
    for (const item of all) {
      expect(item.label).not.toBe('');
      expect(item.path.startsWith('/')).toBe(true);
      expect(item.icon).toMatch(/^[A-Z][A-Za-z]+$/);
    }
  });
});
