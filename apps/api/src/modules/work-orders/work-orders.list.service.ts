import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  AWAITING_ARRIVAL_STATUS_IDS,
  ETA_DAY_OPTIONS,
  PRIORITY,
  STATUS,
  WORK_ORDER_STATUSES,
  canReadWorkOrders,
  isAssignedTechOnly,
  isInternalUser,
  isVendorUser,
  requiredId,
  workOrderListResource,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import {
  defineServerList,
  listQuerySchema,
  type CompiledListQuery,
  type ListQuery,
} from '../../lib/list-query/index';
import { workOrderListCacheScope, workOrderListScope } from './work-orders.access';
import {
  activeCondition,
  alertsAtLeast,
  alertsBranches,
  flaggedCondition,
  mineCondition,
  overdueCondition,
  quickCounter,
  statusCondition,
  workOrderListFields,
  workOrderListJoins,
  vendorNewestActive,
  workOrderRowReader,
} from './work-orders.list.repository';

/**
 * The work-order list (docs/decisions/081, 110, 127): the resource, its field map and record scope,
 * with its tuned page-row reader (set-based child columns). getworkorders, the status quick list,
 * the alerts, the portal grids and the exports all read through it with their own conditions.
 */
export const workOrderList = defineServerList({
  resource: workOrderListResource,
  source: { from: sql`workorder w`, id: sql`w.id`, joins: workOrderListJoins },
  fields: workOrderListFields,
  scope: workOrderListScope,
  // `mine` makes the answer personal: the user id joins the key.
  cacheScope: (user, query) =>
    workOrderListCacheScope(user, { isPersonal: (query as { mine?: boolean }).mine === true }),
  rows: workOrderRowReader,
});
export const workOrderListSource = workOrderList.source;

const CLOSED_STATUS_IDS = [STATUS.Invoiced, STATUS.Cancelled] as const;
const STATUS_IDS = new Set<number>(WORK_ORDER_STATUSES.map((status) => status.id));

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();
const statusId = requiredId('Status').refine((id) => STATUS_IDS.has(id), 'Unknown status.');

/** The toolbar of the lists: Flagged Orders, My Work Orders (exclusive) and the overdue-P1 bell list. */
const toolbarSchema = { flagged: flag, mine: flag, overdue: flag };

export const workOrderListQuerySchema = listQuerySchema.extend({
  /** All Active (default), All Workorders, or one status id. */
  quick: z.union([z.enum(['active', 'all']), statusId]).optional(),
  ...toolbarSchema,
});
export const quickActionQuerySchema = listQuerySchema.extend({
  statusid: statusId.optional(),
  ...toolbarSchema,
});
export const alertsQuerySchema = listQuerySchema.extend({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (ETA_DAY_OPTIONS as readonly number[]).includes(days), 'days is one of 0, 7, 14, 30.')
    .optional(),
  ...toolbarSchema,
});

export type WorkOrderListQuery = z.infer<typeof workOrderListQuerySchema>;
export type AlertsQuery = z.infer<typeof alertsQuerySchema>;
export type QuickActionQuery = z.infer<typeof quickActionQuerySchema>;
type Toolbar = { flagged?: boolean | undefined; mine?: boolean | undefined; overdue?: boolean | undefined };

function toolbarConditions(user: SessionUser, toolbar: Toolbar): SQL[] {
  if (toolbar.flagged && toolbar.mine) {
    const message = 'Flagged Orders and My Work Orders exclude each other.';
    throw badRequest(message, { mine: message });
  }
  const conditions: SQL[] = [];
  if (toolbar.flagged) conditions.push(flaggedCondition());
  // Spec A: mine is "dispatcher or customerdispatcher = me and status not Invoiced or Cancelled".
  if (toolbar.mine) conditions.push(mineCondition(user.id), activeCondition(CLOSED_STATUS_IDS));
  if (toolbar.overdue) conditions.push(overdueCondition(PRIORITY.Emergency, AWAITING_ARRIVAL_STATUS_IDS));
  return conditions;
}

const quickCondition = (quick: 'active' | 'all' | number | undefined): SQL[] => {
  if (quick === 'all') return [];
  if (typeof quick === 'number') return [statusCondition(quick)];
  return [activeCondition(CLOSED_STATUS_IDS)];
};

