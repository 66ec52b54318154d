import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachmenttype, workorderattachment, workordervendorqc } from '../../db/schema/index';
import { readRows } from '../../lib/list-query/index';
import { intArray } from './sql-values';
import { scorecardColumns, type ScorecardRow } from './vendor-scorecard';

// The Vendor tab's reads: a work order's vendor lines with their vendor, counts, QC and scorecard
// (spec B section 3 "Work-order vendor line"), and a line's files.

export type VendorLineRow = ScorecardRow & {
  id: number;
  workorderid: number;
  vendorid: number;
  vendorname: string;
  vendoraddress: string | null;
  vendorcity: string | null;
  vendorstate: string | null;
  vendorzip: string | null;
  phone: string | null;
  dispatchemail: string | null;
  nte: string | null;
  quotedamount: string;
  minnte: string | null;
  quoteonly: boolean;
  invnumber: string | null;
  status: string;
  workorderstatus: string;
  workorderstatusid: number;
  workordernte: string | null;
  paidbycc: boolean;
  nodflagged: boolean;
  note: string | null;
  isapproved: boolean;
  approveddate: Date | null;
  approvedby: string | null;
  syncedtoaccountingdate: Date | null;
  createddate: Date;
  tradeid: number | null;
  tradename: string | null;
  tradearray: string[] | null;
  tierid: number | null;
  vendorstatustypeid: number;
  wocount: number;
};

/** The lines of one order (newest first), or the one line `id`. */
export async function findVendorLineRows(
  db: Db,
  where: { workorderid: number } | { id: number },
): Promise<VendorLineRow[]> {
  const condition = 'id' in where ? sql`l."id" = ${where.id}` : sql`l."workorderid" = ${where.workorderid}`;
  return readRows<VendorLineRow>(
    db,
    sql`select l."id", l."workorderid", l."vendorid", v."name" as "vendorname",
        v."address" as "vendoraddress", v."city" as "vendorcity", v."statecode" as "vendorstate",
        v."postalcode" as "vendorzip", v."primaryphone" as "phone", v."dispatchemail",
        l."nte"::text as "nte", l."quotedamount"::text as "quotedamount", v."minnte"::text as "minnte",
        l."quoteonly", l."invnumber", l."status", ws."name" as "workorderstatus",
        w."statusid" as "workorderstatusid", w."nte"::text as "workordernte", l."paidbycc", l."nodflagged",
        l."note", l."isapproved", l."approveddate",
        nullif(btrim(coalesce(u."given_name", '') || ' ' || coalesce(u."family_name", '')), '') as "approvedby",
        l."syncedtoaccountingdate", l."createddate", l."tradeid", t."tradename",
        (select array_agg(vt_t."tradename" order by vt_t."tradename")
          from "vendortrade" vt join "trade" vt_t on vt_t."tradeid" = vt."tradeid"
          where vt."vendorid" = v."id" and not vt."isdeleted") as "tradearray",
        v."tierid", v."vendorstatustypeid", coalesce(ss."wocount", 0) as "wocount",
        ${scorecardColumns('sc')}
      from "workordervendor" l
      join "vendor" v on v."id" = l."vendorid"
      join "workorder" w on w."id" = l."workorderid"
      join "workorderstatus" ws on ws."id" = w."statusid"
      left join "trade" t on t."tradeid" = l."tradeid"
      left join "users" u on u."id" = l."approvedby"
      left join "vendorscorestats" ss on ss."vendorid" = l."vendorid"
      left join "vendortradescorecard" sc on sc."vendorid" = l."vendorid" and sc."tradeid" = l."tradeid"
      where ${condition}
      order by l."createddate" desc, l."id" desc`,
  );
}

/** The action counts of the lines, by line and action code. */
export async function findLineEventCounts(db: Db, lineids: readonly number[]) {
  if (lineids.length === 0) return [];
  return readRows<{ workordervendorid: number; actiontype: string; count: number }>(
    db,
    sql`select "workordervendorid", "actiontype", count(*)::int as "count" from "workorderevent"
      where "workordervendorid" = any(${intArray(lineids)}) group by 1, 2`,
  );
}

export async function findLineQcs(db: Db, lineids: readonly number[]) {
  if (lineids.length === 0) return [];
  const rows = await db
    .select()
    .from(workordervendorqc)
    .where(inArray(workordervendorqc.workordervendorid, [...lineids]));
  return rows.map((row) => ({ ...row, totalscore: row.totalscore === null ? null : Number(row.totalscore) }));
}

/** The files attached from a vendor line (its invoices, type 7, among them), newest first. */
export async function findLineAttachments(db: Db, workordervendorid: number) {
  return db
    .select({
      id: workorderattachment.id,
      workorderid: workorderattachment.workorderid,
      workordervendorid: workorderattachment.workordervendorid,
      attachmenttypeid: workorderattachment.attachmenttypeid,
      attachmenttype: attachmenttype.attachmenttype,
      filename: workorderattachment.filename,
      displayname: workorderattachment.displayname,
      path: workorderattachment.path,
      createdbyuser: workorderattachment.createdbyuser,
      createddate: workorderattachment.createddate,
    })
    .from(workorderattachment)
    .innerJoin(attachmenttype, eq(attachmenttype.id, workorderattachment.attachmenttypeid))
    .where(eq(workorderattachment.workordervendorid, workordervendorid))
    .orderBy(desc(workorderattachment.createddate), desc(workorderattachment.id));
}
