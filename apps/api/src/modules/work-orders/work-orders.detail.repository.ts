import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { readRows } from '../../lib/list-query/index';
import {
  customer,
  customerjobsite,
  managementprovider,
  priority,
  trade,
  users,
  workorder,
  workorderstatus,
  workordertrade,
} from '../../db/schema/index';

const parent = alias(workorder, 'parent');
const dispatcher = alias(users, 'dispatcher');

/**
 * `modifieddate` is read and compared at millisecond precision: JSON dates carry milliseconds while
 * database defaults carry microseconds, so the token a client echoes back matches exactly (decision 111).
 */
const modifiedMs = sql<Date>`date_trunc('milliseconds', ${workorder.modifieddate})`.mapWith(
  workorder.modifieddate,
);

/** One work order with the names the detail header shows (docs/decisions/111 WorkOrderDetail). */
export async function getWorkOrderDetailRow(db: Db, id: number) {
  const [row] = await db
    .select({
      id: workorder.id,
      wonumber: workorder.wonumber,
      customerid: workorder.customerid,
      customername: customer.customername,
      jobsiteid: workorder.jobsiteid,
      dispatchdate: workorder.dispatchdate,
      dispatcherid: workorder.dispatcherid,
      dispatchergivenname: dispatcher.given_name,
      dispatcherfamilyname: dispatcher.family_name,
      dispatcheremail: dispatcher.email,
      priorityid: workorder.priorityid,
      priority: priority.name,
      requestedby: workorder.requestedby,
      salesrepid: workorder.salesrepid,
      receiverid: workorder.receiverid,
      ponumber: workorder.ponumber,
      nte: workorder.nte,
      duedate: workorder.duedate,
      promisedate: workorder.promisedate,
      scheduledate: workorder.scheduledate,
      divisionid: workorder.divisionid,
      statusid: workorder.statusid,
      status: workorderstatus.name,
      requesttypeid: workorder.requesttypeid,
      briefdescription: workorder.briefdescription,
      description: workorder.description,
      cancelreason: workorder.cancelreason,
      techauthid: workorder.techauthid,
      ischild: workorder.ischild,
      parentid: workorder.parentid,
      parentwonumber: parent.wonumber,
      flagged: workorder.flagged,
      customercalled: workorder.customercalled,
      vendorcalled: workorder.vendorcalled,
      createddate: workorder.createddate,
      modifieddate: modifiedMs,
      managementproviderid: managementprovider.id,
      managementprovider: managementprovider.managementprovider,
      webaddress: managementprovider.webaddress,
      provideruserid: managementprovider.userid,
      providerpassword: managementprovider.password,
    })
    .from(workorder)
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .innerJoin(workorderstatus, eq(workorderstatus.id, workorder.statusid))
    .leftJoin(priority, eq(priority.id, workorder.priorityid))
    .leftJoin(dispatcher, eq(dispatcher.id, workorder.dispatcherid))
    .leftJoin(parent, eq(parent.id, workorder.parentid))
    .leftJoin(managementprovider, eq(managementprovider.id, customer.managementproviderid))
    .where(eq(workorder.id, sql.placeholder('id')))
    // A named statement: the seven-table join is planned once per connection, not on every read
    // (its planning took longer than its execution, docs/decisions/128).
    .prepare('workorder_detail_row')
    .execute({ id });
  return row;
}

export async function getJobSite(db: Db, id: number) {
  const [row] = await db
    .select({
      id: customerjobsite.id,
      customerid: customerjobsite.customerid,
      jobsite: customerjobsite.jobsite,
      jobsitedescription: customerjobsite.jobsitedescription,
      streetaddress: customerjobsite.streetaddress,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
      phone: customerjobsite.phone,
      contactperson: customerjobsite.contactperson,
    })
    .from(customerjobsite)
    .where(eq(customerjobsite.id, id));
  return row;
}

export async function findWorkOrderTrades(db: Db, workorderid: number) {
  return db
    .select({
      id: workordertrade.id,
      tradeid: workordertrade.tradeid,
      tradename: trade.tradename,
      workorderid: workordertrade.workorderid,
    })
    .from(workordertrade)
    .innerJoin(trade, eq(trade.tradeid, workordertrade.tradeid))
    .where(eq(workordertrade.workorderid, workorderid))
    .orderBy(asc(trade.tradename));
}

export type WorkOrderDetailParts = {
  trades: { id: number; tradeid: number; tradename: string; workorderid: number }[];
  jobsite: {
    id: number;
    jobsite: string;
    jobsitedescription: string | null;
    streetaddress: string | null;
    city: string | null;
    statecode: string | null;
    postalcode: string | null;
    phone: string | null;
    contactperson: string | null;
    procedures: { id: number; procedure: string }[];
  } | null;
  /** The margin's two sums (spec B section 9), as exact text. */
  invoiceTotal: string;
  vendorCost: string;
};

/**
 * What the detail shows besides its header row, in one named statement (planned once per connection,
 * docs/decisions/130): the trades by name, the job site with its procedures, and the margin's two sums
 * (spec B section 9): non-rejected invoice amounts and the quoted amounts of the vendor lines still on
 * the order (a cancelled line was removed from the order and costs nothing).
 */
