import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountingsyncrecord,
  customer,
  invoice,
  transmissionlog,
  vendor,
  workorder,
  workordervendor,
} from '../../db/schema/index';
import { isOpenVendorLog, isQueuedBill, isQueuedInvoice } from './accounting.push.state';

// The push's SQL (decision 177): the queued rows with what their documents need, the transmission-log
// rows written before each call to QuickBooks, and the one transaction that records a pushed document.

export type QueuedBill = Awaited<ReturnType<typeof findQueuedBills>>[number];
export type QueuedInvoice = Awaited<ReturnType<typeof findQueuedInvoices>>[number];
export type QueuedVendor = Awaited<ReturnType<typeof findQueuedVendors>>[number];

/** The vendors to create, by their open log rows (decision 177), oldest request first. */
export function findQueuedVendors(db: Db) {
  return db
    .select({ id: vendor.id, name: vendor.name, billingvendorid: vendor.billingvendorid })
    .from(transmissionlog)
    .innerJoin(vendor, eq(vendor.id, transmissionlog.vendorid))
    .where(isOpenVendorLog)
    .orderBy(asc(transmissionlog.id));
}

export function findQueuedBills(db: Db, id?: number) {
  return db
    .select({
      id: workordervendor.id,
      vendorid: workordervendor.vendorid,
      vendorname: vendor.name,
      billingvendorid: vendor.billingvendorid,
      workorderid: workordervendor.workorderid,
      wonumber: workorder.wonumber,
      customername: customer.customername,
      invnumber: workordervendor.invnumber,
      amount: workordervendor.quotedamount,
      paidbycc: workordervendor.paidbycc,
      approveddate: workordervendor.approveddate,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .innerJoin(workorder, eq(workorder.id, workordervendor.workorderid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .where(and(isQueuedBill, id === undefined ? undefined : eq(workordervendor.id, id)))
    .orderBy(asc(workordervendor.approveddate), asc(workordervendor.id));
}

export function findQueuedInvoices(db: Db, id?: number) {
  return db
    .select({
      id: invoice.id,
      workorderid: invoice.workorderid,
      wonumber: workorder.wonumber,
      customerid: customer.id,
      customername: customer.customername,
      billingcustomerid: customer.billingcustomerid,
      invoicenumber: invoice.invoicenumber,
      invoicingdate: invoice.invoicingdate,
      duedate: invoice.duedate,
      approveddate: invoice.approveddate,
      /** Its order's bills go with it (Completed Invoicing): its log row is of type 1. */
      hasQueuedBills: sql<boolean>`exists (select 1 from ${workordervendor}
        where ${workordervendor.workorderid} = ${invoice.workorderid} and ${isQueuedBill})`,
    })
    .from(invoice)
    .innerJoin(workorder, eq(workorder.id, invoice.workorderid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .where(and(isQueuedInvoice, id === undefined ? undefined : eq(invoice.id, id)))
    .orderBy(asc(invoice.approveddate), asc(invoice.id));
}

/** Which log rows belong to one document (or one vendor creation). */
export type LogKey =
  { kind: 'vendorbill'; id: number } | { kind: 'invoice'; id: number } | { kind: 'vendor'; id: number };

function logOf(key: LogKey): SQL {
  switch (key.kind) {
    case 'vendorbill':
      return eq(transmissionlog.workordervendorid, key.id);
    case 'invoice':
      return eq(transmissionlog.invoiceid, key.id);
    case 'vendor':
      return and(
        eq(transmissionlog.vendorid, key.id),
        isNull(transmissionlog.workordervendorid),
        isNull(transmissionlog.invoiceid),
      )!;
  }
}

/** The log row of a call that never finished (the process stopped mid-push), if any. */
export async function findOpenLog(db: Db, key: LogKey) {
  const [row] = await db
    .select({ id: transmissionlog.id, requestid: transmissionlog.requestid })
    .from(transmissionlog)
    .where(and(logOf(key), isNull(transmissionlog.endTime)))
    .orderBy(desc(transmissionlog.id))
    .limit(1);
  return row;
}

/** Failed tries so far: each try after a failure needs a requestid QuickBooks has not answered yet. */
export async function countFailedLogs(db: Db, key: LogKey): Promise<number> {
  const [row] = await db
    .select({ failed: count() })
    .from(transmissionlog)
    .where(and(logOf(key), eq(transmissionlog.success, false)));
  return row?.failed ?? 0;
}

export async function insertLog(db: Db, values: typeof transmissionlog.$inferInsert): Promise<number> {
  const [row] = await db.insert(transmissionlog).values(values).returning({ id: transmissionlog.id });
  return row!.id;
}

export async function closeLog(db: Db, id: number, outcome: { success: boolean; errorMessage?: string }) {
  await db
    .update(transmissionlog)
    .set({ endTime: sql`now()`, success: outcome.success, errorMessage: outcome.errorMessage ?? null })
    .where(eq(transmissionlog.id, id));
}

/** A pushed document, in one transaction: its QuickBooks id, its row leaves the lists, its log closes. */
export async function recordPushed(
  db: Db,
  options: { kind: 'vendorbill' | 'invoice'; id: number; externalid: string; logid: number },
) {
  const { kind, id, externalid, logid } = options;
  await db.transaction(async (tx) => {
    await tx
      .insert(accountingsyncrecord)
      .values({ entitytype: kind, entityid: id, externalid })
      .onConflictDoUpdate({
        target: [accountingsyncrecord.entitytype, accountingsyncrecord.entityid],
        set: { externalid, syncedat: sql`now()` },
      });
    const table = kind === 'vendorbill' ? workordervendor : invoice;
    await tx
      .update(table)
      .set({ syncedtoaccountingdate: sql`now()` })
      .where(eq(table.id, id));
    await closeLog(tx, logid, { success: true });
  });
}

/** A failed document goes back to the lists (un-queued) to be fixed and pushed again. */
export async function recordFailed(
  db: Db,
  options: { kind: 'vendorbill' | 'invoice'; id: number; logid: number; errorMessage: string },
) {
  const { kind, id, logid, errorMessage } = options;
  await db.transaction(async (tx) => {
    const table = kind === 'vendorbill' ? workordervendor : invoice;
    await tx.update(table).set({ approvedbyaccounting: false }).where(eq(table.id, id));
    await closeLog(tx, logid, { success: false, errorMessage });
  });
}

/** The vendors whose creation is queued, of `ids` (Find Unmatched Vendors' isQueued). */
export async function findQueuedVendorIds(db: Db): Promise<Set<number>> {
  const rows = await db
    .select({ vendorid: transmissionlog.vendorid })
    .from(transmissionlog)
    .where(isOpenVendorLog);
  return new Set(rows.map((row) => row.vendorid!));
}
