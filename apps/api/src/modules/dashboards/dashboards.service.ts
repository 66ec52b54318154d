import type { SQL } from 'drizzle-orm';
import {
  canReadRecordOfCustomer,
  canReadRecordOfVendor,
  canReadWorkOrders,
  HOME_CARDS,
  homeCardStatusIds,
  isAssignedTechOnly,
  isInternalUser,
  type CustomerOpenParams,
  type GroupRow,
  type ListAnswer,
  type OpenCount,
  type PortalHomeVariant,
  type SessionUser,
  type VendorOpenParams,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { ListQuery } from '../../lib/list-query/index';
import {
  quickViewCounter,
  vendorFirstWindow,
  vendorPortalConditions,
  workOrderList,
  workOrderListConditions,
  type WorkOrderListQuery,
} from '../work-orders/index';
import {
  countCustomerOpenWorkOrders,
  countVendorOpenWorkOrders,
  customerExists,
  customerWorkOrdersCondition,
  statusCondition,
  vendorExists,
  vendorOpenCondition,
  type StatusTally,
} from './dashboards.repository';

type Owner = { kind: PortalHomeVariant; id: number };
type VendorOpenQuery = ListQuery & VendorOpenParams;
type CustomerOpenQuery = ListQuery & CustomerOpenParams;

/**
 * Whose portal data the caller asks for (docs/decisions/092): a Vendor/Tech user only its own vendor,
 * a Customer user only its own customer (another id is a 403, not an empty answer); staff any, and
 * must name it. An id that names nothing is a 404 for staff.
 */
async function resolveOwner(
  db: Db,
  user: SessionUser,
  kind: PortalHomeVariant,
  requested: number | undefined,
): Promise<Owner> {
  const own = kind === 'vendor' ? user.vendorid : user.customerid;
  const id = requested ?? (isInternalUser(user) ? undefined : (own ?? undefined));
  const param = kind === 'vendor' ? 'vendorid' : 'customerid';
  const caption = kind === 'vendor' ? 'Vendor' : 'Customer';
  if (!canReadWorkOrders(user)) throw forbidden();
  if (id === undefined) {
    if (isInternalUser(user))
      throw badRequest(`${caption} is required.`, { [param]: `${caption} is required.` });
    throw forbidden();
  }
  const allowed = kind === 'vendor' ? canReadRecordOfVendor(user, id) : canReadRecordOfCustomer(user, id);
  if (!allowed) throw forbidden();
  const exists = kind === 'vendor' ? await vendorExists(db, id) : await customerExists(db, id);
  if (!exists) throw notFound(`${caption} not found`);
  return { kind, id };
}

function labelCounts(kind: PortalHomeVariant, tallies: readonly StatusTally[]): OpenCount[] {
  return HOME_CARDS[kind].flatMap((card) =>
    card.statuses.map(({ statusid, label }) => {
      const tally = tallies.find((item) => item.statusid === statusid);
      return { statusid, status: tally?.status ?? label, label, count: Number(tally?.count ?? 0) };
    }),
  );
}

type ListOptions = {
  db: Db;
  user: SessionUser;
  query: ListQuery;
  conditions: SQL[];
  counter?: SQL | undefined;
  firstWindow?: ((top: number) => SQL) | undefined;
};

/**
 * One page (or header-filter groups) of the work-order list (the list-query compiler and the row of
 * GET /workorder/getworkorders) under the caller's record scope and `conditions`; `counter` counts
 * exactly those rows (quickViewCounter), `firstWindow` holds their first rows (vendorFirstWindow).
 */
async function findScopedWorkOrders({
  db,
  user,
  query,
  conditions,
  counter,
  firstWindow,
}: ListOptions): Promise<ListAnswer<Record<string, unknown>> | ListAnswer<GroupRow>> {
  return workOrderList.find({ db, user, query, conditions, counter, firstWindow });
}

/**
 * GET /vendor/getopenworkorders: without `statusid` the counts of the vendor's cards; with it the
 * popup grid of that status, the same orders the count counted (decision 092).
 */
export async function getVendorOpenWorkOrders({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: VendorOpenQuery;
}) {
  const owner = await resolveOwner(db, user, 'vendor', query.vendorid);
  if (query.statusid === undefined) {
    const tallies = await countVendorOpenWorkOrders(db, {
      vendorid: owner.id,
      statusids: homeCardStatusIds('vendor'),
      techauthid: isAssignedTechOnly(user) ? user.user_id : undefined,
    });
    return labelCounts('vendor', tallies);
  }
  return findScopedWorkOrders({
    db,
    user,
    query,
    conditions: [vendorOpenCondition(owner.id, query.statusid)],
  });
}

/** GET /customer/getopenworkorders: the customer's card counts, or the popup grid of one status. */
export async function getCustomerOpenWorkOrders({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: CustomerOpenQuery;
}) {
  const owner = await resolveOwner(db, user, 'customer', query.customerid);
  if (query.statusid === undefined) {
    const tallies = await countCustomerOpenWorkOrders(db, {
      customerid: owner.id,
      statusids: homeCardStatusIds('customer'),
    });
    return labelCounts('customer', tallies);
  }
  return findScopedWorkOrders({
    db,
    user,
    query,
    conditions: [customerWorkOrdersCondition(owner.id), statusCondition(query.statusid)],
  });
}

/**
 * GET /vendorprofile/getworkorders/{id}: the vendor portal's "My Work Orders" grid, with the options
 * of the work-order list (`quick`: All Active by default, all, or a status id; flagged). The page's
 * `status=open|invoiced|cancelled` is `quick=active`, `quick=<Invoiced id>`, `quick=<Cancelled id>`.
 */
export async function findVendorPortalWorkOrders(options: {
  db: Db;
  user: SessionUser;
  vendorid: number;
  query: WorkOrderListQuery;
}) {
  const { db, user, query } = options;
  const owner = await resolveOwner(db, user, 'vendor', options.vendorid);
  // The portal's own scope (decision 158): live lines of the vendor (the list scope keeps a Tech to its orders).
  const conditions = [...vendorPortalConditions(user, owner.id), ...workOrderListConditions(user, query)];
  const counter = quickViewCounter(user, query, { vendorid: owner.id });
  const firstWindow = vendorFirstWindow(user, query, owner.id);
  return findScopedWorkOrders({ db, user, query, conditions, counter, firstWindow });
}

/** GET /customerprofile/getworkorders/{id}: the customer portal's "My Work Orders" grid (same options). */
export async function findCustomerPortalWorkOrders(options: {
  db: Db;
  user: SessionUser;
  customerid: number;
  query: WorkOrderListQuery;
}) {
  const { db, user, query } = options;
  const owner = await resolveOwner(db, user, 'customer', options.customerid);
  const conditions = [customerWorkOrdersCondition(owner.id), ...workOrderListConditions(user, query)];
  const counter = quickViewCounter(user, query, { customerid: owner.id });
  return findScopedWorkOrders({ db, user, query, conditions, counter });
}
