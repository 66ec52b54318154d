import { sql, type SQL } from 'drizzle-orm';
import {
  AWAITING_ARRIVAL_STATUS_IDS,
  FIELD_WORK_DONE_STATUS_IDS,
  LIST_COUNT_BOUND,
  WORK_ORDER_STATUSES,
  PRIORITY,
  isListFieldVisibleTo,
  workOrderListResource,
  type ListViewer,
} from '@dispatchwise/shared';
import type { FieldMap, PredicateContext, RowReader } from '../../lib/list-query/index';

/**
 * The work-order list over SQL (docs/decisions/081). Aliases: w workorder, c customer, j
 * customerjobsite, st workorderstatus, p priority, d / cd the dispatcher and customer dispatcher,
 * mp managementprovider. Filters and sorts join only what they use; the page's rows are read afterwards
 * for its ids from the read model (workOrderRowReader).
 */
export const workOrderListJoins = {
  customer: sql`join customer c on c.id = w.customerid`,
  jobsite: sql`left join customerjobsite j on j.id = w.jobsiteid`,
  status: sql`join workorderstatus st on st.id = w.statusid`,
  priority: sql`left join priority p on p.id = w.priorityid`,
  dispatcher: sql`left join users d on d.id = w.dispatcherid`,
  customerdispatcher: sql`left join users cd on cd.id = w.customerdispatcherid`,
  managementprovider: sql`left join managementprovider mp on mp.id = c.managementproviderid`,
};

const userName = (alias: string) =>
  sql.raw(`nullif(trim(${alias}.given_name || ' ' || ${alias}.family_name), '')`);

const INVOICE_AMOUNT = sql`(select sum(i.amount) from invoice i where i.workorderid = w.id and not i.isrejected)`;
const PROPOSAL_AMOUNT = sql`(select pr.grandtotal from workorderproposal pr
  where pr.workorderid = w.id and not pr.isrejected order by pr.id desc limit 1)`;
// A scalar lookup per trade line: cheaper per row than a hash join against the trade table.
const TRADES = sql`array(select (select t.tradename from trade t where t.tradeid = wt.tradeid) as tradename
  from workordertrade wt where wt.workorderid = w.id order by 1)`;

const col = (expr: SQL, joins: (keyof typeof workOrderListJoins)[] = [], nullable = true) => ({
  expr,
  joins,
  nullable,
});
const notNull = (expr: SQL) => col(expr, [], false);

/**
 * Search by a parent's trigram index: the matching parent ids first (an init plan), then the
 * work orders through their btree index; a BitmapOr joins it with the trigram scans of workorder.
 */
const searchByParent = (column: string, table: string, field: string) => (pattern: string) =>
  sql`w.${sql.raw(column)} = any(array(select x.id from ${sql.raw(table)} x where x.${sql.raw(field)} ilike ${pattern}))`;

/** Ids of the orders matching, capped (the search probe, docs/decisions/110): a trigram index scan. */
const idsByColumn = (column: string) => (pattern: string, cap: number) =>
  sql`select w.id from workorder w where w.${sql.raw(column)} ilike ${pattern} limit ${cap}`;

/**
 * Ids of the orders of the matching parents, capped: a join (not `= any(array(...))`, which the
 * planner answers with a scan of the whole table when it cannot see that no parent matches).
 */
const idsByParent = (column: string, table: string, field: string) => (pattern: string, cap: number) =>
  sql`select w.id from ${sql.raw(table)} x join workorder w on w.${sql.raw(column)} = x.id
    where x.${sql.raw(field)} ilike ${pattern} limit ${cap}`;

/** The parent search of a common word's union (docs/decisions/110, 202): the matching parents, the row's key. */
const parentSearch = (column: string, table: string, field: string) => ({
  ids: (pattern: string) =>
    sql`select x.id from ${sql.raw(table)} x where x.${sql.raw(field)} ilike ${pattern}`,
  column: sql`w.${sql.raw(column)}`,
});

/**
 * Past due (docs/decisions/191; pastDueOf in packages/shared is the same rule): an order before completion
 * whose schedule or follow-up date is before the viewer's day, or an Emergency awaiting arrival past its
 * ETA (the Admin bell's rule, decision 066). Each OR arm is one index range: the open-status list written
 * into the SQL text implies the `statusid not in (6, 10)` of the active (scheduledate, id) and (promisedate,
 * id) indexes of decision 084, and the Emergency arm reads (statusid, createddate).
 */
