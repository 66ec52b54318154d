import {
  canAddCustomerProposalToWorkOrder,
  canApproveVendorInvoiceAsStaff,
  canApproveVendorLineInvoice,
  canChangeCustomerProposalsAsStaff,
  canChangeVendorLine,
  canChangeWorkOrderVendorsAsStaff,
  canSendQuoteOnlyRequest,
  canSendWorkOrderTicket,
  canUnapproveVendorLineInvoice,
  canUpdateWorkOrdersAsStaff,
  canUseWorkOrderAttachments,
  isWorkOrderCancelled,
  isWorkOrderInvoiced,
  type SessionUser,
  VENDOR_LINE_MESSAGES,
} from '@dispatchwise/shared';
import {
  SEND_QUOTE_REQUEST,
  SEND_WO_TICKET,
  statusNotices,
  ticketBlockedReason,
  type VendorNotice,
} from '../../entities/work-orders';
import type { VendorLine } from './api/types';

/** What an item of a line's menu opens or does. */
export type LineActionKind =
  | 'notice'
  | 'approve'
  | 'unapprove'
  | 'nod'
  | 'edit'
  | 'detach'
  | 'cancel'
  | 'attachInvoice'
  | 'signoff'
  | 'qc'
  | 'createProposal';

export type LineAction = {
  key: string;
  kind: LineActionKind;
  label: string;
  isDisabled: boolean;
  /** Why the item is disabled, or a note on it (shown under its label). */
  hint?: string;
  /** A notice's code (kind 'notice'). */
  actionType?: VendorNotice['actionType'];
};

/** The order's status as the rules read it (a `WorkOrderStatusRef`). */
type Order = { statusid: number; status: string };

export const isCancelledLine = (line: Pick<VendorLine, 'status'>) => line.status === 'Cancelled';

/** Why nothing can be sent or changed on the order, if so (spec B section 4: Invoiced and Cancelled). */
function orderLock(order: Order, kind: 'notice' | 'change'): string | undefined {
  if (isWorkOrderInvoiced(order)) return 'The work order is Invoiced';
  if (kind === 'notice' && isWorkOrderCancelled(order)) return 'The work order is Cancelled';
  return undefined;
}

/** Why an edit of the line is refused (Edit, Detach, NOD, Cancel Vendor), if so. */
function lineLock(line: VendorLine): string | undefined {
  if (isCancelledLine(line)) return 'Vendor cancelled';
  if (line.isapproved) return 'Invoice approved';
  return undefined;
}

/**
 * The menu of one vendor line on the Vendor tab, in groups (spec B section 4 "Vendor line"): the notices of
 * the order's status with Send WO Ticket and Send Quote Only Request, the invoice items, the line's own items,
 * and the items always available. An item is left out when the user's permissions never allow it, and
 * disabled with its reason when the line or the order does not allow it now. The API applies the same shared
 * rules (docs/decisions/121, 132); Create Proposal by the customer proposals' rules (decision 135).
 */
export function vendorLineActions(user: SessionUser, order: Order, line: VendorLine): LineAction[][] {
  const groups: LineAction[][] = [];
  const cancelled = isCancelledLine(line) ? 'Vendor cancelled' : undefined;

  if (canUpdateWorkOrdersAsStaff(user)) {
    const noticeLock = orderLock(order, 'notice') ?? cancelled;
    const notice = (item: VendorNotice, blocked?: string): LineAction => ({
      key: `notice-${item.actionType}`,
      kind: 'notice',
      label: item.label,
      actionType: item.actionType,
      isDisabled: Boolean(noticeLock ?? blocked),
      hint: noticeLock ?? blocked,
    });
    groups.push([
      notice(SEND_WO_TICKET, canSendWorkOrderTicket(line) ? undefined : ticketBlockedReason(line)),
      notice(SEND_QUOTE_REQUEST, canSendQuoteOnlyRequest(line) ? undefined : 'Only for quote-only lines'),
      ...statusNotices(order).map((item) => notice(item)),
    ]);
  }

  if (canApproveVendorInvoiceAsStaff(user)) {
    const lock = orderLock(order, 'change') ?? cancelled;
    if (line.isapproved) {
      const isAllowed = canUnapproveVendorLineInvoice(user, order, line);
      groups.push([
        {
          key: 'unapprove',
          kind: 'unapprove',
          label: 'UnApprove Invoice',
          isDisabled: !isAllowed,
          // Sent to accounting: the API refuses it with this message (spec B section 4).
          hint: isAllowed
            ? undefined
            : (lock ?? (line.syncedtoaccountingdate ? VENDOR_LINE_MESSAGES.syncedToAccounting : undefined)),
        },
      ]);
    } else {
      const isAllowed = canApproveVendorLineInvoice(user, order, line);
      const noNumber = (line.invnumber ?? '').trim() === '' ? 'Needs an invoice number' : undefined;
      groups.push([
        {
          key: 'approve',
          kind: 'approve',
          label: 'Approve Invoice',
          isDisabled: !isAllowed,
          // Over the NTE it is still offered: the popup asks for the override reason (the NTE guard).
          hint: isAllowed ? (line.hold ? 'Over NTE: needs a reason' : undefined) : (lock ?? noNumber),
        },
      ]);
    }
  }

  const own: LineAction[] = [];
  if (canChangeWorkOrderVendorsAsStaff(user)) {
    const lock = orderLock(order, 'change') ?? lineLock(line);
    const isAllowed = canChangeVendorLine(user, order, line);
    const hint = isAllowed ? undefined : lock;
    own.push(
      {
        key: 'nod',
        kind: 'nod',
        label: line.nodflagged ? 'Remove NOD Flag' : 'Set NOD Flag',
        isDisabled: !isAllowed,
        hint,
      },
      { key: 'edit', kind: 'edit', label: 'Edit', isDisabled: !isAllowed, hint },
      { key: 'detach', kind: 'detach', label: 'Detach', isDisabled: !isAllowed, hint },
    );
  }
  if (canUpdateWorkOrdersAsStaff(user)) {
    // createwoemailitem's cancel_vendor: not on Invoiced or Cancelled orders, nor once approved.
    const lock = orderLock(order, 'notice') ?? lineLock(line);
    own.push({
      key: 'cancel',
      kind: 'cancel',
      label: 'Cancel Vendor',
      isDisabled: Boolean(lock),
      hint: lock,
    });
  }
  if (own.length > 0) groups.push(own);

  // Spec B section 4: always available (Create Proposal as far as the proposal rules let this user add one).
  const always: LineAction[] = [];
  if (canUseWorkOrderAttachments(user))
    always.push({ key: 'attachInvoice', kind: 'attachInvoice', label: 'Attach Invoice', isDisabled: false });
  if (canChangeCustomerProposalsAsStaff(user)) {
    const isAllowed = canAddCustomerProposalToWorkOrder(user, order);
    always.push({
      key: 'createProposal',
      kind: 'createProposal',
      label: 'Create Proposal',
      isDisabled: !isAllowed,
      hint: isAllowed ? undefined : 'The work order is Invoiced',
    });
  }
  always.push({ key: 'signoff', kind: 'signoff', label: 'Generate SignOff Ticket', isDisabled: false });
  if (canChangeWorkOrderVendorsAsStaff(user))
    always.push({ key: 'qc', kind: 'qc', label: 'QC Follow-up', isDisabled: false });
  groups.push(always);

  return groups;
}
