import {
  canCreateInvoiceFromProposal,
  formatMoney,
  isCustomerProposalActionAllowed,
  PROPOSAL_MESSAGES,
  type ConvertedProposal,
  type CustomerProposalAction,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { lineItemsAsInput, proposalLineItems, replaceLineItems } from '../../lib/line-items/index';
import { createInvoiceFromProposal } from '../invoices/index';
import { insertNote, queueCustomerNotification, systemNote } from '../work-orders/index';
import * as repository from './proposals.repository';
import { getProposalDetail, withLockedProposal } from './proposals.service';

/**
 * The row actions of a customer proposal (spec B section 4, docs/decisions/135):
 * `PUT /workorder/{complete,approve,reject}proposal`, Clone and Create Invoice. Each is refused in
 * the states where the tab does not offer it, and on Invoiced orders.
 */

/** What each action sets; the date beside a flag is the moment of the action. */
function changesOf(action: CustomerProposalAction, now: Date) {
  switch (action) {
    case 'complete':
      return { iscomplete: true, completedate: now };
    // Staff record the customer's approval: the grid's Cust. Approved and its date.
    case 'approve':
      return { isapproved: true, approvedbycustomer: true, approvedbycustomerdate: now };
    // A complete proposal may be rejected after its approval (spec B section 4): the approval goes.
    case 'reject':
      return {
        isrejected: true,
        rejectedbycustomer: true,
        rejectedbycustomerdate: now,
        isapproved: false,
        approvedbycustomer: false,
        approvedbycustomerdate: null,
      };
  }
}

const PAST_TENSE: Record<CustomerProposalAction, string> = {
  complete: 'completed',
  approve: 'approved',
  reject: 'rejected',
};

/** PUT /workorder/{action}proposal `{ id }`: answers the proposal with its new status. */
export function changeProposalStatus(options: {
  db: Db;
  user: SessionUser;
  id: number;
  action: CustomerProposalAction;
  /** The portal link of the customer's "proposal added" notification (docs/decisions/168). */
  publicUrl: string;
}) {
  const { db, user, id, action, publicUrl } = options;
  return withLockedProposal({ db, user, id }, async (tx, proposal) => {
    if (!isCustomerProposalActionAllowed(action, proposal))
      throw new HttpError(400, PROPOSAL_MESSAGES[action]);
    // An invoice made from it would bill a rejected proposal.
    if (action === 'reject' && (await repository.hasLiveInvoice(tx, id)))
      throw new HttpError(400, PROPOSAL_MESSAGES.hasInvoice);
    await repository.updateProposal(tx, id, changesOf(action, new Date()));
    await insertNote(
      tx,
      systemNote(user, proposal.workorderid, `Customer proposal #${id} ${PAST_TENSE[action]}.`),
    );
    const detail = await getProposalDetail(tx, id);
    // Complete is the moment the customer may approve it: the proposal is "added" for the customer.
    if (action === 'complete')
      await queueCustomerNotification(tx, {
        workorderid: proposal.workorderid,
        publicUrl,
        event: {
          kind: 'proposaladded',
          key: id,
          proposal: { number: detail.externalproposalnumber || `#${id}`, amount: detail.amount },
        },
      });
    return detail;
  });
}

/**
 * POST /workorder/cloneproposal?proposalId: a new proposal in progress on the same order with the
 * source's amounts, texts and lines (any status may be cloned; the order must not be Invoiced, as for
 * Add Proposal).
 */
export function cloneProposal(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedProposal({ db, user, id }, async (tx, source) => {
    const cloneid = await repository.insertProposal(tx, {
      workorderid: source.workorderid,
      workordervendorid: source.workordervendorid,
      vendorproposalid: source.vendorproposalid,
      amount: source.amount,
      quotedamount: source.quotedamount,
      marginpercent: source.marginpercent,
      externalproposalnumber: source.externalproposalnumber,
      scopeofwork: source.scopeofwork,
      scopeofworkformatted: source.scopeofworkformatted,
      note: source.note,
      createdby: user.id,
    });
    const lines = await lineItemsAsInput(tx, proposalLineItems, id);
    const { totals } = await replaceLineItems(tx, proposalLineItems, cloneid, lines);
    await repository.updateProposal(tx, cloneid, { grandtotal: totals.total });
    await insertNote(
      tx,
      systemNote(user, source.workorderid, `Customer proposal #${cloneid} cloned from #${id}.`),
    );
    return getProposalDetail(tx, cloneid);
  });
}

/**
 * POST /workorder/convertproposal `{ id }` (Create Invoice, "Invoice created."): the customer invoice
 * of an approved proposal, with its scope of work and its lines, written by the invoices module
 * (dated today, due after the customer's term; decision 136). One live invoice per proposal: a
 * second Create Invoice is refused until the first is rejected.
 */
export function convertProposal(options: {
  db: Db;
  user: SessionUser;
  id: number;
}): Promise<ConvertedProposal> {
  const { db, user, id } = options;
  return withLockedProposal({ db, user, id }, async (tx, proposal) => {
    if (!canCreateInvoiceFromProposal(proposal)) throw new HttpError(400, PROPOSAL_MESSAGES.notApproved);
    if (await repository.hasLiveInvoice(tx, id)) throw new HttpError(400, PROPOSAL_MESSAGES.alreadyInvoiced);
    const { id: invoiceid, amount } = await createInvoiceFromProposal(tx, {
      user,
      workorderid: proposal.workorderid,
      workorderproposalid: id,
      scope: { scopeofwork: proposal.scopeofwork, scopeofworkformatted: proposal.scopeofworkformatted },
      lines: await lineItemsAsInput(tx, proposalLineItems, id),
    });
    await insertNote(
      tx,
      systemNote(
        user,
        proposal.workorderid,
        `Invoice #${invoiceid} created from customer proposal #${id} (${formatMoney(amount)}).`,
      ),
    );
    return {
      message: PROPOSAL_MESSAGES.invoiceCreated,
      invoiceid,
      workorderid: proposal.workorderid,
      workorderproposalid: id,
      amount,
    };
  });
}
