import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, invoice, term, workorder, workordervendor } from '../../db/schema/index';

// A work order's customer invoices (invoice; their lines go through lib/line-items).

const invoiceColumns = {
  id: invoice.id,
  workorderid: invoice.workorderid,
  workorderproposalid: invoice.workorderproposalid,
  invoicenumber: invoice.invoicenumber,
  amount: invoice.amount,
  billedamount: invoice.billedamount,
  amountreceived: invoice.amountreceived,
  invoicingdate: invoice.invoicingdate,
  duedate: invoice.duedate,
  completedate: invoice.completedate,
  invoicesentby: invoice.invoicesentby,
  sentby: invoice.sentby,
  billwithoutsignoff: invoice.billwithoutsignoff,
  isapproved: invoice.isapproved,
  isrejected: invoice.isrejected,
  approveddate: invoice.approveddate,
  syncedtoaccountingdate: invoice.syncedtoaccountingdate,
  note: invoice.note,
  scopeofwork: invoice.scopeofwork,
  scopeofworkformatted: invoice.scopeofworkformatted,
  createddate: invoice.createddate,
};

/** Invoices of an order (newest first), or one invoice. */
export async function findInvoiceRows(db: Db, where: { workorderid: number } | { id: number }) {
  return db
    .select(invoiceColumns)
    .from(invoice)
    .where('id' in where ? eq(invoice.id, where.id) : eq(invoice.workorderid, where.workorderid))
    .orderBy(desc(invoice.createddate), desc(invoice.id));
}
export type InvoiceRow = Awaited<ReturnType<typeof findInvoiceRows>>[number];

export async function getInvoiceWorkOrderId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db.select({ workorderid: invoice.workorderid }).from(invoice).where(eq(invoice.id, id));
  return row?.workorderid;
}

type InvoiceValues = Partial<typeof invoice.$inferInsert>;

export async function insertInvoice(
  db: Db,
  values: InvoiceValues & { workorderid: number },
): Promise<number> {
  const [row] = await db.insert(invoice).values(values).returning({ id: invoice.id });
  return row!.id;
}

export async function updateInvoice(db: Db, id: number, values: InvoiceValues) {
  await db
    .update(invoice)
    .set({ ...values, modifieddate: new Date() })
    .where(eq(invoice.id, id));
}

export async function deleteInvoice(db: Db, id: number) {
  await db.delete(invoice).where(eq(invoice.id, id));
}

/** The customer's payment term in days (spec B section 9: default due date), or null without one. */
export async function getCustomerTermDays(db: Db, workorderid: number): Promise<number | null> {
  const [row] = await db
    .select({ days: term.days })
    .from(workorder)
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .innerJoin(term, eq(term.id, customer.termid))
    .where(eq(workorder.id, workorderid));
  return row?.days ?? null;
}

/**
 * The order's vendor cost, as the header's margin counts it (spec B section 9): the quoted amounts of
 * its vendor lines that are not cancelled.
 */
export async function getVendorCost(db: Db, workorderid: number): Promise<string> {
  const [row] = await db
    .select({ cost: sql<string>`coalesce(sum(${workordervendor.quotedamount}), 0)::numeric(14, 2)::text` })
    .from(workordervendor)
    .where(and(eq(workordervendor.workorderid, workorderid), ne(workordervendor.status, 'Cancelled')));
  return row?.cost ?? '0';
}