const pastDuePredicate = ({ today }: PredicateContext) => {
  const open = sql`w.statusid not in (${idList(FIELD_WORK_DONE_STATUS_IDS)})`;
  const cutoff = sql`${today.toISOString()}::timestamptz`;
  return sql`((${open} and w.scheduledate < ${cutoff}) or (${open} and w.promisedate < ${cutoff})
    or ${overdueCondition(PRIORITY.Emergency, AWAITING_ARRIVAL_STATUS_IDS)})`;
};

export const workOrderListFields: FieldMap = {
  id: notNull(sql`w.id`),
  workorderid: notNull(sql`w.id`),
  wonumber: { ...notNull(sql`w.wonumber`), searchIds: idsByColumn('wonumber') },
  ponumber: { ...col(sql`w.ponumber`), searchIds: idsByColumn('ponumber') },
  invoiceamount: col(INVOICE_AMOUNT),
  customerid: notNull(sql`w.customerid`),
  customername: {
    ...col(sql`c.customername`, ['customer'], false),
    search: searchByParent('customerid', 'customer', 'customername'),
    searchIds: idsByParent('customerid', 'customer', 'customername'),
    searchParent: parentSearch('customerid', 'customer', 'customername'),
  },
  jobsite: {
    ...col(sql`j.jobsite`, ['jobsite']),
    search: searchByParent('jobsiteid', 'customerjobsite', 'jobsite'),
    searchIds: idsByParent('jobsiteid', 'customerjobsite', 'jobsite'),
    searchParent: parentSearch('jobsiteid', 'customerjobsite', 'jobsite'),
  },
  sitenumber: col(sql`j.jobsitedescription`, ['jobsite']),
  streetaddress: col(sql`j.streetaddress`, ['jobsite']),
  city: col(sql`j.city`, ['jobsite']),
  statecode: col(sql`j.statecode`, ['jobsite']),
  postalcode: col(sql`j.postalcode`, ['jobsite']),
  createddate: notNull(sql`w.createddate`),
  receivedate: notNull(sql`w.createddate`),
  modifieddate: notNull(sql`w.modifieddate`),
  priority: col(sql`p.name`, ['priority']),
  priorityid: col(sql`w.priorityid`),
  promisedate: col(sql`w.promisedate`),
  onsitedate: col(sql`w.onsitedate`),
  onsitetime: col(sql`w.onsitetime::text`),
  completedate: col(sql`w.completedate`),
  dispatcher: col(userName('d'), ['dispatcher']),
  dispatcherid: col(sql`w.dispatcherid`),
  customerdispatcher: col(userName('cd'), ['customerdispatcher']),
  customerdispatcherid: col(sql`w.customerdispatcherid`),
  status: col(sql`st.name`, ['status'], false),
  statusid: notNull(sql`w.statusid`),
  statuscolor: col(sql`st.color`, ['status'], false),
  dispatchdate: col(sql`w.dispatchdate`),
  scheduledate: col(sql`w.scheduledate`),
  briefdescription: { ...notNull(sql`w.briefdescription`), searchIds: idsByColumn('briefdescription') },
  trades: col(TRADES),
  duedate: col(sql`w.duedate`),
  nte: col(sql`w.nte`),
  hasnte: notNull(sql`coalesce(w.nte > 0, false)`),
  vendors: col(sql`null`),
  vendorname: col(sql`array(select v.name from workordervendor wv join vendor v on v.id = wv.vendorid
    where wv.workorderid = w.id)`),
  vendorid: {
    ...col(sql`array(select wv.vendorid from workordervendor wv where wv.workorderid = w.id)`),
    castAs: 'int4',
  },
  // Filter-only: the filter compiles the predicate (never read as a value).
  pastdue: { ...notNull(sql`null`), predicate: pastDuePredicate },
  managementprovider: col(sql`mp.managementprovider`, ['customer', 'managementprovider']),
  lastnote: col(sql`null`),
  flagged: notNull(sql`w.flagged`),
  customercalled: notNull(sql`w.customercalled`),
  vendorcalled: notNull(sql`w.vendorcalled`),
  overridegeofencing: notNull(sql`w.overridegeofencing`),
  events: col(sql`null`),
  proposalamount: col(PROPOSAL_AMOUNT),
};

