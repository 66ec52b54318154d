import { sql } from 'drizzle-orm';
import { STATUS } from '@dispatchwise/shared';
import { col, rangeWhere, type ReportQuery } from './reports.list';

/**
 * The activity and count reports (docs/reports.md): 9 (dispatcher touches), 10 (per customer) and 18
 * (per dispatcher). A touch (decision 151) is a work-order note the dispatcher wrote, status changes
 * included: the status change writes its note ("Status changed from ..." or "Cancelled: ...") as
 * the user who made it (work-orders.status.service.ts).
 */

const person = sql.raw(`nullif(btrim(concat_ws(' ', d."given_name", d."family_name")), '')`);
const STATUS_NOTE = sql`(n."note" like 'Status changed from %' or n."note" like 'Cancelled: %')`;

/** Order counts by `by` over the orders received in the range. */
const countsBy = (by: 'customerid' | 'dispatcherid', params: Parameters<ReportQuery['source']>[0]) => sql`(
  select w.${sql.identifier(by)} as "key", count(*)::int as "workorders",
    count(*) filter (where w."statusid" not in (${STATUS.Cancelled}, ${STATUS.Invoiced}))::int as "open",
    count(*) filter (where w."statusid" = ${STATUS.Invoiced})::int as "invoiced",
    count(*) filter (where w."statusid" = ${STATUS.Cancelled})::int as "cancelled"
  from "workorder" w
  where w.${sql.identifier(by)} is not null and ${rangeWhere(sql`w."createddate"`, params)}
  group by 1)`;

const countFields = {
  workorders: col(sql`p."workorders"`, false),
  open: col(sql`p."open"`, false),
  invoiced: col(sql`p."invoiced"`, false),
  cancelled: col(sql`p."cancelled"`, false),
};

export const ACTIVITY_REPORTS: ReportQuery[] = [
  {
    id: 9,
    source: (params) => ({
      // workordernote_createddate_createdby_idx serves the range as an index-only scan.
      from: sql`(select n."createdby" as "key",
          count(*) filter (where not ${STATUS_NOTE})::int as "notes",
          count(*) filter (where ${STATUS_NOTE})::int as "statuschanges",
          count(*)::int as "touches",
          count(distinct n."workorderid")::int as "workorders"
        from "workordernote" n
        where n."createdby" is not null and ${rangeWhere(sql`n."createddate"`, params)}
        group by 1) p
        join "users" d on d."id" = p."key" and d."isdispatcher"`,
      id: sql`p."key"`,
    }),
    fields: {
      dispatcher: col(person),
      notes: col(sql`p."notes"`, false),
      statuschanges: col(sql`p."statuschanges"`, false),
      touches: col(sql`p."touches"`, false),
      workorders: col(sql`p."workorders"`, false),
    },
  },
  {
    id: 10,
    source: (params) => ({
      from: sql`${countsBy('customerid', params)} p join "customer" c on c."id" = p."key"`,
      id: sql`p."key"`,
    }),
    fields: { customername: col(sql`c."customername"`, false), ...countFields },
  },
  {
    id: 18,
    source: (params) => ({
      from: sql`${countsBy('dispatcherid', params)} p join "users" d on d."id" = p."key"`,
      id: sql`p."key"`,
    }),
    fields: { dispatcher: col(person), ...countFields },
  },
];
