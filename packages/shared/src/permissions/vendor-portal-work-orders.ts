import { canReadWorkOrders, canEditVendorScheduleFields } from './actions';
import { isWorkOrderReadOnly, type WorkOrderStatusRef } from './records';
import { hasRole, type Rule } from './role-rules';
import type { SessionUser } from './roles';
import { canUseVendorPortal } from './vendor-portal';

// The vendor portal's work orders (issue 15, spec C 2.8, docs/decisions/158): who reaches My Work
// Orders' row actions and the Work-order details, which orders they see, and what they may change.

/**
 * A Tech works the orders assigned to it (`workorder.techauthid`); a user who also holds the Vendor
 * role manages the whole vendor's work and is scoped as a Vendor (decision 158).
 */
export const isAssignedTechOnly: Rule = (user) => hasRole(user, 'Tech') && !hasRole(user, 'Vendor');

/** The portal's work-order calls: Vendor and Tech users linked to a vendor who read work orders. */
export const canUseVendorPortalWorkOrders: Rule = (user) =>
  canUseVendorPortal(user) && canReadWorkOrders(user);

/** Assign Tech and the schedule date (spec C 2.8: "Assigned tech and schedule date stay editable"). */
export const canEditVendorPortalWorkOrders: Rule = (user) =>
  canUseVendorPortalWorkOrders(user) && canEditVendorScheduleFields(user);

/** A vendor line as the portal scope reads it: whose, and Attached or Cancelled (decision 014). */
export type PortalVendorLine = { vendorid: number; status: string };

/** What decides whether the portal shows an order to its caller. */
export type VendorPortalWorkOrderScope = {
  lines: readonly PortalVendorLine[];
  techauthid: string | null | undefined;
};

/** A line the vendor still works on: not Cancelled (cancel_vendor). */
export const isLiveVendorLine = (line: Pick<PortalVendorLine, 'status'>): boolean =>
  line.status !== 'Cancelled';

/**
 * The order is in the caller's portal: its vendor has a live line on it, and a Tech is the order's
 * assigned tech. Another vendor's lines never count.
 */
export const canSeeVendorPortalWorkOrder = (
  user: SessionUser,
  scope: VendorPortalWorkOrderScope,
): boolean => {
  if (!canUseVendorPortalWorkOrders(user)) return false;
  const hasLiveLine = scope.lines.some((line) => line.vendorid === user.vendorid && isLiveVendorLine(line));
  if (!hasLiveLine) return false;
  return !isAssignedTechOnly(user) || (scope.techauthid != null && scope.techauthid === user.user_id);
};

/** Assign Tech and Schedule Date on one order: in the caller's portal, and never Invoiced or Cancelled. */
export const canChangeVendorPortalWorkOrder = (
  user: SessionUser,
  scope: VendorPortalWorkOrderScope & { status: WorkOrderStatusRef },
): boolean =>
  canEditVendorPortalWorkOrders(user) &&
  canSeeVendorPortalWorkOrder(user, scope) &&
  !isWorkOrderReadOnly(scope.status);
