import { sql } from 'drizzle-orm';
import { vendorCompliance } from '@dispatchwise/shared';
import type { RawRow } from '../../lib/list-query/index';
import { col, inRange, rangeWhere, type ReportQuery } from './reports.list';

/** The vendor reports (docs/reports.md): 5, 6 (compliance), 7 (payments), 15 (expired insurance), 19 (counts). */

/** What the vendor record lacks: GL, WC (unless exempt), W9 and profile dates, as "GL, W9". */
const missingItems = sql`concat_ws(', ',
  case when v."glexpirationdate" is null then 'GL' end,
  case when not v."wcexempt" and v."wcexpirationdate" is null then 'WC' end,
  case when v."w9date" is null then 'W9' end,
  case when v."profiledate" is null then 'Profile' end)`;

const vendorFields = {
  vendorid: col(sql`v."id"`, false),
  name: col(sql`v."name"`, false),
  city: col(sql`v."city"`),
  statecode: col(sql`v."statecode"`),
};
const complianceFields = {
  ...vendorFields,
  glexpirationdate: col(sql`v."glexpirationdate"`),
  wcexpirationdate: col(sql`v."wcexpirationdate"`),
  wcexempt: col(sql`v."wcexempt"`, false),
  w9date: col(sql`v."w9date"`),
  profiledate: col(sql`v."profiledate"`),
  missingitems: col(missingItems, false),
  // Filled by `describeCompliance` from the shared rule (decision 146), for the page's rows only.
  compliance: col(sql`null::text`),
};

/** The shared compliance rule's words for a row: "GL expired 12 days ago; W9 expires in 30 days". */
function describeCompliance(rows: RawRow[], params: { now: Date }) {
  for (const row of rows) {
    const items = vendorCompliance(
      {
        glexpirationdate: row.glexpirationdate as Date | null,
        wcexpirationdate: row.wcexpirationdate as Date | null,
        wcexempt: row.wcexempt === true,
        w9date: row.w9date as Date | null,
      },
      params.now,
    ).filter((item) => item.threshold !== null);
    row.compliance =
      items.length === 0
        ? 'Current'
        : items
            .map((item) => {
              const name = item.document.toUpperCase();
              return item.daysleft < 0
                ? `${name} expired ${-item.daysleft} days ago`
                : `${name} expires in ${item.daysleft} days`;
            })
            .join('; ');
  }
}

const activeVendors = () => ({ from: sql`"vendor" v`, id: sql`v."id"` });

export const VENDOR_REPORTS: ReportQuery[] = [
  {
    id: 5,
    source: activeVendors,
    fields: complianceFields,
    conditions: () => [sql`v."isactive"`],
    finish: describeCompliance,
  },
  {
    id: 6,
    source: activeVendors,
    fields: complianceFields,
    conditions: () => [sql`v."isactive"`, sql`${missingItems} <> ''`],
    finish: describeCompliance,
  },
  {
    id: 7,
    source: () => ({
      from: sql`"vendorpayment" p join "vendor" v on v."id" = p."vendorid"`,
      id: sql`p."id"`,
    }),
    fields: {
      vendorid: col(sql`v."id"`, false),
      name: col(sql`v."name"`, false),
      txndate: col(sql`p."txndate"`, false),
      paymenttype: col(sql`p."paymenttype"`),
      refnumber: col(sql`p."refnumber"`),
      amount: col(sql`p."amount"`, false),
    },
    conditions: (params) => inRange(sql`p."txndate"`, params),
  },
  {
    id: 15,
    source: activeVendors,
    fields: {
      ...vendorFields,
      glexpirationdate: col(sql`v."glexpirationdate"`),
      wcexpirationdate: col(sql`v."wcexpirationdate"`),
      expireditems: col(
        sql`concat_ws(', ', case when v."glexpirationdate" < now() then 'GL' end,
          case when not v."wcexempt" and v."wcexpirationdate" < now() then 'WC' end)`,
        false,
      ),
      // Days since the earlier expired policy.
      daysexpired: col(
        sql`(current_date - (least(
          case when v."glexpirationdate" < now() then v."glexpirationdate" end,
          case when not v."wcexempt" and v."wcexpirationdate" < now() then v."wcexpirationdate" end
        ) at time zone 'UTC')::date)`,
        false,
      ),
    },
    conditions: () => [
      sql`v."isactive"`,
      sql`(v."glexpirationdate" < now() or (not v."wcexempt" and v."wcexpirationdate" < now()))`,
    ],
  },
  {
    id: 19,
    source: (params) => ({
      from: sql`(select l."vendorid" as "key", count(distinct l."workorderid")::int as "workorders",
          sum(l."quotedamount") as "quotedamount"
        from "workordervendor" l where ${rangeWhere(sql`l."createddate"`, params)} group by 1) p
        join "vendor" v on v."id" = p."key"`,
      id: sql`p."key"`,
    }),
    fields: {
      vendorid: col(sql`v."id"`, false),
      name: col(sql`v."name"`, false),
      workorders: col(sql`p."workorders"`, false),
      quotedamount: col(sql`p."quotedamount"`, false),
    },
  },
];
