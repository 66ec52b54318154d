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
 * A vendor's orders: those with a live (not Cancelled) line of the vendor (decision 158), read from the
 * `vendorworkorder` read model, which the database keeps as exactly those pairs (migration 0004): one
 * primary-key probe per order instead of a search of its lines (docs/decisions/198).
 */
export const vendorWorkOrdersCondition = (vendorid: number): SQL =>
  sql`w.id in (select v.workorderid from vendorworkorder v where v.vendorid = ${vendorid})`;

/**
 * The same scoping for lists (ARCHITECTURE mechanism 2): one SQL condition over `w` (workorder).
 * Staff: every order; Vendor: its vendor's orders (vendorWorkOrdersCondition), a Tech only those assigned
 * to it (workorder_techauthid_idx, decision 158); Customer: their customer's; an external user without a
 * link, or without read:workorders: nothing.
 */
export function workOrderListScope(user: SessionUser): SQL {
  if (!canReadWorkOrders(user)) return sql`false`;
  if (isInternalUser(user)) return sql`true`;
  if (isVendorUser(user)) {
    if (user.vendorid == null) return sql`false`;
    // A vendor's lists and exports are its portal's orders (decision 158).
    const ofVendor = vendorWorkOrdersCondition(user.vendorid);
    return isAssignedTechOnly(user) ? sql`(${ofVendor} and w.techauthid = ${user.user_id})` : ofVendor;
  }
  return user.customerid == null ? sql`false` : sql`w.customerid = ${user.customerid}`;
}

/**
 * The vendor portal's own condition for `vendorid`'s orders, unless the caller's record scope already
 * is exactly that (a Vendor or Tech user of that vendor): the same semi-join twice doubled the page's
 * probes (docs/decisions/198).
 */
export function vendorPortalConditions(user: SessionUser, vendorid: number): SQL[] {
  const scoped = !isInternalUser(user) && isVendorUser(user) && user.vendorid === vendorid;
  return scoped ? [] : [vendorWorkOrdersCondition(vendorid)];
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
