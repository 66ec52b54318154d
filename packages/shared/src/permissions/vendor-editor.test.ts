import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';
import { USERS, makeUser, rolesPassing, userOf } from './test-users';
import { VENDOR_EDITOR_TABS, canOpenVendorDetails, canOpenVendorEditorTab } from './vendor-editor';

const STAFF = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

describe('canOpenVendorDetails', () => {
  it('lets staff with read:vendors and vendor-linked Vendor and Tech users in, not Customers', () => {
    expect(rolesPassing(canOpenVendorDetails)).toEqual([...STAFF, 'Vendor', 'Tech']);
  });

  it('refuses a Vendor user without a vendor and staff without read:vendors', () => {
    expect(canOpenVendorDetails(userOf('Vendor', { vendorid: null }))).toBe(false);
    expect(canOpenVendorDetails(makeUser({ roles: ['Employee'], permissions: [] }))).toBe(false);
  });
});

describe('canOpenVendorEditorTab', () => {
  it('has the spec tabs in order', () => {
    expect(VENDOR_EDITOR_TABS.map((tab) => tab.label)).toEqual([
      'Details',
      'Trades',
      'Contacts',
      'Attachments',
      'Notes',
      'Payments',
      'History',
      'Change History',
    ]);
  });

  it.each(ROLES)('%s', (role) => {
    const open = VENDOR_EDITOR_TABS.filter((tab) => canOpenVendorEditorTab(USERS[role], tab.id)).map(
      (tab) => tab.id,
    );
    expect(open).toEqual(
      STAFF.includes(role)
        ? ['details', 'trades', 'contacts', 'attachments', 'notes', 'payments', 'history', 'changes']
        : ['details', 'history'],
    );
  });
});
