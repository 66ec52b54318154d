import { desc, eq, sql } from 'drizzle-orm';
import { EVENT_COUNT_KEYS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { vendor, workorderevent, workordervendor } from '../../db/schema/index';

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
