import { sql, type SQL } from 'drizzle-orm';
import { HEATMAP, HEATMAP_BOUNDS, REPORT_MESSAGES, type ReportDataRequest } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { readRows } from '../../lib/list-query/index';
import { inRange, type ReportRange } from './reports.list';

/**
 * Heat maps 13, 14 and 24 (spec A "Heat maps"; decision 152): markers (one per work order or vendor,
 * at its zip's centre, at most HEATMAP_BOUNDS.markers, newest or nearest first) and heat (one point
 * per zip with `mag` matches there, at most HEATMAP_BOUNDS.heatZips, largest first), both GeoJSON
 * Points at [longitude, latitude] from the zip table; `count` is every match, placed or not.
 */

const METRES_PER_MILE = 1609.344;

type MarkerRow = { id: number; label: string; address: string; latitude: number; longitude: number };
type HeatRow = {
  time: Date | string | null;
  mag: number;
  address: string;
  latitude: number;
  longitude: number;
};

const point = (row: { latitude: number; longitude: number }) => ({
  type: 'Point' as const,
  coordinates: [Number(row.longitude), Number(row.latitude)] as [number, number],
});
const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function answer(
  reportid: number,
  kind: 'workorder' | 'vendor',
  rows: { count: number; markers: MarkerRow[]; heat: HeatRow[] },
) {
  const markers = rows.markers.slice(0, HEATMAP_BOUNDS.markers);
  const heat = rows.heat.slice(0, HEATMAP_BOUNDS.heatZips);
  return {
    reportid,
    markers: {
      type: 'FeatureCollection' as const,
      features: markers.map((row) => ({
        type: 'Feature' as const,
        geometry: point(row),
        properties: { kind, id: row.id, label: row.label, address: row.address },
      })),
    },
    heat: {
      type: 'FeatureCollection' as const,
      features: heat.map((row) => ({
        type: 'Feature' as const,
        geometry: point(row),
        properties: { time: iso(row.time), mag: Number(row.mag), address: row.address },
      })),
    },
    count: rows.count,
    isTruncated: rows.markers.length > HEATMAP_BOUNDS.markers || rows.heat.length > HEATMAP_BOUNDS.heatZips,
  };
}

const zipAddress = sql`concat(z."city", ', ', z."statecode", ' ', z."zipcode")`;

/** Work orders (13: received in the range; 14: of a customer and trade) at their job site's zip. */
async function workOrderHeatMap(db: Db, reportid: number, conditions: SQL[]) {
  const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
  const matches = sql`select w."id", w."wonumber", w."createddate", js."postalcode", js."streetaddress"
    from "workorder" w join "customerjobsite" js on js."id" = w."jobsiteid" where ${where}`;
  const [counted, markers, heat] = await Promise.all([
    readRows<{ count: number }>(db, sql`select count(*)::int as count from (${matches}) m`),
    readRows<MarkerRow>(
      db,
      sql`select m."id", m."wonumber" as label,
          concat_ws(', ', nullif(m."streetaddress", ''), ${zipAddress}) as address, z."latitude", z."longitude"
        from (${matches}) m join "zipcode" z on z."zipcode" = left(m."postalcode", 5)
        order by m."createddate" desc, m."id" desc limit ${HEATMAP_BOUNDS.markers + 1}`,
    ),
    readRows<HeatRow>(
      db,
      sql`select max(m."createddate") as time, count(*)::int as mag, ${zipAddress} as address,
          z."latitude", z."longitude"
        from (${matches}) m join "zipcode" z on z."zipcode" = left(m."postalcode", 5)
        group by z."id" order by mag desc, z."id" limit ${HEATMAP_BOUNDS.heatZips + 1}`,
    ),
  ]);
  return answer(reportid, 'workorder', { count: counted[0]?.count ?? 0, markers, heat });
}

/**
 * Vendors covering zips within `radius` miles of `zipcode` (24): a vendor covers a zip when one of its
 * live trade rates covers the zip, its city, its county or its state (vendorcoverage, decision 132).
 * Markers sit at the vendor's coordinates, else its zip's centre; heat is per covered zip in the circle.
 */
