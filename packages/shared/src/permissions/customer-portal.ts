import { STATUS } from '../constants/statuses';
import { canReadWorkOrders, canViewInvoicesTab, canViewProposalTab } from './actions';
import { customerProposalStatus, type CustomerProposalStatus } from './proposals';
import { isCustomerUser, isVendorUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

// The customer portal (spec C 2.9 and 4, issue 16, docs/decisions/166 and 167): who reaches the
// /customerprofile calls, which orders and documents they may change. Every call is scoped to the
// signed-in user's customer (`user.customerid`); staff, vendors and techs have their own calls.

/**
 * Every /customerprofile call: a Customer user linked to a customer who reads work orders. A user who
 * also holds a vendor role is not a customer's (the restrictive reading, decision 020).
 */
export const canUseCustomerPortal: Rule = (user) =>
  isCustomerUser(user) && !isVendorUser(user) && user.customerid != null && canReadWorkOrders(user);

/** New work order (spec C 2.9): every portal user of the customer; the order is the customer's own. */
export const canAddCustomerPortalWorkOrder: Rule = canUseCustomerPortal;

/** The Proposals tab, Approve, Reject, Preview and PDF: portal users who see the proposal tab. */
export const canUseCustomerPortalProposals: Rule = (user) =>
  canUseCustomerPortal(user) && canViewProposalTab(user);

/** The Invoices tab, Preview and PDF: portal users who see the invoices tab. */
export const canUseCustomerPortalInvoices: Rule = (user) =>
  canUseCustomerPortal(user) && canViewInvoicesTab(user);

/** The customer may still change its order while staff have not taken it up: Received only (decision 166). */
export const isCustomerPortalWorkOrderChangeable = (statusid: number): boolean =>
  statusid === STATUS.Received;

export const canChangeCustomerPortalWorkOrder = (user: SessionUser, statusid: number): boolean =>
  canUseCustomerPortal(user) && isCustomerPortalWorkOrderChangeable(statusid);

/** A proposal's flags as the customer-facing status reads them (spec C 4). */
export type CustomerPortalProposalFlags = {
  iscomplete: boolean;
  isapproved: boolean;
  isrejected: boolean;
  approvedbycustomer: boolean;
  rejectedbycustomer: boolean;
};

/**
 * Spec C 4: Rejected (rejectedbycustomer or isrejected), Approved (approvedbycustomer or isapproved),
 * Complete (iscomplete, nothing decided), In Progress (otherwise). Rejected wins, as on the staff tab.
 */
export const customerPortalProposalStatus = (proposal: CustomerPortalProposalFlags): CustomerProposalStatus =>
  customerProposalStatus({
    iscomplete: proposal.iscomplete,
    isapproved: proposal.isapproved || proposal.approvedbycustomer,
    isrejected: proposal.isrejected || proposal.rejectedbycustomer,
  });

/** Approve and Reject: only on a complete proposal without a decision (spec C 4). */
export const isCustomerPortalProposalDecidable = (proposal: CustomerPortalProposalFlags): boolean =>
  customerPortalProposalStatus(proposal) === 'Complete';

/** The row's actions on the portal's Proposals tab; Preview and PDF always (spec C 4). */
export function customerPortalProposalActions(user: SessionUser, proposal: CustomerPortalProposalFlags) {
  const canDecide = canUseCustomerPortalProposals(user) && isCustomerPortalProposalDecidable(proposal);
  return { approve: canDecide, reject: canDecide, preview: true, pdf: true };
}

/**
 * Which customer invoices the customer sees (decision 167): approved by staff and not rejected. A draft is
 * still being priced; the moment it is approved it is the customer's bill.
 */
export const isInvoiceVisibleToCustomer = (invoice: { isapproved: boolean; isrejected: boolean }): boolean =>
  invoice.isapproved && !invoice.isrejected;
