import { and, asc, desc, eq, inArray, lt, ne, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { FIELD_WORK_DONE_STATUS_IDS, type CheckInKind } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  workorder,
  workordercheckin,
  workorderevent,
  workorderstatus,
  workordervendor,
  zipcode,
} from '../../db/schema/index';

// SQL of the technicians' check-in (docs/decisions/159): the job site's place and the distance to it,
// today's work, the check-in rows and the lines whose arrival the scorecard has not seen yet.

/**
 * The job site's coordinates as the vendor search reads them (getJobSitePlace): its own when
 * geocoded, else its zip's centre. Used with the joins of `withSite`.
 */
const siteLatitude = sql<number | null>`coalesce(${customerjobsite.latitude}, ${zipcode.latitude})`;
const siteLongitude = sql<
  number | null
>`case when ${customerjobsite.latitude} is null then ${zipcode.longitude} else ${customerjobsite.longitude} end`;
const siteZip = sql`left(btrim(${customerjobsite.postalcode}), 5)`;

/** The caller's live line on the order: the portal scope of decision 158, in SQL. */
const liveLineOf = (vendorid: number) =>
  sql`exists (select 1 from ${workordervendor} where ${workordervendor.workorderid} = ${workorder.id}
    and ${workordervendor.vendorid} = ${vendorid} and ${workordervendor.status} <> 'Cancelled')`;

/** Whether geofencing applies to the order and how far (metres, earthdistance) the position is from its site. */
export async function getCheckInPlace(
  db: Db,
  options: { workorderid: number; latitude: number; longitude: number },
) {
  const [row] = await db
    .select({
      overridegeofencing: workorder.overridegeofencing,
      distance: sql<number | null>`case when ${siteLatitude} is null then null
        else earth_distance(ll_to_earth(${siteLatitude}, ${siteLongitude}),
          ll_to_earth(${options.latitude}::float8, ${options.longitude}::float8)) end`,
    })
    .from(workorder)
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .leftJoin(zipcode, eq(zipcode.zipcode, siteZip))
    .where(eq(workorder.id, options.workorderid));
  return row;
}

const recordColumns = {
  id: workordercheckin.id,
  workorderid: workordercheckin.workorderid,
  kind: sql<CheckInKind>`${workordercheckin.kind}`,
  createddate: workordercheckin.createddate,
  distance: workordercheckin.distance,
  outsidefence: workordercheckin.outsidefence,
};

/** The caller's latest check-in or check-out on each of the orders (workordercheckin_workorderid_userid_idx). */
export async function findLastCheckIns(db: Db, options: { workorderids: number[]; userid: number }) {
  if (options.workorderids.length === 0) return [];
  return db
    .selectDistinctOn([workordercheckin.workorderid], recordColumns)
    .from(workordercheckin)
    .where(
      and(
        inArray(workordercheckin.workorderid, options.workorderids),
        eq(workordercheckin.userid, options.userid),
      ),
    )
    .orderBy(workordercheckin.workorderid, desc(workordercheckin.id));
}

export async function insertCheckIn(db: Db, values: typeof workordercheckin.$inferInsert) {
  const [row] = await db.insert(workordercheckin).values(values).returning(recordColumns);
  return row!;
}

/**
 * The vendor's live lines on the order without a TOS event yet: the first check-in is the arrival
 * the scorecard reads (the first TOS event of the line, migration 0012).
 */
export async function findLinesWithoutArrival(db: Db, options: { workorderid: number; vendorid: number }) {
  return db
    .select({ id: workordervendor.id })
    .from(workordervendor)
    .where(
      and(
        eq(workordervendor.workorderid, options.workorderid),
        eq(workordervendor.vendorid, options.vendorid),
        ne(workordervendor.status, 'Cancelled'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(workorderevent)
            .where(
              and(
                eq(workorderevent.workordervendorid, workordervendor.id),
                eq(workorderevent.actiontype, 'TOS'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(workordervendor.id));
}

/** At most this many orders on the phone's list (a day's work is a handful). */
export const TODAY_LIMIT = 100;

/**
 * Today's work of the caller: orders with a live line of the vendor (a Tech: assigned to it),
 * scheduled before `before` (today or overdue) and whose field work is not over.
 */
export async function findTodayOrders(
  db: Db,
  options: { vendorid: number; techauthid?: string; before: Date },
) {
  const conditions: (SQL | undefined)[] = [
    liveLineOf(options.vendorid),
    lt(workorder.scheduledate, options.before),
    notInArray(workorder.statusid, [...FIELD_WORK_DONE_STATUS_IDS]),
    options.techauthid === undefined ? undefined : eq(workorder.techauthid, options.techauthid),
  ];
  return db
    .select({
      id: workorder.id,
      wonumber: workorder.wonumber,
      statusid: workorder.statusid,
      status: workorderstatus.name,
      scheduledate: workorder.scheduledate,
      briefdescription: workorder.briefdescription,
      customername: customer.customername,
      jobsite: customerjobsite.jobsite,
      streetaddress: customerjobsite.streetaddress,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
      latitude: siteLatitude,
      longitude: siteLongitude,
      geofencing: sql<boolean>`not ${workorder.overridegeofencing}`,
    })
    .from(workorder)
    .innerJoin(workorderstatus, eq(workorderstatus.id, workorder.statusid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .leftJoin(zipcode, eq(zipcode.zipcode, siteZip))
    .where(and(...conditions))
    .orderBy(asc(workorder.scheduledate), asc(workorder.id))
    .limit(TODAY_LIMIT);
}
