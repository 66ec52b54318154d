import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  canReadWorkOrders,
  isAssignedTechOnly,
  isInternalUser,
  isVendorUser,
  listViewerOf,
  type SessionUser,
  type WorkOrderScope,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { workorder, workordervendor } from '../../db/schema/index';

/**
 * Record scoping of one work order (ARCHITECTURE mechanism 2, docs/decisions/065): a Vendor user
 * reaches it when one of its vendor lines (workordervendor, any status) carries their vendorid, a
 * Tech user (the Tech role without the Vendor role) only when the order is also assigned to it
 * (workorder.techauthid, decision 158), a Customer user when workorder.customerid is theirs, staff
 * always. Only the caller's own vendor line is read, so the check is two primary-key/index lookups.
 * requireWorkOrder (work-orders.guard.ts) is its one caller for a single order.
 */
export async function getWorkOrderScopeForUser(
  db: Db,
  user: SessionUser,
  workorderid: number,
): Promise<WorkOrderScope | undefined> {
  const [row] = await db
    .select({ customerid: workorder.customerid, techauthid: workorder.techauthid })
    .from(workorder)
    .where(eq(workorder.id, workorderid));
  if (!row) return undefined;
  let vendorids: number[] = [];
  const isReachable = !isAssignedTechOnly(user) || row.techauthid === user.user_id;
  if (!isInternalUser(user) && isVendorUser(user) && user.vendorid != null && isReachable) {
    const lines = await db
      .select({ vendorid: workordervendor.vendorid })
      .from(workordervendor)
      .where(and(eq(workordervendor.workorderid, workorderid), eq(workordervendor.vendorid, user.vendorid)))
      .limit(1);
    vendorids = lines.map((line) => line.vendorid);
  }
  return { customerid: row.customerid, vendorids };
}

/**
 * The same scoping for lists (ARCHITECTURE mechanism 2): one SQL condition over `w` (workorder).
 * Staff: every order; Vendor: orders with a live (not Cancelled) line of their vendor (workordervendor_vendorid_idx),
 * a Tech only those assigned to it (workorder_techauthid_idx, decision 158); Customer: their
 * customer's; an external user without a link, or without read:workorders: nothing.
 */
export function workOrderListScope(user: SessionUser): SQL {
  if (!canReadWorkOrders(user)) return sql`false`;
  if (isInternalUser(user)) return sql`true`;
  if (isVendorUser(user)) {
    if (user.vendorid == null) return sql`false`;
    // Live lines only (not Cancelled): a vendor's lists and exports are its portal's orders (decision 158).
    const ofVendor = sql`w.id in (select wv.workorderid from workordervendor wv
      where wv.vendorid = ${user.vendorid} and wv.status <> 'Cancelled')`;
    return isAssignedTechOnly(user) ? sql`(${ofVendor} and w.techauthid = ${user.user_id})` : ofVendor;
  }
  return user.customerid == null ? sql`false` : sql`w.customerid = ${user.customerid}`;
}

/**
 * What a cached list answer may be shared by (docs/decisions/110): the record scope and the
 * restricted-field visibility, the roles and permissions every rule of the route reads (so a hit
 * implies the same checks passed), and the user's own id when the list depends on it (`mine`).
 */
export function workOrderListCacheScope(user: SessionUser, options: { isPersonal: boolean }): string {
  const who = isInternalUser(user)
    ? 'internal'
    : isVendorUser(user)
      ? `vendor:${user.vendorid ?? '-'}`
      : `customer:${user.customerid ?? '-'}`;
  return [
    who,
    listViewerOf(user),
    [...user.roles].sort().join(','),
    [...user.permissions].sort().join(','),
    // A Tech's portal list is its assigned orders (decision 158): never shared with its colleagues.
    options.isPersonal || isAssignedTechOnly(user) ? `user:${user.id}` : '',
  ].join('|');
}
