import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { WORK_ORDER_TRADE_IDS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  city,
  county,
  customer,
  customertrade,
  customertraderate,
  customertraderatecity,
  customertraderatecounty,
  customertraderatestate,
  customertraderatezip,
  division,
  priority,
  requesttype,
  role,
  trade,
  userrole,
  users,
  workorderstatus,
  zipcode,
} from '../../db/schema/index';

export async function getCustomerById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: customer.id,
      customername: customer.customername,
      dispatcherauthid: customer.dispatcherauthid,
      salesrepauthid: customer.salesrepauthid,
    })
    .from(customer)
    .where(eq(customer.id, id));
  return row;
}

/**
 * The work-order form's lookups with their default-on-new flags (spec B section 3): active divisions
 * and request types, every status and priority, in their sort order.
 */
export async function findWorkOrderLookups(db: Db) {
  const option = <T extends typeof division | typeof requesttype | typeof workorderstatus | typeof priority>(
    table: T,
  ) => ({ id: table.id, name: table.name, isdefaultonnew: table.isdefaultonnew });
  // One after the other: status changes read these inside their transaction (one connection).
  const divisions = await db
    .select(option(division))
    .from(division)
    .where(eq(division.isactive, true))
    .orderBy(asc(division.sortorder), asc(division.id));
  const statuses = await db
    .select(option(workorderstatus))
    .from(workorderstatus)
    .orderBy(asc(workorderstatus.sortorder), asc(workorderstatus.id));
  const priorities = await db
    .select(option(priority))
    .from(priority)
    .orderBy(asc(priority.sortorder), asc(priority.id));
  const requesttypes = await db
    .select(option(requesttype))
    .from(requesttype)
    .where(eq(requesttype.isactive, true))
    .orderBy(asc(requesttype.sortorder), asc(requesttype.id));
  return { divisions, statuses, priorities, requesttypes };
}
export type WorkOrderLookups = Awaited<ReturnType<typeof findWorkOrderLookups>>;

/** The trades a work order may carry (spec B section 9: 20, 33, 34, 50). */
export async function findWorkOrderTradeTypes(db: Db) {
  return db
    .select({ id: trade.tradeid, tradeid: trade.tradeid, tradename: trade.tradename })
    .from(trade)
    .where(and(inArray(trade.tradeid, [...WORK_ORDER_TRADE_IDS]), eq(trade.isactive, true)))
    .orderBy(asc(trade.tradename));
}

const staffColumns = {
  id: users.id,
  firstname: users.given_name,
  lastname: users.family_name,
  email: users.email,
};
const isActiveUser = and(eq(users.isactive, true), eq(users.blocked, false));

/** Dispatchers and Admins who can sign in: the Dispatcher and Users to E-mail options. */
export async function findStaffOptions(db: Db) {
  const hasStaffRole = sql<boolean>`exists (
    select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
    where ${userrole.userid} = ${users.id} and ${role.name} in ('Dispatchers', 'Admin')
  )`;
  return db
    .select(staffColumns)
    .from(users)
    .where(and(isActiveUser, hasStaffRole))
    .orderBy(asc(users.given_name), asc(users.family_name), asc(users.id));
}

/** Users flagged as sales reps (users.issalesrep): the Sales Rep options. */
export async function findSalesRepOptions(db: Db) {
  return db
    .select(staffColumns)
    .from(users)
    .where(and(isActiveUser, eq(users.issalesrep, true)))
    .orderBy(asc(users.given_name), asc(users.family_name), asc(users.id));
}

/**
 * The customer's trade rates shown under `statecode` or covering it (decision 018 "Trade-rate
 * coverage"), with the cities, counties and zip codes each covers, comma separated.
 */
export async function findCustomerTradeRates(db: Db, options: { customerid: number; statecode?: string }) {
  const { statecode } = options;
  return db
    .select({
      name: customertraderate.name,
      tradeid: customertrade.tradeid,
      tradename: trade.tradename,
      statecode: customertraderate.statecode,
      regularrate: customertraderate.regularrate,
      overtimerate: customertraderate.overtimerate,
      holidayrate: customertraderate.holidayrate,
      tripcharge: customertraderate.tripcharge,
      markuppercent: customertraderate.markupcharge,
      city: sql<string | null>`(select string_agg(${city.city}, ', ' order by ${city.city})
        from ${customertraderatecity} join ${city} on ${city.id} = ${customertraderatecity.cityid}
        where ${customertraderatecity.traderateid} = ${customertraderate.id})`,
      county: sql<string | null>`(select string_agg(${county.county}, ', ' order by ${county.county})
        from ${customertraderatecounty} join ${county} on ${county.id} = ${customertraderatecounty.countyid}
        where ${customertraderatecounty.traderateid} = ${customertraderate.id})`,
      zipcode: sql<string | null>`(select string_agg(${zipcode.zipcode}, ', ' order by ${zipcode.zipcode})
        from ${customertraderatezip} join ${zipcode} on ${zipcode.id} = ${customertraderatezip.zipcodeid}
        where ${customertraderatezip.traderateid} = ${customertraderate.id})`,
    })
    .from(customertraderate)
    .innerJoin(customertrade, eq(customertrade.id, customertraderate.customertradeid))
    .innerJoin(trade, eq(trade.tradeid, customertrade.tradeid))
    .where(
      and(
        eq(customertrade.customerid, options.customerid),
        eq(customertrade.isdeleted, false),
        statecode
          ? or(
              eq(customertraderate.statecode, statecode),
              sql`exists (select 1 from ${customertraderatestate}
                where ${customertraderatestate.traderateid} = ${customertraderate.id}
                and ${customertraderatestate.statecode} = ${statecode})`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(trade.tradename), asc(customertraderate.name), asc(customertraderate.id));
}
