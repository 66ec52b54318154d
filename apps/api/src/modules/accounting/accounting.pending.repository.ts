import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { pendingInvoiceDetailSchema, VendorBillingRow } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { customer, invoice, users, vendor, workorder, workordervendor } from '../../db/schema/index';
import { findLineItems, invoiceLineItems } from '../../lib/line-items/index';

// The Accounting screen's reads (spec A "Accounting", section 3; decision 175): the approved vendor bills
// and customer invoices that have not gone to QuickBooks. Each is one query over the partial indexes
// `workordervendor_billing_idx` / `invoice_pending_idx`, whatever the number of rows.

/**
 * A vendor bill is pending while its invoice is approved on the line, not pushed, not removed by
 * accounting and the line is not Cancelled (a cancelled vendor is not billed; decision 175).
 */
export const isPendingBill: SQL = sql`${workordervendor.isapproved} and ${workordervendor.syncedtoaccountingdate} is null
  and ${workordervendor.accountingremoveddate} is null and ${workordervendor.status} <> 'Cancelled'`;

/** A customer invoice is pending while approved, not rejected and not pushed. */
export const isPendingInvoice: SQL = sql`${invoice.isapproved} and not ${invoice.isrejected}
  and ${invoice.syncedtoaccountingdate} is null`;

const approverName = sql<
  string | null
>`nullif(btrim(coalesce(${users.given_name}, '') || ' ' || coalesce(${users.family_name}, '')), '')`;

/** The pending bills (all, or those of `ids`, or of the orders `workorderids`), oldest approval first. */
export async function findPendingBills(
  db: Db,
  where: { ids?: readonly number[]; workorderids?: readonly number[] } = {},
): Promise<VendorBillingRow[]> {
  const conditions = [isPendingBill];
  if (where.ids) conditions.push(inArray(workordervendor.id, [...where.ids]));
  if (where.workorderids) conditions.push(inArray(workordervendor.workorderid, [...where.workorderids]));
  return db
    .select({
      workorderVendorId: workordervendor.id,
      vendorId: workordervendor.vendorid,
      billingVendorId: vendor.billingvendorid,
      vendorName: vendor.name,
      workorderId: workordervendor.workorderid,
      // A lookup per bill, not a join: the planner guesses tens of thousands of pending bills (approved and
      // unsynced are not independent) and would hash every order (100 ms against 22 at 1M orders).
      workorderNumber: sql<string>`(select ${workorder.wonumber} from ${workorder} where ${workorder.id} = ${workordervendor.workorderid})`,
      vendorInvoiceNumber: workordervendor.invnumber,
      vendorAmount: workordervendor.quotedamount,
      paidByCC: workordervendor.paidbycc,
      nodFlagged: workordervendor.nodflagged,
      vendorInvoiceApprovedBy: approverName,
      vendorInvoiceApprovedDate: workordervendor.approveddate,
      approvedByAccounting: workordervendor.approvedbyaccounting,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .leftJoin(users, eq(users.id, workordervendor.approvedby))
    .where(and(...conditions))
    .orderBy(asc(workordervendor.approveddate), asc(workordervendor.id));
}

/** An order's live vendor lines: their cost and whether one is NOD-flagged (the invoice row's columns). */
const liveLines = sql`from ${workordervendor} l where l."workorderid" = ${invoice.workorderid} and l."status" <> 'Cancelled'`;

export type PendingInvoiceRow = {
  invoiceId: number;
  workorderId: number;
  customerId: number;
  billingCustomerId: string | null;
  customerName: string;
  workorderNumber: string;
  invoiceNumber: string | null;
  invoiceAmount: string;
  completeDate: Date | null;
  invoiceDate: Date | null;
  dueDate: Date | null;
  approvedDate: Date | null;
  vendorCost: string;
  nodFlagged: boolean;
  approvedByAccounting: boolean;
};

/** The pending invoices (all or those of `ids`), oldest approval first, without their lines. */
export async function findPendingInvoiceRows(
  db: Db,
  where: { ids?: readonly number[] } = {},
): Promise<PendingInvoiceRow[]> {
  const conditions = [isPendingInvoice];
  if (where.ids) conditions.push(inArray(invoice.id, [...where.ids]));
  return db
    .select({
      invoiceId: invoice.id,
      workorderId: invoice.workorderid,
      customerId: customer.id,
      billingCustomerId: customer.billingcustomerid,
      customerName: customer.customername,
      workorderNumber: workorder.wonumber,
      invoiceNumber: invoice.invoicenumber,
      invoiceAmount: invoice.amount,
      // The invoice's own complete date, else the order's (the invoice popup shows the order's).
      completeDate: sql<Date | null>`coalesce(${invoice.completedate}, ${workorder.completedate})`.mapWith(
        invoice.completedate,
      ),
      invoiceDate: invoice.invoicingdate,
      dueDate: invoice.duedate,
      approvedDate: invoice.approveddate,
      vendorCost: sql<string>`(select coalesce(sum(l."quotedamount"), 0)::numeric(14, 2)::text ${liveLines})`,
      nodFlagged: sql<boolean>`exists (select 1 ${liveLines} and l."nodflagged")`,
      approvedByAccounting: invoice.approvedbyaccounting,
    })
    .from(invoice)
    .innerJoin(workorder, eq(workorder.id, invoice.workorderid))
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .where(and(...conditions))
    .orderBy(asc(invoice.approveddate), asc(invoice.id));
}

type PendingInvoiceDetail = z.infer<typeof pendingInvoiceDetailSchema>;

/** The invoices' lines as QuickBooks receives them (one query for all of them). */
export async function findInvoiceDetails(
  db: Db,
  invoiceids: readonly number[],
): Promise<Map<number, PendingInvoiceDetail[]>> {
  const lines = await findLineItems(db, invoiceLineItems, invoiceids);
  return new Map(
    invoiceids.map((id) => [
      id,
      (lines.get(id)?.lines ?? []).map((line) => ({
        itemType: line.itemtype,
        itemDescription: line.description,
        itemQuantity: line.quantity,
        itemPrice: line.rates,
        itemTaxRate: line.taxrate,
      })),
    ]),
  );
}

/** The bills accounting removed from the list are left out; this one is pending and not queued. */
export const isRemovableBill: SQL = sql`${isPendingBill} and not ${workordervendor.approvedbyaccounting}`;

/** The one line for a removal, under a row lock: its state, or undefined when unknown. */
export async function lockVendorLine(db: Db, id: number) {
  const [row] = await db
    .select({ id: workordervendor.id, isRemovable: sql<boolean>`${isRemovableBill}` })
    .from(workordervendor)
    .where(eq(workordervendor.id, id))
    .for('update');
  return row;
}

export async function markBillRemoved(db: Db, id: number, userid: number) {
  await db
    .update(workordervendor)
    .set({ accountingremoveddate: new Date(), accountingremovedby: userid })
    .where(eq(workordervendor.id, id));
}
