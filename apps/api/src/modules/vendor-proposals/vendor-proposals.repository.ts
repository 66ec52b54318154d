import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  vendor,
  vendordocumentstatus,
  vendorproposal,
  workorder,
  workordervendor,
} from '../../db/schema/index';
import { findVendorDocumentLines } from '../vendor-portal/index';

// The vendor-submitted proposals of a work order (vendorproposal and its labor, material and other
// lines, written by the vendor portal), as staff review them, and the one vendor line Approve may
// update.

/** One proposal with its vendor, order and status names, or undefined. */
export async function getProposal(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vendorproposal.id,
      workorderid: vendorproposal.workorderid,
      wonumber: workorder.wonumber,
      jobsiteid: workorder.jobsiteid,
      workordervendorid: vendorproposal.workordervendorid,
      vendorid: vendorproposal.vendorid,
      vendorname: vendor.name,
      proposalnumber: vendorproposal.proposalnumber,
      proposaldate: vendorproposal.proposaldate,
      submitteddate: vendorproposal.submitteddate,
      description: vendorproposal.description,
      note: vendorproposal.note,
      rejectionnote: vendorproposal.rejectionnote,
      proposalstatusid: vendorproposal.proposalstatusid,
      proposalstatus: vendordocumentstatus.name,
      proposalamount: vendorproposal.proposalamount,
    })
    .from(vendorproposal)
    .innerJoin(vendor, eq(vendor.id, vendorproposal.vendorid))
    .innerJoin(workorder, eq(workorder.id, vendorproposal.workorderid))
    .innerJoin(vendordocumentstatus, eq(vendordocumentstatus.id, vendorproposal.proposalstatusid))
    .where(eq(vendorproposal.id, id));
  return row;
}
export type ProposalRow = NonNullable<Awaited<ReturnType<typeof getProposal>>>;

/** The order's vendor lines that are not cancelled (Approve and Reject need exactly one). */
export async function findLiveVendorLines(db: Db, workorderid: number) {
  return db
    .select({
      id: workordervendor.id,
      vendorid: workordervendor.vendorid,
      quotedamount: workordervendor.quotedamount,
      isapproved: workordervendor.isapproved,
    })
    .from(workordervendor)
    .where(and(eq(workordervendor.workorderid, workorderid), ne(workordervendor.status, 'Cancelled')));
}

/** The proposal's labor, material and other lines with their reference names, in entry order. */
export async function findProposalLines(db: Db, id: number) {
  const { labor, material, other } = await findVendorDocumentLines(db, 'proposal', id);
  return { labor, materials: material, other };
}

export async function setProposalState(
  db: Db,
  id: number,
  values: { proposalstatusid: number; rejectionnote: string | null },
) {
  await db
    .update(vendorproposal)
    .set({ ...values, modifieddate: new Date() })
    .where(eq(vendorproposal.id, id));
}
