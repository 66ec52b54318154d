import { sql, type SQL } from 'drizzle-orm';
import { EXCLUDED_TIER_ID, VENDOR_STATUS_TYPE, vendorCandidateResource } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { defineServerList, readRows, type FieldMap, type ServerList } from '../../lib/list-query/index';
import { intArray } from './sql-values';

// Finding vendors for a work order (spec B "Vendor tab" Select Vendor popup, "Right-side panel"
// Previously Used Vendors; docs/decisions/132).

/**
 * Where the order's job site is: its state, and from its zip code (the first five digits) the zip,
 * city and county rows the coverage tables name, and coordinates for distances (the site's own when
 * geocoded, else its zip's). The city falls back to the site's city name when the zip is unknown.
 */
export async function getJobSitePlace(db: Db, workorderid: number) {
  const [row] = await readRows<{
    workorderid: number;
    customerid: number;
    jobsiteid: number | null;
    statecode: string | null;
    stateid: number | null;
    zipcodeid: number | null;
    cityid: number | null;
    countyid: number | null;
    latitude: number | null;
    longitude: number | null;
  }>(
    db,
    sql`select w."id" as "workorderid", w."customerid", j."id" as "jobsiteid",
        coalesce(nullif(btrim(j."statecode"), ''), z."statecode") as "statecode",
        (select s."id" from "state" s
          where s."statecode" = coalesce(nullif(btrim(j."statecode"), ''), z."statecode")) as "stateid",
        z."id" as "zipcodeid", coalesce(z."cityid", c."id") as "cityid", z."countyid",
        coalesce(j."latitude", z."latitude") as "latitude",
        case when j."latitude" is null then z."longitude" else j."longitude" end as "longitude"
      from "workorder" w
      left join "customerjobsite" j on j."id" = w."jobsiteid"
      left join "zipcode" z on z."zipcode" = left(btrim(j."postalcode"), 5)
      left join "city" c on z."id" is null and c."statecode" = j."statecode" and c."city" = j."city"
      where w."id" = ${workorderid}`,
  );
  return row;
}
export type JobSitePlace = NonNullable<Awaited<ReturnType<typeof getJobSitePlace>>>;

/** Fields that are never null (the keyset and the compiler's null handling read it). */
const NOT_NULL = new Set([
  'id',
  'name',
  'isactive',
  'excludedfromcustomer',
  'createddate',
  'vendorstatustypeid',
  'vendorstatus',
  'vendorstatuscolor',
  'backgroundchecksrun',
  'wocount',
  'tradeid',
  'primarytrade',
  'paperworkcomplete',
  'isblocked',
  'isattached',
  'qcreviews',
  'arrivals',
  'completedjobs',
]);

/**
 * The vendors with a live trade among `tradeids` and a rate of it covering the site's state, county,
 * city or zip, one row each (the requested trade where its Admin dispatch priority is best, then the
 * first requested), with every field of `vendorCandidateResource`. Coverage comes from
 * `vendorcoverage` (migration 0012, kept by triggers): the index entries of the site's four places
 * and the trades, whatever the number of vendors; with `vendorid`, of that vendor only (a page row).
 * The block reason is the shared `vendorBlockReason` written in SQL, so that the grid sorts and
 * filters by it (a test compares the two).
 */
