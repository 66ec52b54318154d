import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoice, workorderproposal, workorderproposaldetail, workordervendor } from '../../db/schema/index';

// A work order's customer proposals (workorderproposal; their lines go through lib/line-items). The
// invoice Create Invoice writes is the invoices module's (decision 136).

/**
 * The latest invoice made from the proposal that is not rejected (Create Invoice's), or null. The outer
 * column is written qualified: drizzle leaves columns of a one-table select unqualified, and a bare
 * "id" here would be the invoice's.
 */
const liveInvoiceId = sql<number | null>`(select i."id" from ${invoice} i
  where i."workorderproposalid" = "workorderproposal"."id" and not i."isrejected"
  order by i."id" desc limit 1)`;

const proposalColumns = {
  id: workorderproposal.id,
  workorderid: workorderproposal.workorderid,
  workordervendorid: workorderproposal.workordervendorid,
  vendorproposalid: workorderproposal.vendorproposalid,
  amount: workorderproposal.amount,
  grandtotal: workorderproposal.grandtotal,
  quotedamount: workorderproposal.quotedamount,
  marginpercent: workorderproposal.marginpercent,
  externalproposalnumber: workorderproposal.externalproposalnumber,
  scopeofwork: workorderproposal.scopeofwork,
  scopeofworkformatted: workorderproposal.scopeofworkformatted,
  note: workorderproposal.note,
  createddate: workorderproposal.createddate,
  completedate: workorderproposal.completedate,
  iscomplete: workorderproposal.iscomplete,
  isapproved: workorderproposal.isapproved,
  isrejected: workorderproposal.isrejected,
  approvedbycustomer: workorderproposal.approvedbycustomer,
  approvedbycustomerdate: workorderproposal.approvedbycustomerdate,
  invoiceid: liveInvoiceId,
};

/** Proposals of an order (newest first), or one proposal. */
export async function findProposalRows(db: Db, where: { workorderid: number } | { id: number }) {
  return db
    .select(proposalColumns)
    .from(workorderproposal)
    .where(
      'id' in where
        ? eq(workorderproposal.id, where.id)
        : eq(workorderproposal.workorderid, where.workorderid),
    )
    .orderBy(desc(workorderproposal.createddate), desc(workorderproposal.id));
}
export type ProposalRow = Awaited<ReturnType<typeof findProposalRows>>[number];

export async function getProposalWorkOrderId(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ workorderid: workorderproposal.workorderid })
    .from(workorderproposal)
    .where(eq(workorderproposal.id, id));
  return row?.workorderid;
}

/** The proposal of a line item, or undefined. */
export async function getItemProposalId(db: Db, itemid: number): Promise<number | undefined> {
  const [row] = await db
    .select({ proposalid: workorderproposaldetail.workorderproposalid })
    .from(workorderproposaldetail)
    .where(eq(workorderproposaldetail.id, itemid));
  return row?.proposalid;
}

type ProposalValues = Partial<typeof workorderproposal.$inferInsert>;

export async function insertProposal(
  db: Db,
  values: ProposalValues & { workorderid: number },
): Promise<number> {
  const [row] = await db.insert(workorderproposal).values(values).returning({ id: workorderproposal.id });
  return row!.id;
}

export async function updateProposal(db: Db, id: number, values: ProposalValues) {
  await db
    .update(workorderproposal)
    .set({ ...values, modifieddate: new Date() })
    .where(eq(workorderproposal.id, id));
}

export async function deleteProposal(db: Db, id: number) {
  await db.delete(workorderproposal).where(eq(workorderproposal.id, id));
}

export async function deleteProposalItem(db: Db, itemid: number) {
  await db.delete(workorderproposaldetail).where(eq(workorderproposaldetail.id, itemid));
}

/** Whether the vendor line is on the order. */
export async function isVendorLineOnOrder(
  db: Db,
  options: { workordervendorid: number; workorderid: number },
) {
  const [row] = await db
    .select({ id: workordervendor.id })
    .from(workordervendor)
    .where(
      and(
        eq(workordervendor.id, options.workordervendorid),
        eq(workordervendor.workorderid, options.workorderid),
      ),
    );
  return row !== undefined;
}

/** Whether an invoice made from the proposal is there and not rejected. */
export async function hasLiveInvoice(db: Db, proposalid: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invoice.id })
    .from(invoice)
    .where(and(eq(invoice.workorderproposalid, proposalid), not(invoice.isrejected)))
    .limit(1);
  return row !== undefined;
}
