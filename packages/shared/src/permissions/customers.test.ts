import { describe, expect, it } from 'vitest';
import * as rules from './customers';
import { rolesPassing, userOf } from './test-users';

describe('customer rules', () => {
  it('list, read and edit customers: staff with read:customers only', () => {
    for (const rule of [rules.canReadCustomersAsStaff, rules.canListCustomers, rules.canEditCustomers])
      expect(rolesPassing(rule)).toEqual(['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin']);
    const noRead = userOf('Dispatchers', { permissions: [] });
    expect(rules.canEditCustomers(noRead)).toBe(false);
    expect(rules.canListCustomers(noRead)).toBe(false);
    // A Customer user whose token carries read:customers is still not staff.
    expect(rules.canEditCustomers(userOf('Customer', { permissions: ['read:customers'] }))).toBe(false);
  });

  it('notes and files: staff with read:customers, and Customer users linked to a customer', () => {
    expect(rolesPassing(rules.canOpenCustomerFiles)).toEqual([
      'Admin',
      'Dispatchers',
      'Employee',
      'AccountingAdmin',
      'Customer',
    ]);
    expect(rules.canOpenCustomerFiles(userOf('Customer', { customerid: null }))).toBe(false);
    expect(rules.canOpenCustomerFiles(userOf('Vendor'))).toBe(false);
    expect(rules.canOpenCustomerFiles(userOf('Employee', { permissions: [] }))).toBe(false);
  });
});
