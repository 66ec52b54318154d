import { describe, expect, it } from 'vitest';
import * as rules from './vendors';
import { rolesPassing, userOf } from './test-users';

describe('vendor rules', () => {
  it('edit, list and search vendors: staff with read:vendors only', () => {
    for (const rule of [rules.canEditVendors, rules.canListVendors])
      expect(rolesPassing(rule)).toEqual(['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin']);
    const noRead = userOf('Admin', { permissions: [], roles: ['Dispatchers'] });
    expect(rules.canEditVendors(noRead)).toBe(false);
  });

  it('history: staff who read vendors and work orders, and Vendor/Tech users linked to a vendor', () => {
    expect(rolesPassing(rules.canReadVendorHistory)).toEqual([
      'Admin',
      'Dispatchers',
      'Employee',
      'AccountingAdmin',
      'Vendor',
      'Tech',
    ]);
    expect(rules.canReadVendorHistory(userOf('Vendor', { vendorid: null }))).toBe(false);
    expect(rules.canReadVendorHistory(userOf('Customer'))).toBe(false);
  });
});