export async function getWorkOrderDetailParts(
  db: Db,
  options: { id: number; jobsiteid: number | null },
): Promise<WorkOrderDetailParts> {
  const { id, jobsiteid } = options;
  const [row] = await readRows<WorkOrderDetailParts>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', wt.id, 'tradeid', wt.tradeid, 'tradename', t.tradename,
          'workorderid', wt.workorderid) order by t.tradename)
        from workordertrade wt join trade t on t.tradeid = wt.tradeid where wt.workorderid = ${id}), '[]') as trades,
      (select json_build_object('id', j.id, 'jobsite', j.jobsite, 'jobsitedescription', j.jobsitedescription,
          'streetaddress', j.streetaddress, 'city', j.city, 'statecode', j.statecode, 'postalcode', j.postalcode,
          'phone', j.phone, 'contactperson', j.contactperson,
          'procedures', coalesce((select json_agg(json_build_object('id', p.id, 'procedure', p.procedure)
            order by p.sortorder, p.id) from customerjobsiteprocedure p where p.jobsiteid = j.id), '[]'))
        from customerjobsite j where j.id = ${jobsiteid}::int4) as jobsite,
      (select coalesce(sum(i.amount), 0)::text from invoice i
        where i.workorderid = ${id} and not i.isrejected) as "invoiceTotal",
      (select coalesce(sum(wv.quotedamount), 0)::text from workordervendor wv
        where wv.workorderid = ${id} and wv.status <> 'Cancelled') as "vendorCost"`,
    { prepare: true },
  );
  if (!row) throw new Error('the detail parts statement answered no row');
  return row;
}

/** Whether the order's modifieddate is still `modifieddate` (milliseconds, see modifiedMs). */
export async function isModifiedAt(db: Db, id: number, modifieddate: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: workorder.id })
    .from(workorder)
    .where(and(eq(workorder.id, id), sql`${modifiedMs} = ${modifieddate.toISOString()}::timestamptz`));
  return row !== undefined;
}

export type WorkOrderValues = Omit<typeof workorder.$inferInsert, 'id' | 'createddate' | 'modifieddate'>;

/** A new order; an import may give the date it was called in as its createddate (decision 169). */
export async function insertWorkOrder(db: Db, values: WorkOrderValues & { createddate?: Date }) {
  const [row] = await db
    .insert(workorder)
    .values({ ...values, modifieddate: new Date() })
    .returning({ id: workorder.id, wonumber: workorder.wonumber });
  return row!;
}

/** Changes columns of the order; every write stamps modifieddate from here (the 409 token). */
export async function updateWorkOrderColumns(
  db: Db,
  options: { id: number; userid: number; changes: Partial<WorkOrderValues> },
) {
  const [row] = await db
    .update(workorder)
    .set({ ...options.changes, modifiedby: options.userid, modifieddate: new Date() })
    .where(eq(workorder.id, options.id))
    .returning({
      id: workorder.id,
      customercalled: workorder.customercalled,
      vendorcalled: workorder.vendorcalled,
      modifieddate: workorder.modifieddate,
    });
  return row!;
}

/** Makes the order's trades exactly `tradeids`, keeping the rows of trades it already has. */
export async function replaceWorkOrderTrades(db: Db, workorderid: number, tradeids: readonly number[]) {
  await db
    .delete(workordertrade)
    .where(
      and(
        eq(workordertrade.workorderid, workorderid),
        tradeids.length > 0 ? notInArray(workordertrade.tradeid, [...tradeids]) : undefined,
      ),
    );
  if (tradeids.length > 0)
    await db
      .insert(workordertrade)
      .values(tradeids.map((tradeid) => ({ workorderid, tradeid })))
      .onConflictDoNothing();
}

/** The customer's other orders with the same PO, trimmed and case-insensitive (workorder_customerid_ponumber_idx). */
export async function findWonumbersByPo(
  db: Db,
  options: { customerid: number; ponumber: string; excludeid?: number },
) {
  const rows = await db
    .select({ wonumber: workorder.wonumber })
    .from(workorder)
    .where(
      and(
        eq(workorder.customerid, options.customerid),
        sql`lower(btrim(${workorder.ponumber})) = lower(${options.ponumber})`,
        options.excludeid ? ne(workorder.id, options.excludeid) : undefined,
      ),
    )
    .orderBy(asc(workorder.id));
  return rows.map((row) => row.wonumber);
}

/** The users.id of an active user by OIDC subject (customer.dispatcherauthid, salesrepauthid). */
export async function getActiveUserIdBySubject(db: Db, subject: string | null): Promise<number | undefined> {
  if (!subject) return undefined;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.user_id, subject), eq(users.isactive, true), eq(users.blocked, false)));
  return row?.id;
}

export async function findExistingUserIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => row.id);
}

/** The next child position of a parent: one past the highest `{parent}-{n}` (decision 112). */
export async function getNextChildPosition(db: Db, parentid: number): Promise<number> {
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max((substring(${workorder.wonumber} from '-([0-9]+)$'))::int), 0)::int`,
    })
    .from(workorder)
    .where(eq(workorder.parentid, parentid));
  return Number(row?.last ?? 0) + 1;
}

/** What a child copies from its parent (decision 111 createchildworkorder). */
export async function getChildSource(db: Db, id: number) {
  const [row] = await db
    .select({
      id: workorder.id,
      wonumber: workorder.wonumber,
      parentid: workorder.parentid,
      ischild: workorder.ischild,
      customerid: workorder.customerid,
      jobsiteid: workorder.jobsiteid,
      divisionid: workorder.divisionid,
      priorityid: workorder.priorityid,
      requesttypeid: workorder.requesttypeid,
      ponumber: workorder.ponumber,
      nte: workorder.nte,
      duedate: workorder.duedate,
      briefdescription: workorder.briefdescription,
      description: workorder.description,
    })
    .from(workorder)
    .where(eq(workorder.id, id));
  return row;
}
