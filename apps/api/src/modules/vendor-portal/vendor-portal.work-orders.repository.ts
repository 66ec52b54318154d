import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { PortalVendorLine } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  priority,
  role,
  trade,
  userrole,
  users,
  vendor,
  workorder,
  workorderstatus,
  workordertrade,
  workordervendor,
} from '../../db/schema/index';

// SQL of the portal's work orders (docs/decisions/158): the caller's scope on one order, the details'
// header, the caller's own vendor lines (never another vendor's), and the vendor's techs.

const dispatcherUser = aliasedTable(users, 'dispatcher');
const techUser = aliasedTable(users, 'tech');

/** A user's display name: first and last name, else the e-mail. */
const personName = (table: typeof users) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${table.given_name} || ' ' || ${table.family_name}), ''), ${table.email})`;

type OwnLines = { workorderid: number; vendorid: number };

/** The vendor's own lines on one order (workordervendor_workorderid_idx). */
export const ownLines = ({ workorderid, vendorid }: OwnLines) =>
  and(eq(workordervendor.workorderid, workorderid), eq(workordervendor.vendorid, vendorid));

/** What the portal scope reads of one order: the vendor's own lines and the assigned tech. */
export async function getPortalScope(db: Db, options: OwnLines) {
  const [order] = await db
    .select({ techauthid: workorder.techauthid, statusid: workorder.statusid })
    .from(workorder)
    .where(eq(workorder.id, options.workorderid));
  if (!order) return undefined;
  const lines: PortalVendorLine[] = await db
    .select({ vendorid: workordervendor.vendorid, status: workordervendor.status })
    .from(workordervendor)
    .where(ownLines(options));
  return { ...order, lines };
}

/** The details' header and Work Order tab fields (no NTE, margin, PO or provider: staff fields). */
export async function getPortalWorkOrderRow(db: Db, workorderid: number) {
  const [row] = await db
    .select({
      id: workorder.id,
      wonumber: workorder.wonumber,
      statusid: workorder.statusid,
      status: workorderstatus.name,
      customername: customer.customername,
      jobsite: customerjobsite.jobsite,
      streetaddress: customerjobsite.streetaddress,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
      dispatchdate: workorder.dispatchdate,
      dispatcher: personName(dispatcherUser),
      priorityid: workorder.priorityid,
      priority: priority.name,
      briefdescription: workorder.briefdescription,
      description: workorder.description,
      duedate: workorder.duedate,
      scheduledate: workorder.scheduledate,
      techauthid: workorder.techauthid,
      techname: personName(techUser),
    })
    .from(workorder)
    .innerJoin(workorderstatus, eq(workorderstatus.id, workorder.statusid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .leftJoin(dispatcherUser, eq(dispatcherUser.id, workorder.dispatcherid))
    .leftJoin(priority, eq(priority.id, workorder.priorityid))
    .leftJoin(techUser, eq(techUser.user_id, workorder.techauthid))
    .where(eq(workorder.id, workorderid));
  return row;
}

/** The order's trade names, in the order they were added. */
export async function findTradeNames(db: Db, workorderid: number): Promise<string[]> {
  const rows = await db
    .select({ tradename: trade.tradename })
    .from(workordertrade)
    .innerJoin(trade, eq(trade.tradeid, workordertrade.tradeid))
    .where(eq(workordertrade.workorderid, workorderid))
    .orderBy(asc(workordertrade.id));
  return rows.map((row) => row.tradename);
}

/** The vendor's own lines on the order (any status: the portal shows a cancelled line as Cancelled). */
export async function findOwnVendorLines(db: Db, options: OwnLines) {
  return db
    .select({
      wovendorid: workordervendor.id,
      vendorid: workordervendor.vendorid,
      vendorname: vendor.name,
      tradename: trade.tradename,
      nte: workordervendor.nte,
      quotedamount: workordervendor.quotedamount,
      invnumber: workordervendor.invnumber,
      isapproved: workordervendor.isapproved,
      status: workordervendor.status,
      nodflagged: workordervendor.nodflagged,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .leftJoin(trade, eq(trade.tradeid, workordervendor.tradeid))
    .where(ownLines(options))
    .orderBy(asc(workordervendor.id));
}

/** A tech of the vendor who may be assigned: a Tech-role user linked to it, active and not blocked. */
export async function getVendorTech(db: Db, options: { vendorid: number; user_id: string }) {
  const [row] = await db
    .select({ user_id: users.user_id, name: personName(users) })
    .from(users)
    .where(
      and(
        eq(users.user_id, options.user_id),
        eq(users.vendorid, options.vendorid),
        eq(users.isactive, true),
        eq(users.blocked, false),
        sql`exists (select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
          where ${userrole.userid} = ${users.id} and ${role.name} = 'Tech')`,
      ),
    );
  return row;
}
