import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  customerjobsiteprocedure,
  priority,
  trade,
  users,
  vendor,
  workorder,
  workordertrade,
  workordervendor,
} from '../../db/schema/index';

// What the vendor-line tickets print (lib/documents/ticket-parts `TicketData`): one vendor line with
// its work order, job site, vendor, trades and procedures.

/** The line, its order and its vendor; undefined when the line does not exist. */
async function getTicketRow(db: Db, workordervendorid: number) {
  const [row] = await db
    .select({
      workorderid: workorder.id,
      wonumber: workorder.wonumber,
      ponumber: workorder.ponumber,
      priority: priority.name,
      customername: customer.customername,
      customerprocedure: customer.specialprocedure,
      receiveddate: workorder.createddate,
      scheduledate: workorder.scheduledate,
      duedate: workorder.duedate,
      briefdescription: workorder.briefdescription,
      description: workorder.description,
      jobsiteid: customerjobsite.id,
      jobsite: customerjobsite.jobsite,
      jobsitedescription: customerjobsite.jobsitedescription,
      streetaddress: customerjobsite.streetaddress,
      streetaddress2: customerjobsite.streetaddress2,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
      contactperson: customerjobsite.contactperson,
      phone: customerjobsite.phone,
      siteprocedure: customerjobsite.specialprocedure,
      linente: workordervendor.nte,
      quotedamount: workordervendor.quotedamount,
      lineTradeid: workordervendor.tradeid,
      vendorname: vendor.name,
      vendoraddress: vendor.address,
      vendoraddress2: vendor.address2,
      vendorcity: vendor.city,
      vendorstate: vendor.statecode,
      vendorzip: vendor.postalcode,
      vendorphone: vendor.primaryphone,
      vendoremail: sql<
        string | null
      >`coalesce(nullif(btrim(${vendor.dispatchemail}), ''), ${vendor.primaryemail})`,
      dispatchername: sql<
        string | null
      >`nullif(btrim(${users.given_name} || ' ' || ${users.family_name}), '')`,
      dispatcheremail: users.email,
    })
    .from(workordervendor)
    .innerJoin(workorder, eq(workorder.id, workordervendor.workorderid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .leftJoin(priority, eq(priority.id, workorder.priorityid))
    .leftJoin(users, eq(users.id, workorder.dispatcherid))
    .where(eq(workordervendor.id, workordervendorid));
  return row;
}
export type TicketRow = NonNullable<Awaited<ReturnType<typeof getTicketRow>>>;

/** The line's trade when it names one, else the order's trades, by name. */
async function findTicketTrades(db: Db, row: TicketRow): Promise<string[]> {
  if (row.lineTradeid !== null) {
    const rows = await db
      .select({ tradename: trade.tradename })
      .from(trade)
      .where(eq(trade.tradeid, row.lineTradeid));
    return rows.map((r) => r.tradename);
  }
  const rows = await db
    .select({ tradename: trade.tradename })
    .from(workordertrade)
    .innerJoin(trade, eq(trade.tradeid, workordertrade.tradeid))
    .where(eq(workordertrade.workorderid, row.workorderid))
    .orderBy(asc(trade.tradename));
  return rows.map((r) => r.tradename);
}

/** The site's procedures in their order, then the site's and the customer's own procedure text. */
async function findTicketProcedures(db: Db, row: TicketRow): Promise<string[]> {
  const listed =
    row.jobsiteid === null
      ? []
      : await db
          .select({ procedure: customerjobsiteprocedure.procedure })
          .from(customerjobsiteprocedure)
          .where(eq(customerjobsiteprocedure.jobsiteid, row.jobsiteid))
          .orderBy(asc(customerjobsiteprocedure.sortorder), asc(customerjobsiteprocedure.id));
  return [...listed.map((r) => r.procedure), row.siteprocedure, row.customerprocedure]
    .map((text) => text?.trim() ?? '')
    .filter((text, index, all) => text !== '' && all.indexOf(text) === index);
}

/** Everything a ticket prints about one vendor line, or undefined when the line does not exist. */
export async function getTicketSource(db: Db, workordervendorid: number) {
  const row = await getTicketRow(db, workordervendorid);
  if (!row) return undefined;
  const [trades, procedures] = [await findTicketTrades(db, row), await findTicketProcedures(db, row)];
  return { row, trades, procedures };
}
export type TicketSource = NonNullable<Awaited<ReturnType<typeof getTicketSource>>>;