async function vendorCoverageHeatMap(db: Db, input: { zipcode: string; radius: number }) {
  const [centre] = await readRows<{ latitude: number; longitude: number }>(
    db,
    sql`select "latitude", "longitude" from "zipcode" where "zipcode" = ${input.zipcode}`,
  );
  if (!centre) throw badRequest(REPORT_MESSAGES.zipUnknown, { zipcode: REPORT_MESSAGES.zipUnknown });
  const box = sql`earth_box(ll_to_earth(${centre.latitude}::float8, ${centre.longitude}::float8), ${
    input.radius * METRES_PER_MILE
  }::float8)`;
  const at = sql`point(${centre.longitude}::float8, ${centre.latitude}::float8)`;
  // A vendor covering the whole state covers every zip of it: those are counted once per state, and per zip
  // only the vendors covering its zip, city or county without the state are listed. Exact, and about 50 ms at
  // 20,000 vendors where listing every (zip, vendor) pair (320,000 around Austin) took about 1 s per query.
  const covered = sql`with "zips" as materialized (
      select z."id", z."zipcode", z."city", z."statecode", z."cityid", z."countyid", z."latitude", z."longitude"
      from "zipcode" z
      where ${box} @> ll_to_earth(z."latitude", z."longitude")
        and (point(z."longitude", z."latitude") <@> ${at}) <= ${input.radius}::float8
    ), "statewide" as materialized (
      select distinct s."statecode", vc."vendorid"
      from (select distinct "statecode" from "zips") zs
      join "state" s on s."statecode" = zs."statecode"
      join "vendorcoverage" vc on vc."placekind" = 1 and vc."placeid" = s."id"
      join "vendor" v on v."id" = vc."vendorid" and v."isactive"
    ), "local" as materialized (
      select distinct z."id" as "zipid", vc."vendorid"
      from "zips" z
      join "vendorcoverage" vc on (vc."placekind", vc."placeid") in ((4, z."id"), (3, z."cityid"), (2, z."countyid"))
      join "vendor" v on v."id" = vc."vendorid" and v."isactive"
      where not exists (
        select 1 from "statewide" sw where sw."statecode" = z."statecode" and sw."vendorid" = vc."vendorid")
    ), "vendors" as materialized (
      select "vendorid" from "statewide" union select "vendorid" from "local"
    ), "perzip" as (
      select z."id", z."zipcode", z."city", z."statecode", z."latitude", z."longitude",
        (select count(*) from "statewide" sw where sw."statecode" = z."statecode")
          + (select count(*) from "local" l where l."zipid" = z."id") as "mag"
      from "zips" z
    )`;
  const [row] = await readRows<{ count: number; markers: MarkerRow[]; heat: HeatRow[] }>(
    db,
    sql`${covered} select
        (select count(*)::int from "vendors") as count,
        (select coalesce(json_agg(m), '[]') from (
          select v."id", v."name" as label,
            concat_ws(', ', nullif(v."address", ''), v."city", v."statecode", v."postalcode") as address,
            coalesce(v."latitude", vz."latitude") as latitude, coalesce(v."longitude", vz."longitude") as longitude
          from "vendors" c
          join "vendor" v on v."id" = c."vendorid"
          left join "zipcode" vz on vz."zipcode" = left(v."postalcode", 5)
          where coalesce(v."latitude", vz."latitude") is not null
          order by (point(coalesce(v."longitude", vz."longitude"), coalesce(v."latitude", vz."latitude")) <@> ${at}), v."id"
          limit ${HEATMAP_BOUNDS.markers + 1}) m) as markers,
        (select coalesce(json_agg(h), '[]') from (
          select null as time, z."mag"::int as mag, ${zipAddress} as address, z."latitude", z."longitude"
          from "perzip" z where z."mag" > 0
          order by z."mag" desc, z."id" limit ${HEATMAP_BOUNDS.heatZips + 1}) h) as heat`,
  );
  const { count, markers, heat } = row!;
  return answer(24, 'vendor', { count, markers, heat });
}

/** The heat map of report 13, 14 or 24 for the request's parameters. */
export function findHeatMap(db: Db, input: ReportDataRequest, range: ReportRange) {
  if (input.reportid === 13) return workOrderHeatMap(db, 13, inRange(sql`w."createddate"`, range));
  if (input.reportid === 14)
    return workOrderHeatMap(db, 14, [
      ...(input.customerid ? [sql`w."customerid" = ${input.customerid}`] : []),
      ...(input.tradeid
        ? [
            sql`exists (select 1 from "workordertrade" t where t."workorderid" = w."id" and t."tradeid" = ${input.tradeid})`,
          ]
        : []),
    ]);
  if (!input.zipcode) throw badRequest(REPORT_MESSAGES.zipRequired, { zipcode: REPORT_MESSAGES.zipRequired });
  return vendorCoverageHeatMap(db, { zipcode: input.zipcode, radius: input.radius ?? HEATMAP.radiusDefault });
}
