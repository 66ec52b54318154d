import {
  FIELD_WORK_DONE_STATUS_IDS,
  STATUS,
  WORK_ORDER_STATUSES,
  type StatusId,
} from '../constants/statuses';
import type { SessionUser } from './roles';
import {
  canChangeVendorPortalWorkOrder,
  canEditVendorPortalWorkOrders,
  type VendorPortalWorkOrderScope,
} from './vendor-portal-work-orders';
import type { WorkOrderStatusRef } from './records';
import type { Rule } from './role-rules';

// Check-in and check-out from the technician's phone (issue 15 "Beyond the spec", docs/decisions/159).

/** Today's work, Check In and Check Out: the Vendor and Tech users who change the portal's orders. */
export const canCheckInToWorkOrders: Rule = canEditVendorPortalWorkOrders;

/** A check-in or check-out on one order: in the caller's portal scope, never Invoiced or Cancelled. */
export const canCheckInToWorkOrder = (
  user: SessionUser,
  scope: VendorPortalWorkOrderScope & { status: WorkOrderStatusRef },
): boolean => canCheckInToWorkOrders(user) && canChangeVendorPortalWorkOrder(user, scope);

const sortOrder = (statusid: number) =>
  WORK_ORDER_STATUSES.find((status) => status.id === statusid)?.sortorder;

/**
 * Whether a check-in moves the order to TOS: its status comes before TOS in the status order
 * (Received .. In Process). TOS itself and every later status (WOP, CAR, completed, billing...) stay.
 */
export const isBeforeTechOnSite = (statusid: number): boolean => {
  const order = sortOrder(statusid);
  const tos = sortOrder(STATUS.TOS)!;
  return order !== undefined && order < tos && !FIELD_WORK_DONE_STATUS_IDS.includes(statusid as StatusId);
};

/**
 * A check-in is outside the fence when geofencing applies to the order (not overridden by Disable
 * GeoFencing) and the distance to the job site is known and above the radius. A site without
 * coordinates cannot be checked: never outside.
 */
export const isOutsideGeofence = (options: {
  distance: number | null;
  radius: number;
  overridegeofencing: boolean;
}): boolean => !options.overridegeofencing && options.distance !== null && options.distance > options.radius;
