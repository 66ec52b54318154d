import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import type { Rule } from './role-rules';
import type { Role } from './roles';
import { rolesPassing, USERS, userOf } from './test-users';
import * as rules from './vendor-lines';

const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

// Which of the seven roles, with their seeded default permissions, pass each route rule.
const table: [string, Rule, Role[]][] = [
  ['canReadWorkOrderVendorsAsStaff', rules.canReadWorkOrderVendorsAsStaff, STAFF],
  [
    'canChangeWorkOrderVendorsAsStaff',
    rules.canChangeWorkOrderVendorsAsStaff,
    ['Admin', 'Dispatchers', 'AccountingAdmin'],
  ],
  ['canApproveVendorInvoiceAsStaff', rules.canApproveVendorInvoiceAsStaff, ['Admin', 'AccountingAdmin']],
  ['canReadVendorHistoryAsStaff', rules.canReadVendorHistoryAsStaff, STAFF],
];

describe('vendor-line route rules by role', () => {
  it.each(table)('%s', (_name, rule, roles) => {
    expect(rolesPassing(rule)).toEqual(roles);
  });

  it('refuse a staff role joined by an external one (decision 020)', () => {
    const adminVendor = userOf('Admin', { roles: ['Admin', 'Vendor'] });
    for (const [, rule] of table) expect(rule(adminVendor)).toBe(false);
  });

  it('need the Vendor tab', () => {
    const noTab = userOf('Admin', {
      permissions: USERS.Admin.permissions.filter((p) => p !== 'view:workordervendortab'),
    });
    expect(rules.canReadWorkOrderVendorsAsStaff(noTab)).toBe(false);
    expect(rules.canChangeWorkOrderVendorsAsStaff(noTab)).toBe(false);
    expect(rules.canApproveVendorInvoiceAsStaff(noTab)).toBe(false);
  });
});

describe('vendorBlockReason (spec B section 4)', () => {
  const vendor = { vendorstatustypeid: 2, tierid: 1, excludedfromcustomer: false };
  it('names Redlined, tier 6 and the customer exclusion, in that order', () => {
    expect(rules.vendorBlockReason(vendor)).toBeNull();
    expect(rules.vendorBlockReason({ ...vendor, vendorstatustypeid: 4 })).toBe('Redlined');
    expect(rules.vendorBlockReason({ ...vendor, tierid: 6 })).toBe('Tier 6');
    expect(rules.vendorBlockReason({ ...vendor, excludedfromcustomer: true })).toBe('Excluded by customer');
    expect(rules.vendorBlockReason({ vendorstatustypeid: 4, tierid: 6, excludedfromcustomer: true })).toBe(
      'Redlined',
    );
    expect(rules.vendorBlockReason({ ...vendor, tierid: null })).toBeNull();
  });
});

describe('vendor line record rules', () => {
  const line = {
    status: 'Attached',
    isapproved: false,
    quoteonly: false,
    quotedamount: '500.00',
    invnumber: 'INV-1',
  };
  const dispatcher = USERS.Dispatchers;
  const accounting = USERS.AccountingAdmin;

  it('attach is refused on Invoiced orders, allowed on Cancelled ones (spec B section 4)', () => {
    expect(rules.canAttachVendorToWorkOrder(dispatcher, STATUS.Dispatched)).toBe(true);
    expect(rules.canAttachVendorToWorkOrder(dispatcher, STATUS.Invoiced)).toBe(false);
    expect(rules.canAttachVendorToWorkOrder(dispatcher, STATUS.Cancelled)).toBe(true);
    expect(rules.canAttachVendorToWorkOrder(USERS.Employee, STATUS.Dispatched)).toBe(false);
  });

  it('edit, detach and NOD only while unapproved and not cancelled', () => {
    expect(rules.canChangeVendorLine(dispatcher, STATUS.Dispatched, line)).toBe(true);
    expect(rules.canChangeVendorLine(dispatcher, STATUS.Dispatched, { ...line, isapproved: true })).toBe(
      false,
    );
    expect(rules.canChangeVendorLine(dispatcher, STATUS.Dispatched, { ...line, status: 'Cancelled' })).toBe(
      false,
    );
    expect(rules.canChangeVendorLine(dispatcher, STATUS.Invoiced, line)).toBe(false);
  });

  it('approve needs the permission, an unapproved line and an invoice number', () => {
    expect(rules.canApproveVendorLineInvoice(accounting, STATUS.RTB, line)).toBe(true);
    expect(rules.canApproveVendorLineInvoice(dispatcher, STATUS.RTB, line)).toBe(false);
    expect(rules.canApproveVendorLineInvoice(accounting, STATUS.RTB, { ...line, invnumber: ' ' })).toBe(
      false,
    );
    expect(rules.canApproveVendorLineInvoice(accounting, STATUS.RTB, { ...line, invnumber: null })).toBe(
      false,
    );
    expect(rules.canApproveVendorLineInvoice(accounting, STATUS.RTB, { ...line, isapproved: true })).toBe(
      false,
    );
    expect(rules.canApproveVendorLineInvoice(accounting, STATUS.Invoiced, line)).toBe(false);
  });

  it('unapprove when approved and not yet sent to accounting', () => {
    const approved = { ...line, isapproved: true, syncedtoaccountingdate: null };
    expect(rules.canUnapproveVendorLineInvoice(accounting, STATUS.RTB, approved)).toBe(true);
    expect(
      rules.canUnapproveVendorLineInvoice(accounting, STATUS.RTB, { ...approved, isapproved: false }),
    ).toBe(false);
    expect(
      rules.canUnapproveVendorLineInvoice(accounting, STATUS.RTB, {
        ...approved,
        syncedtoaccountingdate: new Date(),
      }),
    ).toBe(false);
  });

  it('Send WO Ticket needs a quoted amount and a line that is not quote only; the quote request the reverse', () => {
    expect(rules.canSendWorkOrderTicket(line)).toBe(true);
    expect(rules.canSendWorkOrderTicket({ ...line, quotedamount: '0.00' })).toBe(false);
    expect(rules.canSendWorkOrderTicket({ ...line, quoteonly: true })).toBe(false);
    expect(rules.canSendQuoteOnlyRequest(line)).toBe(false);
    expect(rules.canSendQuoteOnlyRequest({ ...line, quoteonly: true })).toBe(true);
  });

  it('the NTE guard holds an amount over the order NTE, in exact cents', () => {
    expect(rules.isOverWorkOrderNte({ quotedamount: '750.01' }, '750.00')).toBe(true);
    expect(rules.isOverWorkOrderNte({ quotedamount: '750.00' }, '750')).toBe(false);
    expect(rules.isOverWorkOrderNte({ quotedamount: 0.3 }, '0.1')).toBe(true);
    expect(rules.isOverWorkOrderNte({ quotedamount: '9999' }, null)).toBe(false);
  });
});