function candidatesSql(options: {
  place: JobSitePlace;
  tradeids: readonly number[];
  scorecardasof: Date | null;
  vendorid?: SQL;
}) {
  const { place, tradeids } = options;
  const trades = intArray(tradeids);
  const site =
    place.latitude === null || place.longitude === null
      ? sql`null::point`
      : sql`point(${place.longitude}::float8, ${place.latitude}::float8)`;
  const branch = (kind: number, placeid: number | null) =>
    sql`select "vendorid", "tradeid" from "vendorcoverage"
      where "placekind" = ${sql.raw(String(kind))} and "placeid" = ${placeid}::int and "tradeid" = any(${trades})
      ${options.vendorid ? sql`and "vendorid" = ${options.vendorid}` : sql``}`;
  const excluded = sql`v."id" in (select x."vendorid" from "customervendorexclusion" x
    where x."customerid" = ${place.customerid})`;
  return sql`with "covered" as (
      select distinct "vendorid", "tradeid" from (
        ${branch(1, place.stateid)} union all ${branch(2, place.countyid)}
        union all ${branch(3, place.cityid)} union all ${branch(4, place.zipcodeid)}
      ) c
    ), "best" as (
      select distinct on (c."vendorid") c."vendorid", c."tradeid", dv."priority"
      from "covered" c
      left join "dispatchvendor" dv
        on dv."tradeid" = c."tradeid" and dv."vendorid" = c."vendorid" and dv."priority" > 0
      order by c."vendorid", dv."priority" nulls last, array_position(${trades}, c."tradeid")
    )
    select v."id", v."name", v."address", v."city", v."statecode", v."postalcode", v."primaryphone",
      v."dispatchemail", v."isactive", ${excluded} as "excludedfromcustomer", v."minnte",
      v."createddate", ss."vendorrating", v."vendorstatustypeid", st."type" as "vendorstatus",
      st."color" as "vendorstatuscolor", v."backgroundchecksrun", coalesce(ss."wocount", 0) as "wocount",
      (case when v."latitude" is null or v."longitude" is null
        then (select point(z."longitude", z."latitude") from "zipcode" z
          where z."zipcode" = left(btrim(v."postalcode"), 5))
        else point(v."longitude", v."latitude") end <@> ${site}) as "distancefromjob",
      v."mssw", v."termid", tm."termdescription" as "term", v."tierid", b."tradeid",
      t."tradename" as "primarytrade", b."priority", v."paperworkcomplete",
      case when v."vendorstatustypeid" = ${VENDOR_STATUS_TYPE.Redlined}::int then 'Redlined'
        when v."tierid" = ${EXCLUDED_TIER_ID}::int then 'Tier 6'
        when ${excluded} then 'Excluded by customer' end as "blockedreason",
      (v."vendorstatustypeid" = ${VENDOR_STATUS_TYPE.Redlined}::int
        or coalesce(v."tierid" = ${EXCLUDED_TIER_ID}::int, false) or ${excluded}) as "isblocked",
      v."id" in (select "vendorid" from "workordervendor"
        where "workorderid" = ${place.workorderid} and "status" <> 'Cancelled') as "isattached",
      sc."qcaverage", sc."qcscore", coalesce(sc."qcreviews", 0) as "qcreviews",
      round(sc."ontimearrivals"::numeric / nullif(sc."arrivals", 0), 4)::float8 as "ontimerate",
      coalesce(sc."arrivals", 0) as "arrivals", coalesce(sc."completedjobs", 0) as "completedjobs",
      sc."averagecost", ${options.scorecardasof?.toISOString() ?? null}::timestamptz as "scorecardasof"
    from "best" b
    join "vendor" v on v."id" = b."vendorid"
    join "vendorstatustype" st on st."id" = v."vendorstatustypeid"
    join "trade" t on t."tradeid" = b."tradeid"
    left join "term" tm on tm."id" = v."termid"
    left join "vendorscorestats" ss on ss."vendorid" = v."id"
    left join "vendortradescorecard" sc on sc."vendorid" = b."vendorid" and sc."tradeid" = b."tradeid"`;
}