/**
 * The fragment of `workorderlistrow` (docs/decisions/130, migration 0010) that holds each field of the
 * row, in the list's key order: a fragment is `"key":value` members, so a row is the concatenation of
 * the fragments the viewer may read. `lastnote` has one fragment per viewer kind.
 */
const FRAGMENT_OF: Record<string, string> = {
  ...Object.fromEntries(['id', 'workorderid', 'wonumber', 'ponumber'].map((name) => [name, 'head'])),
  invoiceamount: 'invoiceamount',
  ...Object.fromEntries(
    [
      'customername',
      'jobsite',
      'sitenumber',
      'streetaddress',
      'city',
      'statecode',
      'postalcode',
      'createddate',
      'receivedate',
      'modifieddate',
      'priority',
      'priorityid',
      'promisedate',
      'onsitedate',
      'onsitetime',
      'completedate',
      'dispatcher',
      'dispatcherid',
      'customerdispatcher',
      'customerdispatcherid',
      'status',
      'statusid',
      'statuscolor',
      'dispatchdate',
      'scheduledate',
      'briefdescription',
      'trades',
      'duedate',
      'nte',
      'hasnte',
    ].map((name) => [name, 'body']),
  ),
  vendors: 'vendors',
  managementprovider: 'managementprovider',
  ...Object.fromEntries(
    ['flagged', 'customercalled', 'vendorcalled', 'overridegeofencing'].map((name) => [name, 'tail']),
  ),
  events: 'events',
  proposalamount: 'proposalamount',
};
const NOTE_FRAGMENT: Record<ListViewer, string> = {
  internal: 'lastnote',
  vendor: 'vendorlastnote',
  customer: 'customerlastnote',
};

/**
 * The fragments of the viewer's row in order: every field the viewer may read (restricted keys are
 * absent, isListFieldVisibleTo), and only those; a fragment whose fields are not all readable, or not
 * adjacent in the resource's order, is an error at startup rather than a leak.
 */
function rowFragments(viewer: ListViewer): string[] {
  const fields = workOrderListResource.fields.filter(
    (field) => !field.filterOnly && isListFieldVisibleTo(field, viewer),
  );
  const shown = new Set(fields.map((field) => field.name));
  const fragments: string[] = [];
  for (const field of fields) {
    const fragment = field.name === 'lastnote' ? NOTE_FRAGMENT[viewer] : FRAGMENT_OF[field.name];
    if (!fragment) throw new Error(`workorderlistrow has no fragment for ${field.name}`);
    if (fragments.at(-1) === fragment) continue;
    if (fragments.includes(fragment)) throw new Error(`workorderlistrow.${fragment}: fields not adjacent`);
    fragments.push(fragment);
  }
  for (const [name, fragment] of Object.entries(FRAGMENT_OF))
    if (fragments.includes(fragment) && !shown.has(name))
      throw new Error(`workorderlistrow.${fragment} holds ${name}, which a ${viewer} viewer may not read`);
  return fragments;
}

/**
 * The page rows (docs/decisions/130): the stored JSON text of each page id's list row, its fragments
 * joined for the viewer, read in the page statement itself (one round trip, nothing to parse).
 */
export function workOrderRowReader(viewer: ListViewer): RowReader {
  const members = rowFragments(viewer)
    .map((fragment) => `l.${fragment}`)
    .join(` || ',' || `);
  const json = sql.raw(`'{' || ${members} || '}'`);
  return {
    json: (id) => sql`select ${json} as json from workorderlistrow l where l.workorderid = ${id}`,
  };
}

// Status and priority ids are our constants, written into the SQL text (not bound) so that the
// planner can match the partial indexes whose predicates name them (docs/decisions/084).
const idList = (ids: readonly number[]) => sql.raw(ids.map((id) => String(Math.trunc(id))).join(', '));

/** All Active: every status but Invoiced and Cancelled (spec A "Work Orders list"). */
export const activeCondition = (closed: readonly number[]) => sql`w.statusid not in (${idList(closed)})`;

export const statusCondition = (statusid: number) => sql`w.statusid = ${statusid}`;

/**
 * The exact number of orders of a quick filter (All Active, one status, all) from the counters the
 * database keeps (docs/decisions/090, 128): every order, a customer's, or a vendor's (its rows of the
 * `vendorworkorder` read model, which carry the order's status, counted up to the list's bound;
 * decision 198).
 */
