import {
  CUSTOMER_PORTAL_MESSAGES,
  CUSTOMER_PROPOSAL_DECISION,
  customerPortalProposalActions,
  customerPortalProposalStatus,
  formatMoney,
  isWorkOrderInvoiced,
  type CustomerPortalGenerateInvoiceInput,
  type CustomerPortalGenerateProposalInput,
  type CustomerPortalInvoice,
  type CustomerPortalProposal,
  type CustomerPortalProposalStatusInput,
  type SessionUser,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findLineItems, invoiceLineItems, proposalLineItems } from '../../lib/line-items/index';
import { generateInvoiceDocument } from '../invoices/index';
import { generateProposalDocument } from '../proposals/index';
import { requireWorkOrder, withLockedWorkOrder } from '../work-orders/index';
import * as repository from './customer-portal.documents.repository';
import { addCustomerNote } from './customer-portal.work-orders.service';

// The customer portal's proposals and invoices of one order (issue 16, spec C 2.9 and 4,
// docs/decisions/167): the lists with their lines at customer prices, Approve and Reject, Preview and PDF.

type ReadOptions = { db: Db; user: SessionUser; workorderid: number };

/** A proposal as the customer sees it (the raw flags give way to the derived status), its actions and lines. */
function portalProposal(
  user: SessionUser,
  row: repository.PortalProposalRow,
  lines: { lines: CustomerPortalProposal['details']; totals: CustomerPortalProposal['totals'] },
  orderStatusid: number,
): CustomerPortalProposal {
  const { iscomplete, isapproved, isrejected, ...fields } = row;
  const flags = { ...fields, iscomplete, isapproved, isrejected };
  const actions = customerPortalProposalActions(user, flags);
  const isOpen = !isWorkOrderInvoiced(orderStatusid);
  return {
    ...fields,
    status: customerPortalProposalStatus(flags),
    canapprove: actions.approve && isOpen,
    canreject: actions.reject && isOpen,
    details: lines.lines,
    totals: lines.totals,
  };
}

async function proposalList(db: Db, user: SessionUser, workorderid: number, statusid: number) {
  const rows = await repository.findProposals(db, { workorderid });
  const lines = await findLineItems(
    db,
    proposalLineItems,
    rows.map((row) => row.id),
  );
  return rows.map((row) => portalProposal(user, row, lines.get(row.id)!, statusid));
}

/** GET /customerprofile/workorderproposals?workorderid=: the guard (404, 403), then the order's proposals. */
export async function findPortalProposals({ db, user, workorderid }: ReadOptions) {
  await requireWorkOrder({ db, user, id: workorderid });
  const statusid = await repository.getOrderStatusId(db, workorderid);
  return proposalList(db, user, workorderid, statusid!);
}

/** The proposal's order, or 404 'Proposal not found.' (then the order's guard answers 403 for another customer's). */
async function requireProposalOrder(db: Db, user: SessionUser, id: number) {
  const [row] = await repository.findProposals(db, { id });
  if (!row) throw new HttpError(404, CUSTOMER_PORTAL_MESSAGES.proposalNotFound);
  await requireWorkOrder({ db, user, id: row.workorderid });
  return row;
}

/**
 * POST /customerprofile/updateproposalstatus: Approve (3) or Reject (4, with the Rejection Information),
 * only on a complete proposal without a decision and never on an Invoiced order; a Customer note visible to
 * staff and the customer records it (e-mailed to the dispatcher). Answers the order's proposals.
 */
export async function decideProposal(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalProposalStatusInput;
}) {
  const { db, user, input } = options;
  const { workorderid } = await requireProposalOrder(db, user, input.proposalId);
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced' }, async (tx, workOrder) => {
    const [proposal] = await repository.findProposals(tx, { id: input.proposalId });
    if (!proposal || !customerPortalProposalActions(user, proposal).approve)
      throw new HttpError(400, CUSTOMER_PORTAL_MESSAGES.notDecidable);
    const isApproval = input.proposalStatusId === CUSTOMER_PROPOSAL_DECISION.Approved;
    const reason = input.note?.trim() || null;
    await repository.recordProposalDecision(tx, {
      id: proposal.id,
      decision: isApproval ? 'approve' : 'reject',
      note: isApproval ? null : reason,
      now: new Date(),
    });
    const name = proposal.externalproposalnumber || `#${proposal.id}`;
    const amount = formatMoney(proposal.amount);
    const text = isApproval
      ? [`Customer approved proposal ${name} for ${amount}.`, reason].filter(Boolean).join('\n')
      : `Customer rejected proposal ${name} for ${amount}.\nRejection Information: ${reason}`;
    await addCustomerNote(tx, { user, workOrder, note: text });
    return proposalList(tx, user, workorderid, workOrder.statusid);
  });
}

/** POST /customerprofile/generateproposal: staff's one generator (generatewoproposal), behind the portal's guard. */
export async function generatePortalProposal(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalGenerateProposalInput;
}) {
  const { db, user, input } = options;
  await requireProposalOrder(db, user, input.proposalid);
  return generateProposalDocument({
    db,
    user,
    input: { id: input.proposalid, preview: input.preview, pageSize: input.pageSize },
  });
}

/** GET /customerprofile/workorderinvoices?workorderid=: the guard, then the invoices the customer sees. */
export async function findPortalInvoices({
  db,
  user,
  workorderid,
}: ReadOptions): Promise<CustomerPortalInvoice[]> {
  await requireWorkOrder({ db, user, id: workorderid });
  const rows = await repository.findInvoices(db, { workorderid });
  const lines = await findLineItems(
    db,
    invoiceLineItems,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    details: lines.get(row.id)!.lines,
    totals: lines.get(row.id)!.totals,
  }));
}

/**
 * POST /customerprofile/generateinvoice: an invoice the customer does not see (a draft, a rejected one) is
 * 404 'Invoice not found.', another customer's a 403 (the order's guard); then staff's one generator.
 */
export async function generatePortalInvoice(options: {
  db: Db;
  user: SessionUser;
  input: CustomerPortalGenerateInvoiceInput;
}) {
  const { db, user, input } = options;
  const [row] = await repository.findInvoices(db, { id: input.invoiceid });
  if (!row) throw new HttpError(404, CUSTOMER_PORTAL_MESSAGES.invoiceNotFound);
  await requireWorkOrder({ db, user, id: row.workorderid });
  return generateInvoiceDocument({
    db,
    user,
    input: { id: input.invoiceid, preview: input.preview, pageSize: input.pageSize },
  });
}
