import {
  customerProposalStatus,
  isCustomerProposalEditable,
  isCustomerProposalRemovable,
  PROPOSAL_MESSAGES,
  proposedAmount,
  type CustomerProposal,
  type SaveProposalInput,
  type SessionUser,
  type UpdateProposalInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findLineItems, proposalLineItems, replaceLineItems } from '../../lib/line-items/index';
import { requiredScopeOfWork, scopeOfWork } from '../invoices/index';
import { insertNote, requireWorkOrder, systemNote, withLockedWorkOrder } from '../work-orders/index';
import * as repository from './proposals.repository';

/**
 * The Customer Proposals tab's grid and editor (spec B sections 2, 4, 5, 7; docs/decisions/135):
 * every change runs inside its order's lock with the order's read-only rule (Invoiced refuses, as Add
 * Proposal is disabled then), and the state rules of permissions/proposals.ts.
 */

async function toWire(db: Db, rows: repository.ProposalRow[]): Promise<CustomerProposal[]> {
  const lines = await findLineItems(
    db,
    proposalLineItems,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { lines: details, totals } = lines.get(row.id)!;
    return { ...row, status: customerProposalStatus(row), details, totals };
  });
}

/** GET /workorder/proposals?workorderid: the order's proposals, newest first, with their lines. */
export async function findWorkOrderProposals(options: { db: Db; user: SessionUser; workorderid: number }) {
  const { db, user, workorderid } = options;
  await requireWorkOrder({ db, user, id: workorderid });
  return toWire(db, await repository.findProposalRows(db, { workorderid }));
}

/** One proposal as the verbs answer it. */
export async function getProposalDetail(db: Db, id: number): Promise<CustomerProposal> {
  const [proposal] = await toWire(db, await repository.findProposalRows(db, { id }));
  if (!proposal) throw new HttpError(404, PROPOSAL_MESSAGES.notFound);
  return proposal;
}

/**
 * A change of one proposal inside its order's lock: 404 for an unknown proposal, the order's guard
 * (404, 403, Invoiced refused), then the proposal as it is under the lock.
 */
export async function withLockedProposal<T>(
  options: { db: Db; user: SessionUser; id: number },
  action: (tx: Db, proposal: repository.ProposalRow) => Promise<T>,
): Promise<T> {
  const { db, user, id } = options;
  const workorderid = await repository.getProposalWorkOrderId(db, id);
  if (workorderid === undefined) throw new HttpError(404, PROPOSAL_MESSAGES.notFound);
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced' }, async (tx) => {
    const [proposal] = await repository.findProposalRows(tx, { id });
    if (!proposal) throw new HttpError(404, PROPOSAL_MESSAGES.notFound);
    return action(tx, proposal);
  });
}

const scopeOf = (input: Pick<SaveProposalInput, 'scopeofwork' | 'scopeofworkformatted'>) =>
  scopeOfWork(input, PROPOSAL_MESSAGES.scopeOfWork);

