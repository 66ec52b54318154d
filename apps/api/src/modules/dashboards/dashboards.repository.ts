import { sql, type SQL } from 'drizzle-orm';
import { type DispatcherCount, type PriorityCount, STATUS, type StatusCount } from '@dispatchwise/shared';
import type { Db } from '../../db/client';

/**
 * The dashboard counts read the trigger-maintained counters (docs/decisions/090), never `workorder`
 * as a whole: workorderstatuscount (status x dispatcher x priority, about a thousand rows at a
 * million orders), workordercustomerstatuscount and vendorworkorder.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Ids are validated integers; written into the text so a status list reads like the constant it is. */
const idList = (ids: readonly number[]) => sql.raw(ids.map((id) => String(Math.trunc(id))).join(', '));

export async function findStatusCounts(db: Db, options: { includeClosed: boolean }): Promise<StatusCount[]> {
  const open = options.includeClosed ? sql`` : sql`where s.isactive`;
  return rowsOf<StatusCount>(
    db,
    sql`select s.id as statusid, s.name as status, s.color, sum(c.count)::int as count
      from workorderstatuscount c join workorderstatus s on s.id = c.statusid ${open}
      group by s.id, s.name, s.color, s.sortorder having sum(c.count) > 0
      order by s.sortorder, s.id`,
  );
}

/** Active orders per priority: every priority (0 included), then "None" when orders lack one. */
export async function findPriorityCounts(db: Db): Promise<PriorityCount[]> {
  return rowsOf<PriorityCount>(
    db,
    sql`with counted as (
        select c.priorityid, sum(c.count)::int as n
        from workorderstatuscount c join workorderstatus s on s.id = c.statusid
        where s.isactive group by c.priorityid
      )
      select p.id as priorityid, p.name as priority, p.color, coalesce(x.n, 0) as count
      from priority p left join counted x on x.priorityid = p.id
      union all
      select null, 'None', '#BDBDBD', x.n from counted x where x.priorityid = 0 and x.n > 0
      order by 1 nulls last`,
  );
}

/**
 * "Today's Dispatcher Counts" (docs/decisions/091): per dispatcher, the orders received since midnight
 * in `timezone` (workorder_createddate_idx) and how many of those are still in Received.
 * Active dispatchers appear with zeros; orders without a dispatcher make one "Unassigned" entry.
 */
export async function findDispatcherCounts(
  db: Db,
  options: { timezone: string },
): Promise<DispatcherCount[]> {
  const midnight = sql`(date_trunc('day', now() at time zone ${options.timezone}) at time zone ${options.timezone})`;
  const rows = await rowsOf<DispatcherCount & { dispatcherid: number }>(
    db,
    sql`with today as (
        select coalesce(w.dispatcherid, 0) as dispatcherid, count(*)::int as n,
          (count(*) filter (where w.statusid = ${sql.raw(String(STATUS.Received))}))::int as r
        from workorder w
        where w.createddate >= ${midnight} group by 1
      ), people as (
        select dispatcherid from today
        union select u.id from users u
          where u.isactive and not u.blocked and (u.isdispatcher or exists (
            select 1 from userrole ur join role r on r.id = ur.roleid
            where ur.userid = u.id and r.name = 'Dispatchers'))
      )
      select p.dispatcherid,
        coalesce(nullif(trim(u.given_name || ' ' || u.family_name), ''), u.email, 'Unassigned') as dispatcher,
        coalesce(t.r, 0) as inreceived, coalesce(t.n, 0) as totalcount
      from people p
      left join users u on u.id = p.dispatcherid
      left join today t on t.dispatcherid = p.dispatcherid
      order by p.dispatcherid = 0, 2, 1`,
  );
  return rows.map((row) => ({ ...row, dispatcherid: row.dispatcherid === 0 ? null : row.dispatcherid }));
}

export type StatusTally = { statusid: number; status: string; count: number };

/** Work orders the vendor is open on (a line not Cancelled), per status in `statusids`. */
export async function countVendorOpenWorkOrders(
  db: Db,
  options: { vendorid: number; statusids: readonly number[]; techauthid?: string },
): Promise<StatusTally[]> {
  // A Tech counts the orders assigned to it (decision 158), through workorder_techauthid_idx.
  const assigned =
    options.techauthid === undefined
      ? sql``
      : sql` and v.workorderid in (select w.id from workorder w where w.techauthid = ${options.techauthid})`;
  return rowsOf<StatusTally>(
    db,
    sql`select s.id as statusid, s.name as status,
        (select count(*)::int from vendorworkorder v
          where v.vendorid = ${options.vendorid} and v.statusid = s.id${assigned}) as count
      from workorderstatus s where s.id in (${idList(options.statusids)})`,
  );
}

/** The customer's work orders per status in `statusids`. */
export async function countCustomerOpenWorkOrders(
  db: Db,
  options: { customerid: number; statusids: readonly number[] },
): Promise<StatusTally[]> {
  return rowsOf<StatusTally>(
    db,
    sql`select s.id as statusid, s.name as status, coalesce(c.count, 0) as count
      from workorderstatus s left join workordercustomerstatuscount c
        on c.statusid = s.id and c.customerid = ${options.customerid}
      where s.id in (${idList(options.statusids)})`,
  );
}

/** List conditions over `w` (workorder) for the portal grids. */
export const vendorOpenCondition = (vendorid: number, statusid: number) =>
  sql`w.statusid = ${statusid} and w.id in (select v.workorderid from vendorworkorder v
    where v.vendorid = ${vendorid} and v.statusid = ${statusid})`;

export const customerWorkOrdersCondition = (customerid: number) => sql`w.customerid = ${customerid}`;

export const statusCondition = (statusid: number) => sql`w.statusid = ${statusid}`;

export async function vendorExists(db: Db, vendorid: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from vendor where id = ${vendorid}`);
  return rows.length > 0;
}

export async function customerExists(db: Db, customerid: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from customer where id = ${customerid}`);
  return rows.length > 0;
}
