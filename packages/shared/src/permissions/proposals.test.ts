import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import * as rules from './proposals';
import type { Rule } from './role-rules';
import type { Role } from './roles';
import { rolesPassing, USERS, userOf } from './test-users';

const STAFF: Role[] = ['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin'];

// Which of the seven roles, with their seeded default permissions, pass each route rule.
const table: [string, Rule, Role[]][] = [
  ['canReadCustomerProposalsAsStaff', rules.canReadCustomerProposalsAsStaff, STAFF],
  [
    'canChangeCustomerProposalsAsStaff',
    rules.canChangeCustomerProposalsAsStaff,
    ['Admin', 'Dispatchers', 'AccountingAdmin'],
  ],
  [
    'canConvertCustomerProposalAsStaff',
    rules.canConvertCustomerProposalAsStaff,
    ['Admin', 'Dispatchers', 'AccountingAdmin'],
  ],
];

describe('customer proposal route rules by role', () => {
  it.each(table)('%s', (_name, rule, roles) => {
    expect(rolesPassing(rule)).toEqual(roles);
  });

  it('refuse a staff role joined by an external one (decision 020), and need the tabs', () => {
    const adminCustomer = userOf('Admin', { roles: ['Admin', 'Customer'] });
    for (const [, rule] of table) expect(rule(adminCustomer)).toBe(false);
    const noTab = userOf('Admin', {
      permissions: USERS.Admin.permissions.filter((p) => p !== 'view:workorderproposaltab'),
    });
    for (const [, rule] of table) expect(rule(noTab)).toBe(false);
    const noInvoices = userOf('Admin', {
      permissions: USERS.Admin.permissions.filter((p) => p !== 'view:workorderinvoicestab'),
    });
    expect(rules.canChangeCustomerProposalsAsStaff(noInvoices)).toBe(true);
    expect(rules.canConvertCustomerProposalAsStaff(noInvoices)).toBe(false);
  });
});

const inProgress = { iscomplete: false, isapproved: false, isrejected: false };
const complete = { ...inProgress, iscomplete: true };
const approved = { ...complete, isapproved: true };
const rejected = { ...complete, isrejected: true };

describe('customerProposalStatus (spec B section 4)', () => {
  it('derives the status from the flags, rejected first, then approved', () => {
    expect(rules.customerProposalStatus(inProgress)).toBe('In Progress');
    expect(rules.customerProposalStatus(complete)).toBe('Complete');
    expect(rules.customerProposalStatus(approved)).toBe('Approved');
    expect(rules.customerProposalStatus(rejected)).toBe('Rejected');
    expect(rules.customerProposalStatus({ ...approved, isrejected: true })).toBe('Rejected');
    // Flags the API never writes still read one way.
    expect(rules.customerProposalStatus({ ...inProgress, isapproved: true })).toBe('Approved');
  });
});

describe('customer proposal actions (spec B section 4)', () => {
  const dispatcher = USERS.Dispatchers;
  const offered = (proposal: rules.CustomerProposalFlags, status: number = STATUS.Dispatched) =>
    Object.entries(rules.customerProposalActions(dispatcher, status, proposal))
      .filter(([, isOffered]) => isOffered)
      .map(([name]) => name);

  it('offers each action exactly in the states the spec names', () => {
    expect(offered(inProgress)).toEqual(['edit', 'remove', 'complete', 'clone', 'preview', 'pdf']);
    expect(offered(complete)).toEqual(['edit', 'remove', 'approve', 'reject', 'clone', 'preview', 'pdf']);
    expect(offered(approved)).toEqual(['reject', 'createInvoice', 'clone', 'preview', 'pdf']);
    expect(offered(rejected)).toEqual(['remove', 'clone', 'preview', 'pdf']);
  });

  it('an Invoiced order offers only Preview and PDF; Employee the same on any order', () => {
    expect(offered(complete, STATUS.Invoiced)).toEqual(['preview', 'pdf']);
    expect(offered(approved, STATUS.Cancelled)).toContain('createInvoice');
    expect(
      Object.entries(rules.customerProposalActions(USERS.Employee, STATUS.Dispatched, approved))
        .filter(([, isOffered]) => isOffered)
        .map(([name]) => name),
    ).toEqual(['preview', 'pdf']);
  });

  it('Add Proposal: the change rule, off when Invoiced', () => {
    expect(rules.canAddCustomerProposalToWorkOrder(dispatcher, STATUS.Dispatched)).toBe(true);
    expect(rules.canAddCustomerProposalToWorkOrder(dispatcher, STATUS.Cancelled)).toBe(true);
    expect(rules.canAddCustomerProposalToWorkOrder(dispatcher, STATUS.Invoiced)).toBe(false);
    expect(rules.canAddCustomerProposalToWorkOrder(USERS.Employee, STATUS.Dispatched)).toBe(false);
  });
});
