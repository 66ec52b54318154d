import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  priority,
  trade,
  users,
  workorder,
  workorderstatus,
  workordertrade,
} from '../../db/schema/index';

// SQL of the customer portal's work orders (docs/decisions/166): the details' header and Work Order tab
// (never a vendor line, cost, margin or sales rep), and the form's lookups of the caller's customer.

const dispatcherUser = aliasedTable(users, 'dispatcher');

/** `modifieddate` at millisecond precision: the token an update echoes (as the staff editor's, decision 111). */
const modifiedMs = sql<Date>`date_trunc('milliseconds', ${workorder.modifieddate})`.mapWith(
  workorder.modifieddate,
);

const jobSiteColumns = {
  id: customerjobsite.id,
  jobsite: customerjobsite.jobsite,
  jobsitedescription: customerjobsite.jobsitedescription,
  streetaddress: customerjobsite.streetaddress,
  streetaddress2: customerjobsite.streetaddress2,
  city: customerjobsite.city,
  statecode: customerjobsite.statecode,
  postalcode: customerjobsite.postalcode,
};

/** The order's own fields the portal shows, with its customer (to scope it) and its names. */
export async function getPortalWorkOrderRow(db: Db, workorderid: number) {
  const [row] = await db
    .select({
      id: workorder.id,
      wonumber: workorder.wonumber,
      ponumber: workorder.ponumber,
      customerid: workorder.customerid,
      customername: customer.customername,
      statusid: workorder.statusid,
      status: workorderstatus.name,
      jobsiteid: workorder.jobsiteid,
      dispatchdate: workorder.dispatchdate,
      dispatcher: sql<
        string | null
      >`coalesce(nullif(trim(${dispatcherUser.given_name} || ' ' || ${dispatcherUser.family_name}), ''), ${dispatcherUser.email})`,
      priorityid: workorder.priorityid,
      priority: priority.name,
      briefdescription: workorder.briefdescription,
      description: workorder.description,
      duedate: workorder.duedate,
      scheduledate: workorder.scheduledate,
      nte: workorder.nte,
      createddate: workorder.createddate,
      modifieddate: modifiedMs,
    })
    .from(workorder)
    .innerJoin(workorderstatus, eq(workorderstatus.id, workorder.statusid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(priority, eq(priority.id, workorder.priorityid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workorder.dispatcherid))
    .where(eq(workorder.id, workorderid));
  return row;
}

/** The order's trades by name. */
export function findTrades(db: Db, workorderid: number) {
  return db
    .select({ tradeid: workordertrade.tradeid, tradename: trade.tradename })
    .from(workordertrade)
    .innerJoin(trade, eq(trade.tradeid, workordertrade.tradeid))
    .where(eq(workordertrade.workorderid, workorderid))
    .orderBy(asc(trade.tradename));
}

/** One job site of the customer (the order's, shown even when it was since deactivated). */
export async function getJobSite(db: Db, options: { id: number; customerid: number }) {
  const [row] = await db
    .select(jobSiteColumns)
    .from(customerjobsite)
    .where(and(eq(customerjobsite.id, options.id), eq(customerjobsite.customerid, options.customerid)));
  return row;
}
