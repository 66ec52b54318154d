import { sql, type SQL } from 'drizzle-orm';
import {
  canReadWorkOrders,
  isAssignedTechOnly,
  isInternalUser,
  isVendorUser,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';

/**
 * Who hears about which work orders on the live lists (docs/decisions/183): the orders the user may
 * open (getWorkOrderScopeForUser's rule, as one condition over `w`). A Vendor hears about orders with a
 * line of its vendor in any status, so a line going Cancelled still reaches it and its list drops the
 * row; a Tech only orders of its vendor assigned to it; a Customer its customer's; staff every order.
 */
function workOrderEventScope(user: SessionUser): SQL {
  if (!canReadWorkOrders(user)) return sql`false`;
  if (isInternalUser(user)) return sql`true`;
  if (isVendorUser(user)) {
    if (user.vendorid == null) return sql`false`;
    const ofVendor = sql`exists (select 1 from workordervendor wv
      where wv.workorderid = w.id and wv.vendorid = ${user.vendorid})`;
    return isAssignedTechOnly(user) ? sql`(${ofVendor} and w.techauthid = ${user.user_id})` : ofVendor;
  }
  return user.customerid == null ? sql`false` : sql`w.customerid = ${user.customerid}`;
}

/**
 * Users whose event scope is the same share one key, so a batch of changes costs one query per key,
 * not per open browser: `all` (staff, no query), a vendor, a Tech (its own), a customer, or `none`.
 */
export function workOrderEventScopeKey(user: SessionUser): string {
  if (!canReadWorkOrders(user)) return 'none';
  if (isInternalUser(user)) return 'all';
  if (isVendorUser(user)) {
    if (user.vendorid == null) return 'none';
    return isAssignedTechOnly(user) ? `tech:${user.user_id}` : `vendor:${user.vendorid}`;
  }
  return user.customerid == null ? 'none' : `customer:${user.customerid}`;
}

/** The ids among `ids` that `user` may hear about (existing orders only: a deleted one is staff's news). */
export async function findVisibleWorkOrderIds(options: {
  db: Db;
  user: SessionUser;
  ids: readonly number[];
}): Promise<number[]> {
  const { db, user, ids } = options;
  const key = workOrderEventScopeKey(user);
  if (ids.length === 0 || key === 'none') return [];
  if (key === 'all') return [...ids];
  // One statement text per scope kind, so it is planned once per pooled connection.
  const rows = await readRows<{ id: number }>(
    db,
    sql`select w.id from workorder w
      where w.id = any(${`{${ids.join(',')}}`}::int4[]) and ${workOrderEventScope(user)}`,
    { prepare: true },
  );
  return rows.map((row) => row.id);
}
