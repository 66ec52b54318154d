import {
  canAddChildWorkOrder,
  canReadCustomers,
  canReadVendors,
  canReadWorkOrders,
  canReopenWorkOrder,
  canUpdateWorkOrder,
} from './actions';
import { STATUS } from '../constants/statuses';
import { isCustomerUser, isInternalUser, isVendorUser } from './role-rules';
import type { SessionUser } from './roles';

/**
 * A work-order status as callers hold it: its name, its id (constants/statuses), or the row's pair of
 * fields. Names are matched too because portal rows and notes carry the name only.
 */
export type WorkOrderStatusRef =
  string | number | { statusid?: number | null; status?: string | null } | null | undefined;

const statusName = (status: WorkOrderStatusRef): string | undefined => {
  if (typeof status === 'string') return status.trim().toLowerCase();
  if (status && typeof status === 'object' && typeof status.status === 'string')
    return status.status.trim().toLowerCase();
  return undefined;
};

const statusId = (status: WorkOrderStatusRef): number | undefined => {
  if (typeof status === 'number') return status;
  if (status && typeof status === 'object' && typeof status.statusid === 'number') return status.statusid;
  return undefined;
};

export const isWorkOrderCancelled = (status: WorkOrderStatusRef): boolean =>
  statusId(status) === STATUS.Cancelled || statusName(status) === 'cancelled';

export const isWorkOrderInvoiced = (status: WorkOrderStatusRef): boolean =>
  statusId(status) === STATUS.Invoiced || statusName(status) === 'invoiced';

/** Spec B section 4: Invoiced or Cancelled orders have every field read-only. */
export const isWorkOrderReadOnly = (status: WorkOrderStatusRef): boolean =>
  isWorkOrderCancelled(status) || isWorkOrderInvoiced(status);

// Record scoping (ARCHITECTURE.md mechanism 2): staff read any record, external users only their own.

export const canReadRecordOfVendor = (user: SessionUser, vendorid: number | null | undefined): boolean => {
  if (isInternalUser(user)) return true;
  return isVendorUser(user) && user.vendorid != null && vendorid === user.vendorid;
};

export const canReadRecordOfCustomer = (
  user: SessionUser,
  customerid: number | null | undefined,
): boolean => {
  if (isInternalUser(user)) return true;
  return isCustomerUser(user) && user.customerid != null && customerid === user.customerid;
};

/** A vendor record's area (its files): staff with read:vendors, Vendor and Tech users their own vendor. */
export const canReadVendorRecord = (user: SessionUser, vendorid: number | null | undefined): boolean =>
  isInternalUser(user) ? canReadVendors(user) : canReadRecordOfVendor(user, vendorid);

/** A customer record's area (its files): staff with read:customers, Customer users their own customer. */
export const canReadCustomerRecord = (user: SessionUser, customerid: number | null | undefined): boolean =>
  isInternalUser(user) ? canReadCustomers(user) : canReadRecordOfCustomer(user, customerid);

/** A work order is a vendor's when one of its vendor lines is that vendor's, a customer's when it is for that customer. */
export type WorkOrderScope = { customerid: number | null | undefined; vendorids: readonly number[] };

export const canReadWorkOrderRecord = (user: SessionUser, workOrder: WorkOrderScope): boolean => {
  if (!canReadWorkOrders(user)) return false;
  if (isInternalUser(user)) return true;
  if (isVendorUser(user)) return user.vendorid != null && workOrder.vendorids.includes(user.vendorid);
  return canReadRecordOfCustomer(user, workOrder.customerid);
};

/** Spec C section 6: vendors see notes flagged canvendorsee, customers those flagged isvisibletocustomer. */
export type NoteVisibility = { canvendorsee?: boolean | null; isvisibletocustomer?: boolean | null };

export const canSeeNote = (user: SessionUser, note: NoteVisibility): boolean => {
  if (isInternalUser(user)) return true;
  if (isVendorUser(user)) return note.canvendorsee === true;
  return note.isvisibletocustomer === true;
};

// Work-order detail toolbar and tabs against the order's status (spec B sections 2 and 4).

/** Save and Add Customer Update: update:workorder, disabled when Invoiced (a Cancelled order can still be saved). */
export const canSaveWorkOrder = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canUpdateWorkOrder(user) && !isWorkOrderInvoiced(status);

/** The Work Order tab's fields: staff with update:workorder, and never on an Invoiced or Cancelled order. */
export const canEditWorkOrderFields = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  isInternalUser(user) && canUpdateWorkOrder(user) && !isWorkOrderReadOnly(status);

/** Add Note is disabled when Invoiced; portal users add notes too, so reading the order is enough. */
export const canAddWorkOrderNote = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canReadWorkOrders(user) && !isWorkOrderInvoiced(status);

/**
 * Staff with update:workorder on an order that is not Invoiced (a Cancelled one still counts): Attach
 * Vendor and Add Vendor on the Vendor tab, edit and delete on the Attachments tab (decision 114).
 */
export const canChangeWorkOrderAsStaff = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  isInternalUser(user) && canUpdateWorkOrder(user) && !isWorkOrderInvoiced(status);

/** Re-Open is offered only on Invoiced or Cancelled orders, to add:workorders holders. */
export const canReopenWorkOrderInStatus = (user: SessionUser, status: WorkOrderStatusRef): boolean =>
  canReopenWorkOrder(user) && isWorkOrderReadOnly(status);

/** Add Child is disabled when the order is itself a child. */
export const canAddChildToWorkOrder = (user: SessionUser, workOrder: { parentid?: number | null }): boolean =>
  canAddChildWorkOrder(user) && workOrder.parentid == null;