/** A timestamp as the API writes dates (JavaScript's toISOString: milliseconds, UTC). */
const isoText = (column: string) =>
  sql`to_char(c.${sql.identifier(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The Select Vendor grid of one search (docs/decisions/127, 132): the resource's list over the
 * candidates of this site and these trades. Pages, sorts, filters and the name search come from
 * lib/list-query; a page's rows are read again by id (the coverage index entries of one vendor), with
 * distances to two decimals and dates as the API writes them. Declared per request: the source names
 * the site and the trades.
 */
export function vendorCandidateList(options: {
  place: JobSitePlace;
  tradeids: readonly number[];
  scorecardasof: Date | null;
}): ServerList {
  const fields: FieldMap = Object.fromEntries(
    vendorCandidateResource.fields.map((field) => [
      field.name,
      { expr: sql`c.${sql.identifier(field.name)}`, nullable: !NOT_NULL.has(field.name) },
    ]),
  );
  const columns = sql.join(
    vendorCandidateResource.fields.map((field) => {
      const column = sql.identifier(field.name);
      if (field.type === 'date') return sql`${isoText(field.name)} as ${column}`;
      if (field.type === 'money') return sql`c.${column}::text as ${column}`;
      if (field.name === 'distancefromjob') return sql`round(c.${column}::numeric, 2)::float8 as ${column}`;
      return sql`c.${column}`;
    }),
    sql`, `,
  );
  return defineServerList({
    resource: vendorCandidateResource,
    source: { from: sql`(${candidatesSql(options)}) c`, id: sql`c."id"` },
    fields,
    scope: () => sql`true`,
    // Never cached (the route answers through `find`): the list-change triggers do not cover coverage,
    // rates or the scorecard summary.
    cacheScope: () => 'internal',
    rows: () => ({
      select: (id) => sql`select ${columns} from (${candidatesSql({ ...options, vendorid: id })}) c`,
    }),
  });
}

/**
 * Previously Used Vendors (spec B "Right-side panel"): vendors with a line that is not Cancelled on
 * another order of the job site and none on this order, the most recently attached first (at most 50).
 */
export async function findPastVendorsOfSite(db: Db, options: { jobsiteid: number; workorderid: number }) {
  return readRows<{
    vendorid: number;
    vendorname: string;
    primaryphone: string | null;
    dispatchemail: string | null;
    city: string | null;
    statecode: string | null;
    vendorstatustypeid: number;
    vendorstatus: string;
    tierid: number | null;
    jobs: number;
    lastworkorderid: number;
    lastwonumber: string;
    lastdate: Date;
    tradeid: number | null;
    excludedfromcustomer: boolean;
  }>(
    db,
    sql`with "used" as (
        select l."vendorid", count(*)::int as "jobs", max(l."createddate") as "lastdate",
          (array_agg(w."id" order by l."createddate" desc, l."id" desc))[1] as "lastworkorderid",
          (array_agg(w."wonumber" order by l."createddate" desc, l."id" desc))[1] as "lastwonumber",
          (array_agg(l."tradeid" order by l."createddate" desc, l."id" desc))[1] as "tradeid"
        from "workorder" w
        join "workordervendor" l on l."workorderid" = w."id" and l."status" <> 'Cancelled'
        where w."jobsiteid" = ${options.jobsiteid} and w."id" <> ${options.workorderid}
          and l."vendorid" not in (
            select "vendorid" from "workordervendor"
            where "workorderid" = ${options.workorderid} and "status" <> 'Cancelled')
        group by l."vendorid"
        order by "lastdate" desc
        limit 50
      )
      select u."vendorid", v."name" as "vendorname", v."primaryphone", v."dispatchemail", v."city",
        v."statecode", v."vendorstatustypeid", st."type" as "vendorstatus", v."tierid", u."jobs",
        u."lastworkorderid", u."lastwonumber", u."lastdate", u."tradeid",
        exists (select 1 from "customervendorexclusion" x join "workorder" o on o."customerid" = x."customerid"
          where o."id" = ${options.workorderid} and x."vendorid" = v."id") as "excludedfromcustomer"
      from "used" u
      join "vendor" v on v."id" = u."vendorid"
      join "vendorstatustype" st on st."id" = v."vendorstatustypeid"
      order by u."lastdate" desc, u."vendorid"`,
  );
}