/** The fields of a save or update that are stored as given (absent ones are left out). */
function plainFields(
  input: Partial<
    Pick<SaveProposalInput, 'quotedamount' | 'marginpercent' | 'externalproposalnumber' | 'note'>
  >,
) {
  const fields = {
    quotedamount: input.quotedamount,
    marginpercent: input.marginpercent,
    externalproposalnumber: input.externalproposalnumber,
    note: input.note,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

async function assertVendorLine(tx: Db, workorderid: number, workordervendorid: number | null | undefined) {
  if (workordervendorid == null) return;
  if (!(await repository.isVendorLineOnOrder(tx, { workordervendorid, workorderid })))
    throw new HttpError(400, PROPOSAL_MESSAGES.vendorLineInvalid, {
      workordervendorid: PROPOSAL_MESSAGES.vendorLineInvalid,
    });
}

/**
 * POST /workorder/saveproposal (id 0): the proposal in progress, its lines, the proposed amount from
 * the quoted amount and the margin, the grand total from the lines; a System note records it.
 */
export function saveProposal(options: {
  db: Db;
  user: SessionUser;
  input: SaveProposalInput;
  /** The vendor-submitted proposal it is converted from (convertvendorproposal, decision 136). */
  vendorproposalid?: number;
}) {
  const { db, user, input, vendorproposalid = null } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced' },
    async (tx, order) => {
      const scope = requiredScopeOfWork(input, PROPOSAL_MESSAGES.scopeOfWork);
      await assertVendorLine(tx, order.id, input.workordervendorid);
      const id = await repository.insertProposal(tx, {
        ...plainFields(input),
        ...scope,
        workorderid: order.id,
        workordervendorid: input.workordervendorid ?? null,
        vendorproposalid,
        amount: proposedAmount(input.quotedamount, input.marginpercent),
        createdby: user.id,
      });
      const { totals } = await replaceLineItems(tx, proposalLineItems, id, input.details);
      await repository.updateProposal(tx, id, { grandtotal: totals.total });
      await insertNote(tx, systemNote(user, order.id, `Customer proposal #${id} added.`));
      return getProposalDetail(tx, id);
    },
  );
}

/**
 * PUT /workorder/updateproposal: a partial update (absent fields, and absent `details`, stay as they
 * are), refused once the proposal is approved or rejected. The proposed amount follows the quoted
 * amount and margin, the grand total the lines; a failing line leaves the old ones (one transaction).
 */
export function updateProposal(options: { db: Db; user: SessionUser; input: UpdateProposalInput }) {
  const { db, user, input } = options;
  return withLockedProposal({ db, user, id: input.id }, async (tx, proposal) => {
    if (!isCustomerProposalEditable(proposal)) throw new HttpError(400, PROPOSAL_MESSAGES.notEditable);
    await assertVendorLine(tx, proposal.workorderid, input.workordervendorid);
    const quotedamount = input.quotedamount ?? proposal.quotedamount;
    const marginpercent = input.marginpercent ?? proposal.marginpercent;
    await repository.updateProposal(tx, proposal.id, {
      ...plainFields(input),
      ...scopeOf(input),
      ...(input.workordervendorid !== undefined ? { workordervendorid: input.workordervendorid } : {}),
      amount: proposedAmount(quotedamount, marginpercent),
    });
    if (input.details !== undefined) {
      const { totals } = await replaceLineItems(tx, proposalLineItems, proposal.id, input.details);
      await repository.updateProposal(tx, proposal.id, { grandtotal: totals.total });
    }
    return getProposalDetail(tx, proposal.id);
  });
}

/** DELETE /workorder/removeproposal?id ("Removed Proposal"): refused once approved (spec B section 4). */
export function removeProposal(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedProposal({ db, user, id }, async (tx, proposal) => {
    if (!isCustomerProposalRemovable(proposal)) throw new HttpError(400, PROPOSAL_MESSAGES.notRemovable);
    await repository.deleteProposal(tx, id);
    await insertNote(tx, systemNote(user, proposal.workorderid, `Customer proposal #${id} removed.`));
    return { id, workorderid: proposal.workorderid };
  });
}

/**
 * DELETE /workorder/removeproposalitem?id: one line, while the proposal may be edited (Add Item and the
 * line actions are hidden once approved or rejected); answers the proposal with its new grand total.
 */
export async function removeProposalItem(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  const proposalid = await repository.getItemProposalId(db, id);
  if (proposalid === undefined) throw new HttpError(404, PROPOSAL_MESSAGES.itemNotFound);
  return withLockedProposal({ db, user, id: proposalid }, async (tx, proposal) => {
    if (!isCustomerProposalEditable(proposal)) throw new HttpError(400, PROPOSAL_MESSAGES.notEditable);
    // Gone between the first read and the lock.
    if ((await repository.getItemProposalId(tx, id)) !== proposalid)
      throw new HttpError(404, PROPOSAL_MESSAGES.itemNotFound);
    await repository.deleteProposalItem(tx, id);
    const { totals } = (await findLineItems(tx, proposalLineItems, [proposalid])).get(proposalid)!;
    await repository.updateProposal(tx, proposalid, { grandtotal: totals.total });
    return getProposalDetail(tx, proposalid);
  });
}
