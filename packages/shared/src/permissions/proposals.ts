import { canReadWorkOrders, canUpdateWorkOrder, canViewInvoicesTab, canViewProposalTab } from './actions';
import { isWorkOrderInvoiced, type WorkOrderStatusRef } from './records';
import { isInternalUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

/**
 * The Customer Proposals tab (spec B sections 2 and 4 "Customer proposal status", issue 11,
 * docs/decisions/135): the rules its routes declare (decision 121), the status derived from the flags,
 * and which actions a proposal offers. The web shows and hides with these, the API refuses with them.
 * Vendor, Tech and Customer users reach none of these calls (the customer portal is issue 13's).
 */

/** The grid and its master detail: staff who read work orders and see the Customer Proposals tab. */
export const canReadCustomerProposalsAsStaff: Rule = (user) =>
  isInternalUser(user) && canReadWorkOrders(user) && canViewProposalTab(user);

/** Add, edit, remove, the status actions and Clone: staff who also update work orders. */
export const canChangeCustomerProposalsAsStaff: Rule = (user) =>
  canReadCustomerProposalsAsStaff(user) && canUpdateWorkOrder(user);

/** Create Invoice: the same staff, who must also see the Invoice & Payments tab it fills. */
export const canConvertCustomerProposalAsStaff: Rule = (user) =>
  canChangeCustomerProposalsAsStaff(user) && canViewInvoicesTab(user);

/** The flags a proposal's status and actions are read from. */
export type CustomerProposalFlags = { iscomplete: boolean; isapproved: boolean; isrejected: boolean };

export const CUSTOMER_PROPOSAL_STATUSES = ['In Progress', 'Complete', 'Approved', 'Rejected'] as const;
export type CustomerProposalStatus = (typeof CUSTOMER_PROPOSAL_STATUSES)[number];

/**
 * The status shown (spec B section 4), never stored: rejected wins over approved (a complete proposal
 * may be rejected after its approval), approved over complete.
 */
export function customerProposalStatus(proposal: CustomerProposalFlags): CustomerProposalStatus {
  if (proposal.isrejected) return 'Rejected';
  if (proposal.isapproved) return 'Approved';
  return proposal.iscomplete ? 'Complete' : 'In Progress';
}

/** The status actions of `PUT /workorder/{action}proposal` (docs/decisions/135). */
export const CUSTOMER_PROPOSAL_ACTIONS = ['complete', 'approve', 'reject'] as const;
export type CustomerProposalAction = (typeof CUSTOMER_PROPOSAL_ACTIONS)[number];

/** Edit (and its line items' add, edit, delete; Remove): only when not rejected and not approved. */
export const isCustomerProposalEditable = (proposal: CustomerProposalFlags): boolean =>
  !proposal.isrejected && !proposal.isapproved;

/** Remove: refused once approved (spec B section 4: "cannot be edited or deleted when approved"). */
export const isCustomerProposalRemovable = (proposal: CustomerProposalFlags): boolean => !proposal.isapproved;

/**
 * Add Proposal (and Clone) for the routes' users: disabled when the order is Invoiced, and for the Employee,
 * whom the API refuses (no update:workorder).
 */
export const canAddCustomerProposalToWorkOrder = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canChangeCustomerProposalsAsStaff(user) && !isWorkOrderInvoiced(status);

/** Whether an action is offered in this state (spec B section 4, word for word). */
export function isCustomerProposalActionAllowed(
  action: CustomerProposalAction,
  proposal: CustomerProposalFlags,
): boolean {
  switch (action) {
    case 'complete':
      return isCustomerProposalEditable(proposal) && !proposal.iscomplete;
    case 'approve':
      return proposal.iscomplete && isCustomerProposalEditable(proposal);
    case 'reject':
      return proposal.iscomplete && !proposal.isrejected;
  }
}

/** Create Invoice: only when approved. */
export const canCreateInvoiceFromProposal = (proposal: CustomerProposalFlags): boolean =>
  proposal.isapproved && !proposal.isrejected;

/**
 * The row's actions for a user on an order in `status`: the state rules above, the route rules, and
 * the order's Invoiced status (no change of a proposal then; Preview, Clone's source and PDF stay
 * readable). Clone adds a proposal, so it follows Add Proposal.
 */
export function customerProposalActions(
  user: SessionUser,
  status: WorkOrderStatusRef,
  proposal: CustomerProposalFlags,
) {
  const canChange = canAddCustomerProposalToWorkOrder(user, status);
  return {
    edit: canChange && isCustomerProposalEditable(proposal),
    remove: canChange && isCustomerProposalRemovable(proposal),
    complete: canChange && isCustomerProposalActionAllowed('complete', proposal),
    approve: canChange && isCustomerProposalActionAllowed('approve', proposal),
    reject: canChange && isCustomerProposalActionAllowed('reject', proposal),
    createInvoice:
      canConvertCustomerProposalAsStaff(user) &&
      !isWorkOrderInvoiced(status) &&
      canCreateInvoiceFromProposal(proposal),
    clone: canChange,
    preview: canReadCustomerProposalsAsStaff(user),
    pdf: canReadCustomerProposalsAsStaff(user),
  };
}
