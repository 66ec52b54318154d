import { sql, type SQL } from 'drizzle-orm';
import {
  EVENT_COUNT_KEYS,
  isListFieldVisibleTo,
  workOrderListResource,
  type ListViewer,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  readRows,
  type FieldMap,
  type RawRow,
  type RowReader,
  type RowSelect,
} from '../../lib/list-query/index';

/**
 * The work-order list over SQL (docs/decisions/081). Aliases: w workorder, c customer, j
 * customerjobsite, st workorderstatus, p priority, d / cd the dispatcher and customer dispatcher,
 * mp managementprovider. Filters and sorts join only what they use; the page's own columns are read
 * afterwards for its ids (workOrderRowReader).
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

/** The parent search in two steps (the union form of a common word, docs/decisions/110). */
const parentSearch = (column: string, table: string, field: string) => ({
  ids: (pattern: string) =>
    sql`select x.id from ${sql.raw(table)} x where x.${sql.raw(field)} ilike ${pattern}`,
  // Our own integer ids: one as `=` (the active (parent, createddate, id) index then reads the page in
  // order), several bound as one int4[] literal.
  condition: (ids: readonly number[]) =>
    ids.length === 1
      ? sql`w.${sql.raw(column)} = ${ids[0]}`
      : sql`w.${sql.raw(column)} = any(${`{${ids.join(',')}}`}::int4[])`,
});

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
  managementprovider: col(sql`mp.managementprovider`, ['customer', 'managementprovider']),
  lastnote: col(sql`null`),
  flagged: notNull(sql`w.flagged`),
  customercalled: notNull(sql`w.customercalled`),
  vendorcalled: notNull(sql`w.vendorcalled`),
  overridegeofencing: notNull(sql`w.overridegeofencing`),
  events: col(sql`null`),
  proposalamount: col(PROPOSAL_AMOUNT),
};

/** Builds `{ id: value }` from `select <id>, <value> ... group by <id>` (one entry per order that has any). */
const byOrder = (query: SQL) => sql`(select json_object_agg(x.k, x.v) from (${query}) x)`;

const EVENT_COUNTS = sql.join(
  Object.entries(EVENT_COUNT_KEYS).map(
    ([key, code]) => sql`count(ev.id) filter (where ev.actiontype = ${code})::int as ${sql.raw(key)}`,
  ),
  sql`, `,
);
const EVENT_OBJECT = sql.raw(
  `json_build_object('wovendorid', e.wovendorid, 'vendorid', e.vendorid, ${Object.keys(EVENT_COUNT_KEYS)
    .map((key) => `'${key}', e.${key}`)
    .join(', ')})`,
);

/**
 * The child-table columns of a page, one set-based subquery each over the page's ids (`$ids`),
 * all in one statement: the answer is one row of `{ workorderid: value }` objects. Money travels
 * as text (exact, as the row's own numeric columns do).
 */
const extraColumns = (viewer: ListViewer, ids: SQL): { name: string; expr: SQL; empty: unknown }[] => {
  const visible =
    viewer === 'vendor'
      ? sql` and n.canvendorsee`
      : viewer === 'customer'
        ? sql` and n.isvisibletocustomer`
        : sql``;
  const columns = [
    {
      name: 'invoiceamount',
      empty: null,
      expr: byOrder(sql`select i.workorderid as k, sum(i.amount)::text as v from invoice i
        where i.workorderid = any(${ids}) and not i.isrejected group by 1`),
    },
    {
      name: 'trades',
      empty: [],
      // Same order as before: the trade names sorted (a line without a trade row sorts last as null).
      expr: byOrder(sql`select wt.workorderid as k, array_agg(t.tradename order by t.tradename) as v
        from workordertrade wt left join trade t on t.tradeid = wt.tradeid
        where wt.workorderid = any(${ids}) group by 1`),
    },
    {
      name: 'vendors',
      empty: [],
      expr: byOrder(sql`select wv.workorderid as k, json_agg(json_build_object('wovendorid', wv.id,
          'vendorid', wv.vendorid, 'vendorname', v.name, 'quotedamount', wv.quotedamount::text,
          'status', wv.status) order by wv.id) as v
        from workordervendor wv join vendor v on v.id = wv.vendorid
        where wv.workorderid = any(${ids}) group by 1`),
    },
    {
      name: 'lastnote',
      empty: null,
      // The latest note the viewer may read (spec C section 6: canvendorsee / isvisibletocustomer).
      expr: byOrder(sql`select distinct on (n.workorderid) n.workorderid as k, left(n.note, 500) as v
        from workordernote n where n.workorderid = any(${ids})${visible}
        order by n.workorderid, n.createddate desc, n.id desc`),
    },
    {
      name: 'events',
      empty: [],
      expr: byOrder(sql`select e.workorderid as k, json_agg(${EVENT_OBJECT} order by e.wovendorid) as v
        from (select wv.workorderid, wv.id as wovendorid, wv.vendorid, ${EVENT_COUNTS}
          from workordervendor wv left join workorderevent ev
            on ev.workordervendorid = wv.id and ev.workorderid = any(${ids})
          where wv.workorderid = any(${ids}) group by wv.workorderid, wv.id, wv.vendorid) e
        group by e.workorderid`),
    },
    {
      name: 'proposalamount',
      empty: null,
      // The grand total of the latest non-rejected customer proposal.
      expr: byOrder(sql`select distinct on (pr.workorderid) pr.workorderid as k, pr.grandtotal::text as v
        from workorderproposal pr where pr.workorderid = any(${ids}) and not pr.isrejected
        order by pr.workorderid, pr.id desc`),
    },
  ];
  return columns.filter((column) => mayRead(column.name, viewer));
};

