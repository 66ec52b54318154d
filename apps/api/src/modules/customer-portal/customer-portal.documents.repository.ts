import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoice, workorder, workorderproposal } from '../../db/schema/index';

// SQL of the customer portal's proposals and invoices (docs/decisions/167): only the columns a customer
// may read (never the vendor's quoted amount, the margin, or who approved), and only the invoices the
// customer sees (approved, not rejected).

const proposalColumns = {
  id: workorderproposal.id,
  workorderid: workorderproposal.workorderid,
  wonumber: workorder.wonumber,
  externalproposalnumber: workorderproposal.externalproposalnumber,
  amount: workorderproposal.amount,
  note: workorderproposal.note,
  scopeofwork: workorderproposal.scopeofwork,
  scopeofworkformatted: workorderproposal.scopeofworkformatted,
  createddate: workorderproposal.createddate,
  completedate: workorderproposal.completedate,
  iscomplete: workorderproposal.iscomplete,
  isapproved: workorderproposal.isapproved,
  isrejected: workorderproposal.isrejected,
  approvedbycustomer: workorderproposal.approvedbycustomer,
  approvedbycustomerdate: workorderproposal.approvedbycustomerdate,
  rejectedbycustomer: workorderproposal.rejectedbycustomer,
  rejectedbycustomerdate: workorderproposal.rejectedbycustomerdate,
  rejectionnote: workorderproposal.rejectionnote,
};

/** The order's proposals, newest first; or one proposal by id. */
export function findProposals(db: Db, filter: { workorderid: number } | { id: number }) {
  return db
    .select(proposalColumns)
    .from(workorderproposal)
    .innerJoin(workorder, eq(workorder.id, workorderproposal.workorderid))
    .where(
      'id' in filter
        ? eq(workorderproposal.id, filter.id)
        : eq(workorderproposal.workorderid, filter.workorderid),
    )
    .orderBy(desc(workorderproposal.createddate), desc(workorderproposal.id));
}
export type PortalProposalRow = Awaited<ReturnType<typeof findProposals>>[number];

/** Records the customer's decision (the flags staff's Approve and Reject set, decision 167). */
export async function recordProposalDecision(
  db: Db,
  options: { id: number; decision: 'approve' | 'reject'; note: string | null; now: Date },
) {
  const { id, decision, note, now } = options;
  await db
    .update(workorderproposal)
    .set(
      decision === 'approve'
        ? { isapproved: true, approvedbycustomer: true, approvedbycustomerdate: now, modifieddate: now }
        : {
            isrejected: true,
            rejectedbycustomer: true,
            rejectedbycustomerdate: now,
            rejectionnote: note,
            modifieddate: now,
          },
    )
    .where(eq(workorderproposal.id, id));
}

/** The invoices the customer sees: approved by staff and not rejected. */
export const visibleInvoice = and(eq(invoice.isapproved, true), eq(invoice.isrejected, false));

/** The order's visible invoices, newest first; or one visible invoice by id. */
export function findInvoices(db: Db, filter: { workorderid: number } | { id: number }) {
  return db
    .select({
      id: invoice.id,
      workorderid: invoice.workorderid,
      wonumber: workorder.wonumber,
      invoicenumber: invoice.invoicenumber,
      amount: invoice.amount,
      amountreceived: sql<string>`coalesce(${invoice.amountreceived}, 0)::numeric(12, 2)::text`,
      balance: sql<string>`(${invoice.amount} - coalesce(${invoice.amountreceived}, 0))::numeric(12, 2)::text`,
      invoicingdate: invoice.invoicingdate,
      duedate: invoice.duedate,
      scopeofwork: invoice.scopeofwork,
      scopeofworkformatted: invoice.scopeofworkformatted,
    })
    .from(invoice)
    .innerJoin(workorder, eq(workorder.id, invoice.workorderid))
    .where(
      and(
        visibleInvoice,
        'id' in filter ? eq(invoice.id, filter.id) : eq(invoice.workorderid, filter.workorderid),
      ),
    )
    .orderBy(desc(invoice.invoicingdate), desc(invoice.id));
}

/** The order's status (the actions' Invoiced rule). */
export async function getOrderStatusId(db: Db, workorderid: number) {
  const [row] = await db
    .select({ statusid: workorder.statusid })
    .from(workorder)
    .where(eq(workorder.id, workorderid));
  return row?.statusid;
}