export const quickCounter = (
  quick: 'active' | 'all' | number,
  closed: readonly number[],
  owner: { customerid: number } | { vendorid: number } | 'all',
) => {
  const status =
    quick === 'all'
      ? sql`true`
      : typeof quick === 'number'
        ? sql`statusid = ${sql.raw(String(Math.trunc(quick)))}`
        : sql`statusid not in (${idList(closed)})`;
  if (owner === 'all')
    return sql`select coalesce(sum(count), 0)::int as count from workorderstatuscount where ${status}`;
  if ('vendorid' in owner) {
    // The open statuses by name: index ranges of (vendorid, statusid), where `not in` read every row of the
    // vendor (17 ms against 1.2 for the biggest vendor at 1M orders).
    const open = WORK_ORDER_STATUSES.map((item) => item.id).filter((id) => !closed.includes(id));
    const vendorStatus = quick === 'active' ? sql`statusid in (${idList(open)})` : status;
    return sql`select count(*)::int as count from (select 1 from vendorworkorder
        where vendorid = ${owner.vendorid} and ${vendorStatus} limit ${sql.raw(String(LIST_COUNT_BOUND + 1))}) t`;
  }
  return sql`select coalesce(sum(count), 0)::int as count from workordercustomerstatuscount
      where customerid = ${owner.customerid} and ${status}`;
};

/**
 * The first `top` of a vendor's active orders, newest first, from its own index of the `vendorworkorder` read
 * model (which carries the order's status and created date; docs/decisions/204): the rows the vendor's All
 * Active list shows first, without walking every active order to find the vendor's.
 */
export const vendorNewestActive = (vendorid: number, closed: readonly number[]) => (top: number) =>
  sql`w.id in (select v.workorderid from vendorworkorder v
    where v.vendorid = ${vendorid} and v.statusid not in (${idList(closed)})
    order by v.createddate desc, v.workorderid desc limit ${sql.raw(String(Math.trunc(top)))})`;

export const flaggedCondition = () => sql`w.flagged`;

/** My Work Orders: dispatcher or customer dispatcher is the user (the open-status part is activeCondition). */
export const mineCondition = (userid: number) =>
  sql`(w.dispatcherid = ${userid} or w.customerdispatcherid = ${userid})`;

/** The overdue-P1 rule of the Admin bell (docs/decisions/066), row by row. */
export const overdueCondition = (priorityid: number, statusids: readonly number[]) =>
  sql`(w.statusid in (${idList(statusids)}) and w.priorityid = ${sql.raw(String(Math.trunc(priorityid)))}
    and w.createddate < now() - (select make_interval(hours => x.etahours) from priority x where x.id = ${sql.raw(
      String(Math.trunc(priorityid)),
    )}))`;

/**
 * Alerts within `days` (docs/decisions/084): the schedule date or the follow-up date falls before the
 * end of day `days` from today (UTC), past ones included, or the order is awaiting arrival and its
 * ETA (received + the priority's ETA hours) falls before then. The three arms of one OR, each read from
 * an index of its own (decision 198).
 */
/** The alerts' end: the start of the day after `days` from today (the session's day). */
const alertsEnd = (days: number) => sql`(date_trunc('day', now()) + make_interval(days => ${days + 1}))`;

export const alertsBranches = (days: number, awaitingArrival: readonly number[]): SQL[] => {
  const end = alertsEnd(days);
  return [
    sql`w.scheduledate < ${end}`,
    sql`w.promisedate < ${end}`,
    // `createddate < end - ETA` per priority: one index range each (workorder_awaiting_priorityid_createddate_id_idx).
    sql`(w.statusid in (${idList(awaitingArrival)}) and exists (select from priority x
      where x.id = w.priorityid and w.createddate < ${end} - make_interval(hours => x.etahours)))`,
  ];
};

/**
 * At least how many active orders the alerts' first two branches hold: the larger of the active orders scheduled,
 * and promised, before the alerts' end, from their counter by UTC day (`workorderalertdatecount`, docs/decisions/213).
 * A day counts only when it ends by the alerts' end in any time zone (its UTC day is before the end's), so the sum
 * is never more than the branch selects.
 */
export const alertsAtLeast = (days: number) => sql`select greatest(
    coalesce(sum(count) filter (where kind = 1), 0), coalesce(sum(count) filter (where kind = 2), 0))::int as count
  from workorderalertdatecount where day < (${alertsEnd(days)} at time zone 'UTC')::date`;
