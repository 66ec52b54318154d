import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import * as rules from './invoices';
import { rolesPassing, USERS, userOf } from './test-users';

const open: rules.CustomerInvoiceFlags = {
  isapproved: false,
  isrejected: false,
  syncedtoaccountingdate: null,
};
const approved = { ...open, isapproved: true };
const synced = { ...approved, syncedtoaccountingdate: new Date('2026-01-02T00:00:00Z') };
const rejected = { ...open, isrejected: true };

describe('customer invoice route rules by role', () => {
  it('read: staff; change: update:workorder; approve: approve:customerinvoice', () => {
    expect(rolesPassing(rules.canReadCustomerInvoicesAsStaff)).toEqual([
      'Admin',
      'Dispatchers',
      'Employee',
      'AccountingAdmin',
    ]);
    expect(rolesPassing(rules.canChangeCustomerInvoicesAsStaff)).toEqual([
      'Admin',
      'Dispatchers',
      'AccountingAdmin',
    ]);
    expect(rolesPassing(rules.canApproveCustomerInvoiceAsStaff)).toEqual(['Admin', 'AccountingAdmin']);
  });

  it('need the Invoice & Payments tab, and refuse a staff role joined by an external one', () => {
    const noTab = userOf('Admin', {
      permissions: USERS.Admin.permissions.filter((p) => p !== 'view:workorderinvoicestab'),
    });
    const adminCustomer = userOf('Admin', { roles: ['Admin', 'Customer'] });
    for (const user of [noTab, adminCustomer]) {
      expect(rules.canReadCustomerInvoicesAsStaff(user)).toBe(false);
      expect(rules.canApproveCustomerInvoiceAsStaff(user)).toBe(false);
    }
  });
});

describe('customer invoice states (spec B section 4)', () => {
  it('edit, approve and reject only while neither approved nor rejected; unapprove until sent to accounting', () => {
    const allowed = (invoice: typeof open) =>
      rules.CUSTOMER_INVOICE_ACTIONS.filter((action) =>
        rules.isCustomerInvoiceActionAllowed(action, invoice),
      );
    expect(allowed(open)).toEqual(['approve', 'reject']);
    expect(allowed(approved)).toEqual(['unapprove']);
    expect(allowed(synced)).toEqual([]);
    expect(allowed(rejected)).toEqual([]);
    expect([open, approved, rejected].map(rules.isCustomerInvoiceEditable)).toEqual([true, false, false]);
    expect([open, approved, rejected].map(rules.isCustomerInvoiceRemovable)).toEqual([true, false, true]);
  });

  it('the row actions: Edit and Preview always, PDF until rejected, no change on an Invoiced order', () => {
    expect(rules.customerInvoiceActions(USERS.Dispatchers, STATUS.Dispatched, open)).toEqual({
      edit: true,
      save: true,
      addItem: true,
      remove: true,
      approve: false,
      unapprove: false,
      reject: true,
      preview: true,
      pdf: true,
    });
    expect(rules.customerInvoiceActions(USERS.AccountingAdmin, STATUS.Dispatched, approved)).toMatchObject({
      addItem: false,
      remove: false,
      unapprove: true,
      reject: false,
    });
    expect(rules.customerInvoiceActions(USERS.Admin, STATUS.Dispatched, rejected)).toMatchObject({
      edit: true,
      preview: true,
      pdf: false,
      reject: false,
    });
    expect(rules.customerInvoiceActions(USERS.Admin, STATUS.Invoiced, open)).toMatchObject({
      edit: true,
      save: false,
      approve: false,
      reject: false,
    });
    expect(rules.canAddCustomerInvoiceToWorkOrder(USERS.Dispatchers, STATUS.Invoiced)).toBe(false);
    expect(rules.canAddCustomerInvoiceToWorkOrder(USERS.Employee, STATUS.Dispatched)).toBe(false);
  });
});