/** The scoped, compiled list query: record scope first, then the caller's quick filters. */
export function compileWorkOrderList(options: {
  user: SessionUser;
  query: ListQuery;
  conditions: SQL[];
  anyOf?: SQL[];
}): CompiledListQuery {
  return workOrderList.compile(options);
}

/**
 * The counter statement of a quick filter without toolbar options, when the rows the list selects are
 * ones the counters key: every order (staff), a customer's or a vendor's. `owner` is a portal's customer
 * or vendor, whose orders the route's conditions select (resolveOwner let the user read them); without
 * it, the user's own record scope. A Tech's scope is its assigned orders, which no counter keys.
 * Undefined: the bounded count.
 */
export function quickViewCounter(
  user: SessionUser,
  query: WorkOrderListQuery,
  owner?: { customerid: number } | { vendorid: number },
): SQL | undefined {
  if (query.flagged || query.mine || query.overdue || !canReadWorkOrders(user)) return undefined;
  if (isAssignedTechOnly(user)) return undefined;
  const quick = query.quick ?? 'active';
  if (owner) return quickCounter(quick, CLOSED_STATUS_IDS, owner);
  if (isInternalUser(user)) return quickCounter(quick, CLOSED_STATUS_IDS, 'all');
  if (isVendorUser(user))
    return user.vendorid == null
      ? undefined
      : quickCounter(quick, CLOSED_STATUS_IDS, { vendorid: user.vendorid });
  if (user.customerid != null) return quickCounter(quick, CLOSED_STATUS_IDS, { customerid: user.customerid });
  return undefined;
}

/**
 * The vendor's All Active list newest first (its portal's default view) reads its first window from the
 * vendor's own index (`vendorNewestActive`, docs/decisions/204): exact when nothing but the quick filter
 * and the vendor narrow it, as for its counter.
 */
export function vendorFirstWindow(
  user: SessionUser,
  query: WorkOrderListQuery,
  vendorid: number,
): ((top: number) => SQL) | undefined {
  if (!quickViewCounter(user, query, { vendorid }) || (query.quick ?? 'active') !== 'active')
    return undefined;
  const sort = query.sort ?? [];
  const isNewestFirst =
    sort.length === 0 || (sort.length === 1 && sort[0]?.selector === 'createddate' && sort[0].desc === true);
  return isNewestFirst ? vendorNewestActive(vendorid, CLOSED_STATUS_IDS) : undefined;
}

export function workOrderListConditions(user: SessionUser, query: WorkOrderListQuery): SQL[] {
  return [...quickCondition(query.quick), ...toolbarConditions(user, query)];
}

/**
 * The alerts: active orders with one of the alert dates (`anyOf`, counted date by date on each one's
 * index, docs/decisions/198) and the toolbar's options.
 */
export function alertsConditions(user: SessionUser, query: AlertsQuery): { conditions: SQL[]; anyOf: SQL[] } {
  return {
    conditions: [activeCondition(CLOSED_STATUS_IDS), ...toolbarConditions(user, query)],
    anyOf: alertsBranches(query.days ?? 0, AWAITING_ARRIVAL_STATUS_IDS),
  };
}

/**
 * A lower bound of the alerts' count from the date counters (docs/decisions/213), when the rows are every active
 * order of a branch: staff who read every order, no toolbar option. Filters and searches are the list's own
 * (`narrowed`), where it is not used.
 */
function alertsCountAtLeast(user: SessionUser, query: AlertsQuery): SQL | undefined {
  if (query.flagged || query.mine || query.overdue || !canReadWorkOrders(user) || !isInternalUser(user))
    return undefined;
  if (isAssignedTechOnly(user)) return undefined;
  return alertsAtLeast(query.days ?? 0);
}

export async function findWorkOrders({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: WorkOrderListQuery;
}) {
  return workOrderList.find({
    db,
    user,
    query,
    conditions: workOrderListConditions(user, query),
    counter: quickViewCounter(user, query),
  });
}

export async function findQuickActionWorkOrders({
  db,
  user,
  query,
}: {
  db: Db;
  user: SessionUser;
  query: QuickActionQuery;
}) {
  const { statusid, ...rest } = query;
  return findWorkOrders({ db, user, query: { ...rest, quick: statusid ?? 'active' } });
}

export async function findAlerts({ db, user, query }: { db: Db; user: SessionUser; query: AlertsQuery }) {
  return workOrderList.find({
    db,
    user,
    query,
    ...alertsConditions(user, query),
    countAtLeast: alertsCountAtLeast(user, query),
  });
}
