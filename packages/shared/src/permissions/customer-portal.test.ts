import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import {
  canAddCustomerPortalWorkOrder,
  canChangeCustomerPortalWorkOrder,
  canUseCustomerPortal,
  canUseCustomerPortalInvoices,
  canUseCustomerPortalProposals,
  customerPortalProposalActions,
  customerPortalProposalStatus,
  isInvoiceVisibleToCustomer,
} from './customer-portal';
import { makeUser, rolesPassing, userOf } from './test-users';

const customer = userOf('Customer');
const flags = {
  iscomplete: false,
  isapproved: false,
  isrejected: false,
  approvedbycustomer: false,
  rejectedbycustomer: false,
};

describe('customer portal route rules', () => {
  it('let Customer users linked to a customer through, nobody else', () => {
    expect(rolesPassing(canUseCustomerPortal)).toEqual(['Customer']);
    expect(rolesPassing(canAddCustomerPortalWorkOrder)).toEqual(['Customer']);
    expect(rolesPassing(canUseCustomerPortalProposals)).toEqual(['Customer']);
    expect(rolesPassing(canUseCustomerPortalInvoices)).toEqual(['Customer']);
    expect(canUseCustomerPortal(userOf('Customer', { customerid: null }))).toBe(false);
    expect(canUseCustomerPortal(userOf('Customer', { permissions: [] }))).toBe(false);
    expect(canUseCustomerPortalProposals(userOf('Customer', { permissions: ['read:workorders'] }))).toBe(
      false,
    );
  });

  it('refuse a customer who also holds a vendor role', () => {
    const both = makeUser({
      roles: ['Customer', 'Vendor'],
      permissions: ['read:workorders'],
      customerid: 20,
    });
    expect(canUseCustomerPortal(both)).toBe(false);
  });

  it('let the customer change its order only while Received', () => {
    expect(canChangeCustomerPortalWorkOrder(customer, STATUS.Received)).toBe(true);
    expect(canChangeCustomerPortalWorkOrder(customer, STATUS.Dispatched)).toBe(false);
    expect(canChangeCustomerPortalWorkOrder(customer, STATUS.Cancelled)).toBe(false);
    expect(canChangeCustomerPortalWorkOrder(userOf('Dispatchers'), STATUS.Received)).toBe(false);
  });
});

describe('customerPortalProposalStatus (spec C 4)', () => {
  it('derives the customer-facing status from the flags', () => {
    expect(customerPortalProposalStatus(flags)).toBe('In Progress');
    expect(customerPortalProposalStatus({ ...flags, iscomplete: true })).toBe('Complete');
    expect(customerPortalProposalStatus({ ...flags, iscomplete: true, approvedbycustomer: true })).toBe(
      'Approved',
    );
    expect(customerPortalProposalStatus({ ...flags, iscomplete: true, isapproved: true })).toBe('Approved');
    expect(customerPortalProposalStatus({ ...flags, iscomplete: true, rejectedbycustomer: true })).toBe(
      'Rejected',
    );
    expect(customerPortalProposalStatus({ ...flags, isrejected: true, approvedbycustomer: true })).toBe(
      'Rejected',
    );
  });

  it('offers Approve and Reject only on a complete proposal without a decision; Preview and PDF always', () => {
    expect(customerPortalProposalActions(customer, { ...flags, iscomplete: true })).toEqual({
      approve: true,
      reject: true,
      preview: true,
      pdf: true,
    });
    expect(customerPortalProposalActions(customer, flags)).toMatchObject({ approve: false, reject: false });
    expect(
      customerPortalProposalActions(customer, { ...flags, iscomplete: true, approvedbycustomer: true }),
    ).toMatchObject({ approve: false, reject: false, preview: true, pdf: true });
    expect(
      customerPortalProposalActions(customer, { ...flags, iscomplete: true, isrejected: true }),
    ).toMatchObject({ approve: false, reject: false });
  });
});

describe('isInvoiceVisibleToCustomer', () => {
  it('shows approved invoices that are not rejected', () => {
    expect(isInvoiceVisibleToCustomer({ isapproved: true, isrejected: false })).toBe(true);
    expect(isInvoiceVisibleToCustomer({ isapproved: false, isrejected: false })).toBe(false);
    expect(isInvoiceVisibleToCustomer({ isapproved: true, isrejected: true })).toBe(false);
  });
});
