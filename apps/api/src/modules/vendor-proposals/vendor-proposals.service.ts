import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  formatMoney,
  isVendorProposalReviewable,
  LINE_ITEM_TYPE,
  laborAmount,
  materialAmount,
  documentTotals,
  VENDOR_DOCUMENT_STATUS,
  VENDOR_LINE_MESSAGES,
  VENDOR_PROPOSAL_MESSAGES,
  VENDOR_PROPOSAL_STATE,
  vendorProposalQuoted,
  saveProposalSchema,
  type ConvertedVendorProposal,
  type LineItemInput,
  type SessionUser,
  type SetVendorProposalStateInput,
  type VendorProposalReview,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { ListQuery } from '../../lib/list-query/index';
import { saveProposal } from '../proposals/index';
import { setVendorLineQuotedAmount } from '../vendor-lines/index';
import { insertNote, requireWorkOrder, systemNote, withLockedWorkOrder } from '../work-orders/index';
import * as repository from './vendor-proposals.repository';
import { vendorProposalList } from './vendor-proposals.list';

/**
 * The Vendor Submitted Proposals tab (spec B sections 2, 4 "Vendor submitted proposal", 7, 8, 9;
 * docs/decisions/136): the grid, the review, approve (code 3) and reject (code 4) of a submitted
 * proposal on an order with exactly one vendor, and Convert to Customer Proposal.
 */

/** GET /workorder/vendorproposals?workorderid: the order's submitted proposals on the grid protocol. */
export async function findVendorProposals(options: {
  db: Db;
  user: SessionUser;
  workorderid: number;
  query: ListQuery;
}) {
  const { db, user, workorderid, query } = options;
  await requireWorkOrder({ db, user, id: workorderid });
  const conditions: SQL[] = [sql`p."workorderid" = ${workorderid}`];
  return vendorProposalList.find({ db, user, query, conditions });
}

/** The proposal a reviewer may see: 404 when absent or still a draft, then the order's guard. */
async function requireProposal(db: Db, user: SessionUser, id: number) {
  const proposal = await repository.getProposal(db, id);
  if (!proposal || proposal.proposalstatusid === VENDOR_DOCUMENT_STATUS.Draft)
    throw new HttpError(404, VENDOR_PROPOSAL_MESSAGES.notFound);
  await requireWorkOrder({ db, user, id: proposal.workorderid });
  return proposal;
}

/** The review: the proposal, its lines with their amounts, and what Approve and Convert would use. */
async function toReview(db: Db, proposal: repository.ProposalRow): Promise<VendorProposalReview> {
  const [lines, vendorLines] = await Promise.all([
    repository.findProposalLines(db, proposal.id),
    repository.findLiveVendorLines(db, proposal.workorderid),
  ]);
  const labor = lines.labor.map((line) => ({
    ...line,
    total: laborAmount({
      rate: line.hourlyrate,
      hours: line.numberofhours,
      techs: line.numberoftechs,
      multiplierid: line.typeid,
    }),
  }));
  const materials = lines.materials.map((line) => ({ ...line, total: materialAmount(line) }));
  const other = lines.other.map((line) => ({ ...line, total: materialAmount(line) }));
  const sum = (rows: { total: string }[]) =>
    documentTotals(rows.map(({ total }) => ({ subtotal: total, taxes: 0, total }))).total;
  const onlyLine = vendorLines.length === 1 ? vendorLines[0]! : undefined;
  return {
    ...proposal,
    vendorcount: vendorLines.length,
    vendorquotedamount: onlyLine?.quotedamount ?? null,
    isreviewable:
      isVendorProposalReviewable({ ...proposal, vendorcount: vendorLines.length }) &&
      onlyLine?.vendorid === proposal.vendorid,
    convertedamount: vendorProposalQuoted(proposal.proposalamount),
    labor,
    materials,
    other,
    totals: {
      labor: sum(labor),
      materials: sum(materials),
      other: sum(other),
      total: sum([...labor, ...materials, ...other]),
    },
  };
}

/** GET /workorder/vendorproposal?id: the Review Proposal popup. */
export async function getVendorProposalReview(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return toReview(db, await requireProposal(db, user, id));
}

/**
 * PUT /workorder/setvendorproposalstate: code 3 approves, 4 rejects with its note; only a submitted
 * proposal (status 2) on an order with exactly one vendor line that is not cancelled, the proposal's
 * vendor's (spec B section 4). Approve with `updatequotedamount` sets that line's quoted amount to
 * the proposal amount (refused once its invoice is approved, as the vendor line's own Edit).
 */
