import { sql } from 'drizzle-orm';
import { STATUS } from '@dispatchwise/shared';
import { col, inRange, rangeWhere, type ReportQuery } from './reports.list';

/**
 * The work-order and money reports (docs/reports.md): 1, 2, 8, 11 (orders), 3, 12, 23 (profit), 16 and
 * 20 (invoices). Every range is on an indexed timestamp (decision 151; migration of issue 14).
 */

const CLOSED = sql.raw(`${STATUS.Cancelled}, ${STATUS.Invoiced}`);
/** Completed work that has no invoice yet (report 11): completed by the vendor, waiting on paperwork, ready to bill, billing pending. */
const COMPLETED_NOT_INVOICED = sql.raw(
  [STATUS.CompletedVendor, STATUS.CWOP, STATUS.RTB, STATUS.BillingPending].join(', '),
);

const person = (alias: string) =>
  sql.raw(`nullif(btrim(concat_ws(' ', ${alias}."given_name", ${alias}."family_name")), '')`);

const orderFrom = sql`"workorder" w
  join "customer" c on c."id" = w."customerid"
  join "workorderstatus" s on s."id" = w."statusid"
  left join "customerjobsite" js on js."id" = w."jobsiteid"
  left join "users" d on d."id" = w."dispatcherid"`;

const orderFields = {
  workorderid: col(sql`w."id"`, false),
  wonumber: col(sql`w."wonumber"`, false),
  ponumber: col(sql`w."ponumber"`),
  customername: col(sql`c."customername"`, false),
  jobsite: col(sql`js."jobsite"`),
  city: col(sql`js."city"`),
  statecode: col(sql`js."statecode"`),
  status: col(sql`s."name"`, false),
  dispatcher: col(person('d')),
  createddate: col(sql`w."createddate"`, false),
  scheduledate: col(sql`w."scheduledate"`),
  nte: col(sql`w."nte"`),
};
const orderSource = () => ({ from: orderFrom, id: sql`w."id"` });

/** A vendor line's cost is its quoted amount (decision 134); a work order's is the sum of its lines. */
const vendorCostOf = (order: string) =>
  sql.raw(
    `(select coalesce(sum(l."quotedamount"), 0) from "workordervendor" l where l."workorderid" = ${order}."id")`,
  );
/** Non-rejected invoices (the work-order header's margin, spec B section 9). */
const invoicedOf = (order: string) =>
  sql.raw(
    `(select coalesce(sum(i."amount"), 0) from "invoice" i where i."workorderid" = ${order}."id" and not i."isrejected")`,
  );
/** invoiceMargin of packages/shared in SQL: (amount - cost) / amount in percent, 2 decimals half away from zero; null without an amount. */
const marginOf = (amount: string, cost: string) =>
  sql.raw(
    `case when ${amount} = 0 then null else round((${amount} - ${cost}) * 100 / ${amount}, 2)::float8 end`,
  );

/** Work orders invoiced in the range with their invoice amount and vendor cost, one row each. */
const invoicedOrders = (where: ReturnType<typeof rangeWhere>) => sql`(
  select w."id", w."wonumber", w."customerid", w."dispatcherid", w."invoicedate",
    ${invoicedOf('w')} as "invoiceamount", ${vendorCostOf('w')} as "vendorcost"
  from "workorder" w where w."invoicedate" is not null and ${where})`;

const profitFields = () => ({
  workorders: col(sql.raw(`p."workorders"`), false),
  invoiceamount: col(sql.raw(`p."invoiceamount"`), false),
  vendorcost: col(sql.raw(`p."vendorcost"`), false),
  netprofit: col(sql.raw(`(p."invoiceamount" - p."vendorcost")`), false),
  margin: col(marginOf('p."invoiceamount"', 'p."vendorcost"')),
});

/**
 * Profit grouped by `by` (customerid or dispatcherid) over the orders invoiced in the range. Summed per key
 * in three set-based aggregates joined at the end: per-order subqueries took 2.5-3.4 s at 1M orders for a
 * year (270,000 invoiced orders), this 0.6-0.8 s (docs/performance.md "Reports").
 */
const profitBy = (by: 'customerid' | 'dispatcherid', params: Parameters<ReportQuery['source']>[0]) => sql`(
  with o as (
    select w."id", w.${sql.identifier(by)} as "key" from "workorder" w
    where w."invoicedate" is not null and w.${sql.identifier(by)} is not null
      and ${rangeWhere(sql`w."invoicedate"`, params)}),
  n as (select o."key", count(*)::int as "workorders" from o group by 1),
  inv as (
    select o."key", sum(i."amount") as "amount" from "invoice" i join o on o."id" = i."workorderid"
    where not i."isrejected" group by 1),
  cost as (
    select o."key", sum(l."quotedamount") as "amount" from "workordervendor" l join o on o."id" = l."workorderid"
    group by 1)
  select n."key", n."workorders", coalesce(inv."amount", 0) as "invoiceamount",
    coalesce(cost."amount", 0) as "vendorcost"
  from n left join inv on inv."key" = n."key" left join cost on cost."key" = n."key")`;

