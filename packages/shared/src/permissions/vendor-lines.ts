import { toCents } from '../format/money';
import { EXCLUDED_TIER_ID, VENDOR_STATUS_TYPE } from '../constants/vendors';
import type { VendorBlockReason } from '../constants/vendors';
import {
  canApproveVendorInvoice,
  canReadVendors,
  canReadWorkOrders,
  canUpdateWorkOrder,
  canViewVendorTab,
} from './actions';
import { isWorkOrderInvoiced, type WorkOrderStatusRef } from './records';
import { isInternalUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

/**
 * The vendors on a work order (spec B sections 2 "Vendor tab" and 4 "Vendor line", issue 10): the
 * rules the vendor-line routes declare (docs/decisions/121) and the record rules the Vendor tab and
 * the API apply alike. Vendor, Tech and Customer users reach none of these calls.
 */

/** The Vendor tab's reads: the lines, Select Vendor, Previously Used Vendors, a line's files. */
export const canReadWorkOrderVendorsAsStaff: Rule = (user) =>
  isInternalUser(user) && canReadWorkOrders(user) && canViewVendorTab(user);

/** Attach, edit, detach, NOD and QC: staff who update work orders and see the Vendor tab. */
export const canChangeWorkOrderVendorsAsStaff: Rule = (user) =>
  canReadWorkOrderVendorsAsStaff(user) && canUpdateWorkOrder(user);

/** Approve Invoice and UnApprove on a vendor line: approve:vendorinvoice (spec B section 6). */
export const canApproveVendorInvoiceAsStaff: Rule = (user) =>
  canReadWorkOrderVendorsAsStaff(user) && canApproveVendorInvoice(user);

/** A vendor's work-order history (the WO Count popup): staff who read vendors and work orders. */
export const canReadVendorHistoryAsStaff: Rule = (user) =>
  isInternalUser(user) && canReadVendors(user) && canReadWorkOrders(user);

/** What the record rules read of a vendor line. */
export type VendorLineState = {
  status: string;
  isapproved: boolean;
  quoteonly: boolean;
  quotedamount: string | number;
  invnumber?: string | null;
  syncedtoaccountingdate?: Date | string | null;
};

const isCancelledLine = (line: Pick<VendorLineState, 'status'>) => line.status === 'Cancelled';

/**
 * Why a vendor cannot be attached (spec B section 4: Redlined, tier 6, excluded by the customer), in
 * that order; null when it can be.
 */
export function vendorBlockReason(vendor: {
  vendorstatustypeid: number;
  tierid: number | null;
  excludedfromcustomer: boolean;
}): VendorBlockReason | null {
  if (vendor.vendorstatustypeid === VENDOR_STATUS_TYPE.Redlined) return 'Redlined';
  if (vendor.tierid === EXCLUDED_TIER_ID) return 'Tier 6';
  if (vendor.excludedfromcustomer) return 'Excluded by customer';
  return null;
}

/** Attach Vendor and Add Vendor: disabled on Invoiced orders (spec B section 4). */
export const canAttachVendorToWorkOrder = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canChangeWorkOrderVendorsAsStaff(user) && !isWorkOrderInvoiced(status);

/** Edit, Detach, Cancel Vendor and the NOD flag: while the line is unapproved and not cancelled. */
export const canChangeVendorLine = (
  user: SessionUser,
  status: WorkOrderStatusRef,
  line: Pick<VendorLineState, 'status' | 'isapproved'>,
): boolean => canAttachVendorToWorkOrder(user, status) && !line.isapproved && !isCancelledLine(line);

/** Approve Invoice: with the permission, when not approved, and only with an invoice number. */
export const canApproveVendorLineInvoice = (
  user: SessionUser,
  status: WorkOrderStatusRef,
  line: Pick<VendorLineState, 'status' | 'isapproved' | 'invnumber'>,
): boolean =>
  canApproveVendorInvoiceAsStaff(user) &&
  !isWorkOrderInvoiced(status) &&
  !line.isapproved &&
  !isCancelledLine(line) &&
  (line.invnumber ?? '').trim() !== '';

/** UnApprove: offered when approved, until the bill has gone to accounting. */
export const canUnapproveVendorLineInvoice = (
  user: SessionUser,
  status: WorkOrderStatusRef,
  line: Pick<VendorLineState, 'isapproved' | 'syncedtoaccountingdate'>,
): boolean =>
  canApproveVendorInvoiceAsStaff(user) &&
  !isWorkOrderInvoiced(status) &&
  line.isapproved &&
  line.syncedtoaccountingdate == null;

/** Send WO Ticket: disabled when the quoted amount is 0 or the line is quote only (spec B section 4). */
export const canSendWorkOrderTicket = (line: Pick<VendorLineState, 'quoteonly' | 'quotedamount'>): boolean =>
  !line.quoteonly && toCents(line.quotedamount) !== 0;

/** Send Quote Only Request: only for a quote-only line (spec B section 4). */
export const canSendQuoteOnlyRequest = (line: Pick<VendorLineState, 'quoteonly'>): boolean => line.quoteonly;

/**
 * The NTE guard (issue 10 "Beyond the spec"): approving a vendor invoice whose amount (the line's
 * quoted amount) exceeds the order's NTE is held until the approver gives a reason. No NTE, no hold.
 */
export function isOverWorkOrderNte(
  line: { quotedamount: string | number },
  nte: string | number | null,
): boolean {
  if (nte === null || nte === '') return false;
  return toCents(line.quotedamount) > toCents(nte);
}
