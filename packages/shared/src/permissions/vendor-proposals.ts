import { VENDOR_DOCUMENT_STATUS } from '../constants/lines';
import { canReadWorkOrders, canUpdateWorkOrder, canViewVendorSubmittedProposalsTab } from './actions';
import { canChangeCustomerProposalsAsStaff } from './proposals';
import { isInternalUser, type Rule } from './role-rules';

/**
 * The Vendor Submitted Proposals tab (spec B sections 2, 4 "Vendor submitted proposal", 6; issue 11;
 * docs/decisions/136): staff review what vendors submitted in the portal. The vendor portal's own
 * calls are a later issue.
 */

/** The grid and the review: staff who read work orders and see the tab (view:workorderproposaltab). */
export const canReadVendorProposalsAsStaff: Rule = (user) =>
  isInternalUser(user) && canReadWorkOrders(user) && canViewVendorSubmittedProposalsTab(user);

/** Approve and Reject (state codes 3 and 4): staff who also update work orders. */
export const canReviewVendorProposalsAsStaff: Rule = (user) =>
  canReadVendorProposalsAsStaff(user) && canUpdateWorkOrder(user);

/** Convert to Customer Proposal: a reviewer who may also add customer proposals. */
export const canConvertVendorProposalAsStaff: Rule = (user) =>
  canReviewVendorProposalsAsStaff(user) && canChangeCustomerProposalsAsStaff(user);

/**
 * Approve and Reject: only a pending (submitted, status id 2) proposal, and only when the order has exactly one
 * vendor (spec B section 4); `vendorcount` counts the order's vendor lines that are not cancelled.
 */
export const isVendorProposalReviewable = (proposal: {
  proposalstatusid: number;
  vendorcount: number;
}): boolean => proposal.proposalstatusid === VENDOR_DOCUMENT_STATUS.Submitted && proposal.vendorcount === 1;

/**
 * The vendor proposal's Preview and PDF (POST /vendorprofile/generatevendorproposal, spec C; docs/decisions/140):
 * staff who read the tab. The vendor portal's issue widens it to the proposal's own vendor (a record rule then,
 * as the route will need the proposal's vendor id).
 */
export const canPrintVendorProposal: Rule = (user) => canReadVendorProposalsAsStaff(user);