export const WORK_ORDER_REPORTS: ReportQuery[] = [
  {
    id: 1,
    source: orderSource,
    fields: orderFields,
    conditions: () => [sql`w."statusid" not in (${CLOSED})`],
  },
  {
    id: 2,
    source: orderSource,
    fields: orderFields,
    conditions: (params) => inRange(sql`w."createddate"`, params),
  },
  {
    id: 3,
    source: (params) => ({
      from: sql`${invoicedOrders(rangeWhere(sql`w."invoicedate"`, params))} o
        join "workorder" w on w."id" = o."id"
        join "customer" c on c."id" = w."customerid"
        left join "users" d on d."id" = w."dispatcherid"`,
      id: sql`o."id"`,
    }),
    fields: {
      workorderid: col(sql`o."id"`, false),
      wonumber: col(sql`o."wonumber"`, false),
      customername: col(sql`c."customername"`, false),
      dispatcher: col(person('d')),
      invoicedate: col(sql`o."invoicedate"`, false),
      invoiceamount: col(sql`o."invoiceamount"`, false),
      vendorcost: col(sql`o."vendorcost"`, false),
      netprofit: col(sql`(o."invoiceamount" - o."vendorcost")`, false),
      margin: col(marginOf('o."invoiceamount"', 'o."vendorcost"')),
    },
  },
  {
    id: 8,
    source: orderSource,
    fields: {
      workorderid: orderFields.workorderid,
      wonumber: orderFields.wonumber,
      customername: orderFields.customername,
      dispatcher: orderFields.dispatcher,
      createddate: orderFields.createddate,
      modifieddate: col(sql`w."modifieddate"`, false),
      cancelreason: col(sql`w."cancelreason"`),
      nte: orderFields.nte,
    },
    conditions: (params) => [
      sql`w."statusid" = ${STATUS.Cancelled}`,
      ...inRange(sql`w."createddate"`, params),
    ],
  },
  {
    id: 11,
    source: orderSource,
    fields: {
      workorderid: orderFields.workorderid,
      wonumber: orderFields.wonumber,
      ponumber: orderFields.ponumber,
      customername: orderFields.customername,
      jobsite: orderFields.jobsite,
      city: orderFields.city,
      statecode: orderFields.statecode,
      status: orderFields.status,
      dispatcher: orderFields.dispatcher,
      createddate: orderFields.createddate,
      nte: orderFields.nte,
      completedate: col(sql`w."completedate"`),
      vendorcost: col(vendorCostOf('w'), false),
    },
    conditions: () => [
      sql`w."statusid" in (${COMPLETED_NOT_INVOICED})`,
      sql`not exists (select 1 from "invoice" i where i."workorderid" = w."id" and not i."isrejected")`,
    ],
  },
  {
    id: 12,
    source: (params) => ({
      from: sql`${profitBy('customerid', params)} p join "customer" c on c."id" = p."key"`,
      id: sql`p."key"`,
    }),
    fields: { customername: col(sql`c."customername"`, false), ...profitFields() },
  },
  {
    id: 23,
    source: (params) => ({
      from: sql`${profitBy('dispatcherid', params)} p join "users" d on d."id" = p."key"`,
      id: sql`p."key"`,
    }),
    fields: { dispatcher: col(person('d')), ...profitFields() },
  },
  {
    id: 16,
    source: () => ({
      from: sql`"invoice" i join "workorder" w on w."id" = i."workorderid" join "customer" c on c."id" = w."customerid"`,
      id: sql`i."id"`,
    }),
    fields: invoiceFields(),
    conditions: (params) => [sql`not i."isrejected"`, ...inRange(sql`i."invoicingdate"`, params)],
  },
  {
    id: 20,
    source: () => ({
      from: sql`"invoice" i join "workorder" w on w."id" = i."workorderid" join "customer" c on c."id" = w."customerid"`,
      id: sql`i."id"`,
    }),
    fields: {
      ...invoiceFields(),
      balance: col(sql`(i."amount" - coalesce(i."amountreceived", 0))`, false),
      daysoverdue: col(sql`greatest(0, (current_date - (i."duedate" at time zone 'UTC')::date))`),
      aging: col(sql`case
        when i."duedate" is null or i."duedate" >= current_date then 'Current'
        when i."duedate" >= current_date - 30 then '1-30'
        when i."duedate" >= current_date - 60 then '31-60'
        when i."duedate" >= current_date - 90 then '61-90'
        else '90+' end`),
    },
    // The partial index invoice_open_duedate_idx holds exactly these rows (migration of issue 14).
    conditions: () => [sql`not i."isrejected" and coalesce(i."amountreceived", 0) < i."amount"`],
  },
];

function invoiceFields() {
  return {
    workorderid: col(sql`w."id"`, false),
    invoicenumber: col(sql`i."invoicenumber"`),
    wonumber: col(sql`w."wonumber"`, false),
    customername: col(sql`c."customername"`, false),
    invoicingdate: col(sql`i."invoicingdate"`),
    duedate: col(sql`i."duedate"`),
    amount: col(sql`i."amount"`, false),
    amountreceived: col(sql`i."amountreceived"`),
  };
}
