import {
  canApproveCustomerInvoice,
  canReadWorkOrders,
  canUpdateWorkOrder,
  canViewInvoicesTab,
} from './actions';
import { isWorkOrderInvoiced, type WorkOrderStatusRef } from './records';
import { isInternalUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

/**
 * The Invoice & Payments tab (spec B sections 2, 4 "Customer invoice", 6; issue 11;
 * docs/decisions/136): the rules its routes declare and the state rules of an invoice. Vendor, Tech
 * and Customer users reach none of these calls (the customer portal's invoices are a later issue).
 */

/** The grid and its master detail: staff who read work orders and see the Invoice & Payments tab. */
export const canReadCustomerInvoicesAsStaff: Rule = (user) =>
  isInternalUser(user) && canReadWorkOrders(user) && canViewInvoicesTab(user);

/** Add, edit, remove and Reject: staff who also update work orders. */
export const canChangeCustomerInvoicesAsStaff: Rule = (user) =>
  canReadCustomerInvoicesAsStaff(user) && canUpdateWorkOrder(user);

/** Approve and Unapprove: approve:customerinvoice (spec B section 6). */
export const canApproveCustomerInvoiceAsStaff: Rule = (user) =>
  canReadCustomerInvoicesAsStaff(user) && canApproveCustomerInvoice(user);

/** The flags an invoice's actions are read from. */
export type CustomerInvoiceFlags = {
  isapproved: boolean;
  isrejected: boolean;
  syncedtoaccountingdate: Date | string | null;
};

/**
 * Changing the invoice's fields and lines (Add Item hidden once approved, spec B section 2): only
 * while neither approved nor rejected; the popup still opens (Edit is always offered) to read it.
 */
export const isCustomerInvoiceEditable = (invoice: CustomerInvoiceFlags): boolean =>
  !invoice.isapproved && !invoice.isrejected;

export const CUSTOMER_INVOICE_ACTIONS = ['approve', 'unapprove', 'reject'] as const;
export type CustomerInvoiceAction = (typeof CUSTOMER_INVOICE_ACTIONS)[number];

/**
 * Whether an action is offered in this state: Approve when neither approved nor rejected; Unapprove
 * when approved and not yet sent to accounting; Reject when not rejected (spec B section 4) and not
 * approved (an approval is withdrawn by Unapprove, which needs approve:customerinvoice).
 */
export function isCustomerInvoiceActionAllowed(
  action: CustomerInvoiceAction,
  invoice: CustomerInvoiceFlags,
): boolean {
  switch (action) {
    case 'approve':
      return isCustomerInvoiceEditable(invoice);
    case 'unapprove':
      return invoice.isapproved && !invoice.isrejected && invoice.syncedtoaccountingdate === null;
    case 'reject':
      return isCustomerInvoiceEditable(invoice);
  }
}

/** Remove: refused once approved (an approved invoice is billed); a rejected one may go. */
export const isCustomerInvoiceRemovable = (invoice: CustomerInvoiceFlags): boolean => !invoice.isapproved;

/**
 * The row's actions for a user on an order in `status` (no change on an Invoiced order): Edit and
 * Preview always, PDF until rejected.
 */
export function customerInvoiceActions(
  user: SessionUser,
  status: WorkOrderStatusRef,
  invoice: CustomerInvoiceFlags,
) {
  const isOpen = !isWorkOrderInvoiced(status);
  const canChange = isOpen && canChangeCustomerInvoicesAsStaff(user);
  const canApprove = isOpen && canApproveCustomerInvoiceAsStaff(user);
  return {
    edit: canReadCustomerInvoicesAsStaff(user),
    save: canChange && isCustomerInvoiceEditable(invoice),
    addItem: canChange && isCustomerInvoiceEditable(invoice),
    remove: canChange && isCustomerInvoiceRemovable(invoice),
    approve: canApprove && isCustomerInvoiceActionAllowed('approve', invoice),
    unapprove: canApprove && isCustomerInvoiceActionAllowed('unapprove', invoice),
    reject: canChange && isCustomerInvoiceActionAllowed('reject', invoice),
    preview: canReadCustomerInvoicesAsStaff(user),
    pdf: canReadCustomerInvoicesAsStaff(user) && !invoice.isrejected,
  };
}

/** Add Invoice: staff who change invoices, disabled when the order is Invoiced. */
export const canAddCustomerInvoiceToWorkOrder = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canChangeCustomerInvoicesAsStaff(user) && !isWorkOrderInvoiced(status);
