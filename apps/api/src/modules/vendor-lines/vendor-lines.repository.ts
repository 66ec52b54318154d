import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { EVENT_COUNT_KEYS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import {
  customervendorexclusion,
  trade,
  vendor,
  vendortrade,
  workorder,
  workorderattachment,
  workorderevent,
  workordertrade,
  workordervendor,
  workordervendorqc,
} from '../../db/schema/index';

// A work order's vendor lines (workordervendor) and the events recorded on them (workorderevent).

/** The order's vendor lines with the vendor's name and e-mail addresses, newest first. */
export async function findVendorLines(db: Db, workorderid: number) {
  return db
    .select({
      id: workordervendor.id,
      vendorid: workordervendor.vendorid,
      status: workordervendor.status,
      nte: workordervendor.nte,
      quotedamount: workordervendor.quotedamount,
      quoteonly: workordervendor.quoteonly,
      isapproved: workordervendor.isapproved,
      vendorname: vendor.name,
      dispatchemail: vendor.dispatchemail,
      primaryemail: vendor.primaryemail,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .where(eq(workordervendor.workorderid, workorderid))
    .orderBy(desc(workordervendor.createddate), desc(workordervendor.id));
}
export type VendorLine = Awaited<ReturnType<typeof findVendorLines>>[number];

export async function cancelVendorLine(db: Db, options: { id: number; note: string | null }) {
  await db
    .update(workordervendor)
    .set({ status: 'Cancelled', ...(options.note ? { note: options.note } : {}) })
    .where(eq(workordervendor.id, options.id));
}

export async function insertEvent(db: Db, values: typeof workorderevent.$inferInsert) {
  const [row] = await db.insert(workorderevent).values(values).returning();
  return row!;
}

export type EventCounts = Record<keyof typeof EVENT_COUNT_KEYS, number>;

/** The vendor line's `eventcounts` (spec B section 3): one count per action code. */
export async function getEventCounts(db: Db, workordervendorid: number): Promise<EventCounts> {
  const rows = await db
    .select({ actiontype: workorderevent.actiontype, count: sql<number>`count(*)::int` })
    .from(workorderevent)
    .where(eq(workorderevent.workordervendorid, workordervendorid))
    .groupBy(workorderevent.actiontype);
  const byCode = new Map(rows.map((row) => [row.actiontype, Number(row.count)]));
  return Object.fromEntries(
    Object.entries(EVENT_COUNT_KEYS).map(([key, code]) => [key, byCode.get(code) ?? 0]),
  ) as EventCounts;
}

// The vendor-line verbs' reads and writes (issue 10). The caller holds the order's lock
// (withLockedWorkOrder), so the lines of one order change one request at a time.

/** The order a line belongs to (read before the order is locked), or undefined. */
export async function getLineWorkOrderId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ workorderid: workordervendor.workorderid })
    .from(workordervendor)
    .where(eq(workordervendor.id, id));
  return row?.workorderid;
}

/** The line as the verbs check it, with the order's NTE. */
export async function getLineForChange(db: Db, id: number) {
  const [row] = await db
    .select({
      id: workordervendor.id,
      workorderid: workordervendor.workorderid,
      vendorid: workordervendor.vendorid,
      vendorname: vendor.name,
      status: workordervendor.status,
      quoteonly: workordervendor.quoteonly,
      quotedamount: workordervendor.quotedamount,
      invnumber: workordervendor.invnumber,
      isapproved: workordervendor.isapproved,
      syncedtoaccountingdate: workordervendor.syncedtoaccountingdate,
      workordernte: workorder.nte,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .innerJoin(workorder, eq(workorder.id, workordervendor.workorderid))
    .where(eq(workordervendor.id, id));
  return row;
}
export type LineForChange = NonNullable<Awaited<ReturnType<typeof getLineForChange>>>;

/** The vendor as Attach checks it: status, tier, and the order's customer's exclusion. */
export async function getVendorForAttach(db: Db, options: { vendorid: number; customerid: number }) {
  const [row] = await db
    .select({
      id: vendor.id,
      name: vendor.name,
      vendorstatustypeid: vendor.vendorstatustypeid,
      tierid: vendor.tierid,
      minnte: vendor.minnte,
      excludedfromcustomer: sql<boolean>`exists (select 1 from ${customervendorexclusion}
        where ${customervendorexclusion.customerid} = ${options.customerid}
          and ${customervendorexclusion.vendorid} = ${vendor.id})`,
    })
    .from(vendor)
    .where(eq(vendor.id, options.vendorid));
  return row;
}

/** Whether the vendor already has a line on the order that is not Cancelled. */
export async function hasLiveLine(db: Db, options: { workorderid: number; vendorid: number }) {
  const [row] = await db
    .select({ id: workordervendor.id })
    .from(workordervendor)
    .where(
      and(
        eq(workordervendor.workorderid, options.workorderid),
        eq(workordervendor.vendorid, options.vendorid),
        ne(workordervendor.status, 'Cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function tradeExists(db: Db, tradeid: number): Promise<boolean> {
  const [row] = await db.select({ tradeid: trade.tradeid }).from(trade).where(eq(trade.tradeid, tradeid));
  return row !== undefined;
}

/** The line's trade when none is given: the order's first trade the vendor has, else its first trade. */
export async function pickLineTrade(db: Db, options: { workorderid: number; vendorid: number }) {
  const [row] = await db
    .select({ tradeid: workordertrade.tradeid })
    .from(workordertrade)
    .where(eq(workordertrade.workorderid, options.workorderid))
    .orderBy(
      sql`not exists (select 1 from ${vendortrade} where ${vendortrade.vendorid} = ${options.vendorid}
        and ${vendortrade.tradeid} = ${workordertrade.tradeid} and not ${vendortrade.isdeleted})`,
      asc(workordertrade.id),
    )
    .limit(1);
  return row?.tradeid ?? null;
}

export async function insertVendorLine(db: Db, values: typeof workordervendor.$inferInsert) {
  const [row] = await db.insert(workordervendor).values(values).returning({ id: workordervendor.id });
  return row!;
}

export async function updateVendorLine(
  db: Db,
  id: number,
  values: Partial<Omit<typeof workordervendor.$inferInsert, 'id' | 'workorderid' | 'vendorid'>>,
) {
  if (Object.keys(values).length === 0) return;
  await db.update(workordervendor).set(values).where(eq(workordervendor.id, id));
}

/** Files attached from the line (vendor invoices and others). */
export async function countLineFiles(db: Db, workordervendorid: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(workorderattachment)
    .where(eq(workorderattachment.workordervendorid, workordervendorid));
  return Number(row?.count ?? 0);
}

export async function deleteVendorLine(db: Db, id: number) {
  await db.delete(workordervendor).where(eq(workordervendor.id, id));
}

/** One QC review per line: a save replaces the line's review. */
export async function upsertVendorQc(db: Db, values: typeof workordervendorqc.$inferInsert) {
  const { workordervendorid: _line, ...changes } = values;
  const [row] = await db
    .insert(workordervendorqc)
    .values(values)
    .onConflictDoUpdate({ target: workordervendorqc.workordervendorid, set: changes })
    .returning();
  return row!;
}

/** A line's quoted amount, set by another module's verb (an approved vendor proposal, decision 136). */
export async function setVendorLineQuotedAmount(db: Db, id: number, quotedamount: string) {
  await db.update(workordervendor).set({ quotedamount }).where(eq(workordervendor.id, id));
}