export async function setVendorProposalState(options: {
  db: Db;
  user: SessionUser;
  input: SetVendorProposalStateInput;
}) {
  const { db, user, input } = options;
  const { workorderid } = await requireProposal(db, user, input.id);
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced' }, async (tx) => {
    const proposal = (await repository.getProposal(tx, input.id))!;
    const vendorLines = await repository.findLiveVendorLines(tx, workorderid);
    if (proposal.proposalstatusid !== VENDOR_DOCUMENT_STATUS.Submitted)
      throw new HttpError(400, VENDOR_PROPOSAL_MESSAGES.notPending);
    if (!isVendorProposalReviewable({ ...proposal, vendorcount: vendorLines.length }))
      throw new HttpError(400, VENDOR_PROPOSAL_MESSAGES.vendorCount);
    const line = vendorLines[0]!;
    if (line.vendorid !== proposal.vendorid) throw new HttpError(400, VENDOR_PROPOSAL_MESSAGES.otherVendor);

    const label = `Vendor proposal ${proposal.proposalnumber ?? `#${proposal.id}`} of ${proposal.vendorname}`;
    if (input.state === VENDOR_PROPOSAL_STATE.approve) {
      if (input.updatequotedamount && line.quotedamount !== proposal.proposalamount) {
        if (line.isapproved) throw new HttpError(400, VENDOR_LINE_MESSAGES.approved);
        await setVendorLineQuotedAmount(tx, line.id, proposal.proposalamount);
        await insertNote(
          tx,
          systemNote(
            user,
            workorderid,
            `${proposal.vendorname} quoted amount changed from ${formatMoney(line.quotedamount)} to ${formatMoney(proposal.proposalamount)}.`,
          ),
        );
      }
      await repository.setProposalState(tx, proposal.id, {
        proposalstatusid: VENDOR_DOCUMENT_STATUS.Approved,
        rejectionnote: null,
      });
      await insertNote(tx, systemNote(user, workorderid, `${label} approved.`));
    } else {
      await repository.setProposalState(tx, proposal.id, {
        proposalstatusid: VENDOR_DOCUMENT_STATUS.Rejected,
        rejectionnote: input.rejectionnote!,
      });
      await insertNote(tx, systemNote(user, workorderid, `${label} rejected: ${input.rejectionnote}`));
    }
    return toReview(tx, (await repository.getProposal(tx, proposal.id))!);
  });
}

/**
 * The vendor's lines as a customer proposal's starting lines, at the vendor's figures for the
 * dispatcher to price: a labor line as one line of its amount (rate x hours x techs x multiplier
 * may have more decimals than a rate takes), materials and other lines as quantity x unit price.
 */
function asProposalLines(review: VendorProposalReview) {
  const line = (fields: Omit<LineItemInput, 'id' | 'taxrate'>) => fields;
  return [
    ...review.labor.map((labor) =>
      line({
        itemtypeid: LINE_ITEM_TYPE.Labor,
        description: `${labor.skilllevel}, ${labor.type}: ${labor.numberoftechs} x ${labor.numberofhours} h at ${formatMoney(labor.hourlyrate)}`,
        quantity: '1',
        rates: labor.total,
      }),
    ),
    ...review.materials.map((material) =>
      line({
        itemtypeid: LINE_ITEM_TYPE.Material,
        description: material.partnumber
          ? `${material.description} (${material.partnumber})`
          : material.description,
        quantity: material.quantity,
        rates: material.unitprice,
      }),
    ),
    ...review.other.map((other) =>
      line({
        itemtypeid: other.typeid,
        description: other.description,
        quantity: other.quantity,
        rates: other.unitprice,
      }),
    ),
  ];
}

/**
 * POST /workorder/convertvendorproposal `{ proposalid }` ("Vendor Proposal Converted"), offered for
 * every row: a customer proposal in progress through the proposals module (Invoiced orders refused
 * there) whose Vendor Quoted Amount is the vendor's amount and whose margin is the default 30 %, so its
 * Proposed Amount is the vendor proposal margin basis (amount / 0.7, spec B section 9); the vendor's
 * description as its scope and the vendor's lines.
 */
export async function convertVendorProposal(options: {
  db: Db;
  user: SessionUser;
  id: number;
}): Promise<ConvertedVendorProposal> {
  const { db, user, id } = options;
  const review = await toReview(db, await requireProposal(db, user, id));
  const quotedamount = review.proposalamount;
  const label = review.proposalnumber ?? `#${review.id}`;
  const proposal = await saveProposal({
    db,
    user,
    vendorproposalid: review.id,
    // Parsed as the editor's payload is: the default margin, and the same checks of every line.
    input: saveProposalSchema.parse({
      workorderid: review.workorderid,
      quotedamount,
      workordervendorid: review.workordervendorid,
      note: `Converted from vendor proposal ${label} of ${review.vendorname}.`,
      scopeofwork: review.description ?? `Vendor proposal ${label} of ${review.vendorname}.`,
      details: asProposalLines(review),
    }),
  });
  return {
    message: VENDOR_PROPOSAL_MESSAGES.converted,
    vendorproposalid: review.id,
    workorderid: review.workorderid,
    workorderproposalid: proposal.id,
    quotedamount,
  };
}