const mayRead = (name: string, viewer: ListViewer) =>
  isListFieldVisibleTo(workOrderListResource.fields.find((field) => field.name === name) ?? {}, viewer);

const lookup = (expr: string) => sql.raw(`(${expr})`);

/**
 * The page rows (docs/decisions/081, 110). `select`: the order's own columns and single-row lookups
 * per page id, as scalar subqueries rather than joins (the statement is planned on every call, and a
 * join of eight tables costs more to plan than the 100 rows cost to read, docs/decisions/084), with
 * `null` placeholders that keep the column order for `attach`, which reads the child tables (invoices,
 * trades, vendor lines, notes, events, proposals) for all the page's ids in one statement.
 * Restricted columns are left out for the viewer (the keys are absent).
 */
export function workOrderRowReader(viewer: ListViewer): RowReader {
  const restricted = (name: string) => (mayRead(name, viewer) ? sql`, null as ${sql.raw(name)}` : sql``);
  const person = (column: string) =>
    lookup(
      `select nullif(trim(u.given_name || ' ' || u.family_name), '') from users u where u.id = w.${column}`,
    );
  const managementprovider = mayRead('managementprovider', viewer)
    ? sql`, ${lookup('select mp.managementprovider from managementprovider mp where mp.id = c.managementproviderid')} as managementprovider`
    : sql``;
  const select: RowSelect = (id) => sql`select w.id, w.id as workorderid, w.wonumber, w.ponumber
    ${restricted('invoiceamount')},
    c.customername, j.jobsite, j.jobsitedescription as sitenumber, j.streetaddress, j.city, j.statecode,
    j.postalcode, w.createddate, w.createddate as receivedate, w.modifieddate,
    ${lookup('select x.name from priority x where x.id = w.priorityid')} as priority, w.priorityid,
    w.promisedate, w.onsitedate, w.onsitetime::text as onsitetime, w.completedate,
    ${person('dispatcherid')} as dispatcher, w.dispatcherid,
    ${person('customerdispatcherid')} as customerdispatcher, w.customerdispatcherid,
    st.name as status, w.statusid, st.color as statuscolor, w.dispatchdate, w.scheduledate, w.briefdescription,
    null as trades, w.duedate, w.nte, coalesce(w.nte > 0, false) as hasnte
    ${restricted('vendors')} ${managementprovider},
    null as lastnote, w.flagged, w.customercalled, w.vendorcalled, w.overridegeofencing
    ${restricted('events')} ${restricted('proposalamount')}
    from workorder w ${workOrderListJoins.customer} ${workOrderListJoins.status} ${workOrderListJoins.jobsite}
    where w.id = ${id}`;

  const attach = async (db: Db, rows: RawRow[]) => {
    // Ids come from our own rows (integers), bound as one int4[] literal.
    const ids = sql`${`{${rows.map((row) => Number(row.id)).join(',')}}`}::int4[]`;
    const columns = extraColumns(viewer, ids);
    // One text per viewer kind with the ids bound: prepared once per connection (docs/decisions/128).
    const [values = {}] = await readRows<Record<string, Record<string, unknown> | null>>(
      db,
      sql`select ${sql.join(
        columns.map((column) => sql`${column.expr} as ${sql.raw(column.name)}`),
        sql`, `,
      )}`,
      { prepare: true },
    );
    for (const column of columns) {
      const byId = values[column.name] ?? {};
      for (const row of rows) row[column.name] = byId[String(row.id)] ?? column.empty;
    }
  };
  return { select, attach };
}

// Status and priority ids are our constants, written into the SQL text (not bound) so that the
// planner can match the partial indexes whose predicates name them (docs/decisions/084).
const idList = (ids: readonly number[]) => sql.raw(ids.map((id) => String(Math.trunc(id))).join(', '));

/** All Active: every status but Invoiced and Cancelled (spec A "Work Orders list"). */
export const activeCondition = (closed: readonly number[]) => sql`w.statusid not in (${idList(closed)})`;

export const statusCondition = (statusid: number) => sql`w.statusid = ${statusid}`;

/**
 * The exact number of orders of a quick filter (All Active, one status, all) from the counters the
 * database keeps (docs/decisions/090, 128): staff read every order, a Customer user its customer's.
 */
export const quickCounter = (
  quick: 'active' | 'all' | number,
  closed: readonly number[],
  owner: { customerid: number } | 'all',
) => {
  const status =
    quick === 'all'
      ? sql`true`
      : typeof quick === 'number'
        ? sql`statusid = ${sql.raw(String(Math.trunc(quick)))}`
        : sql`statusid not in (${idList(closed)})`;
  return owner === 'all'
    ? sql`select coalesce(sum(count), 0)::int as count from workorderstatuscount where ${status}`
    : sql`select coalesce(sum(count), 0)::int as count from workordercustomerstatuscount
        where customerid = ${owner.customerid} and ${status}`;
};

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
 * ETA (received + the priority's ETA hours) falls before then.
 */
export const alertsCondition = (days: number, awaitingArrival: readonly number[]) => {
  const end = sql`(date_trunc('day', now()) + make_interval(days => ${days + 1}))`;
  return sql`(w.scheduledate < ${end} or w.promisedate < ${end}
    or (w.statusid in (${idList(awaitingArrival)})
      and w.createddate + (select make_interval(hours => x.etahours) from priority x where x.id = w.priorityid) < ${end}))`;
};
