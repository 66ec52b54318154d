import {
  centsToDecimalString,
  defaultInvoiceDueDate,
  formatMoney,
  toCents,
  INVOICE_MESSAGES,
  invoiceMargin,
  isCustomerInvoiceActionAllowed,
  isCustomerInvoiceEditable,
  isCustomerInvoiceRemovable,
  type CustomerInvoice,
  type CustomerInvoiceAction,
  type LineItemInput,
  type SaveInvoiceInput,
  type SessionUser,
  type UpdateInvoiceInput,
} from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { findLineItems, invoiceLineItems, replaceLineItems } from '../../lib/line-items/index';
import {
  insertNote,
  queueCustomerNotification,
  requireWorkOrder,
  systemNote,
  withLockedWorkOrder,
} from '../work-orders/index';
import * as repository from './invoices.repository';
import { requiredScopeOfWork, scopeOfWork } from './scope-of-work';

/**
 * The Invoice & Payments tab (spec B sections 2, 4 "Customer invoice", 5, 7, 8; docs/decisions/136):
 * every change runs inside its order's lock with the order's 'invoiced' read-only rule and the state
 * rules of permissions/invoices.ts, and answers the order's invoice list (spec B section 7).
 */

async function toWire(
  db: Db,
  workorderid: number,
  rows: repository.InvoiceRow[],
): Promise<CustomerInvoice[]> {
  const [lines, vendorcost] = await Promise.all([
    findLineItems(
      db,
      invoiceLineItems,
      rows.map((row) => row.id),
    ),
    repository.getVendorCost(db, workorderid),
  ]);
  return rows.map((row) => {
    const { lines: details, totals } = lines.get(row.id)!;
    return {
      ...row,
      paymentdue: centsToDecimalString(toCents(row.amount) - toCents(row.amountreceived ?? 0)),
      details,
      totals,
      vendorcost,
      margin: invoiceMargin({ total: totals.total, vendorCost: vendorcost }),
    };
  });
}

/** The order's invoices, newest first, with their lines (the list every call answers). */
const invoiceList = async (db: Db, workorderid: number) =>
  toWire(db, workorderid, await repository.findInvoiceRows(db, { workorderid }));

/** GET /workorder/invoices?workorderid: the Invoice & Payments grid. */
export async function findWorkOrderInvoices(options: { db: Db; user: SessionUser; workorderid: number }) {
  const { db, user, workorderid } = options;
  await requireWorkOrder({ db, user, id: workorderid });
  return invoiceList(db, workorderid);
}

/**
 * A change of one invoice inside its order's lock: 404 for an unknown invoice, the order's guard
 * (404, 403, Invoiced refused), then the invoice as it is under the lock.
 */
async function withLockedInvoice<T>(
  options: { db: Db; user: SessionUser; id: number },
  action: (tx: Db, invoice: repository.InvoiceRow) => Promise<T>,
): Promise<T> {
  const { db, user, id } = options;
  const workorderid = await repository.getInvoiceWorkOrderId(db, id);
  if (workorderid === undefined) throw new HttpError(404, INVOICE_MESSAGES.notFound);
  return withLockedWorkOrder({ db, user, id: workorderid, forChange: 'invoiced' }, async (tx) => {
    const [invoice] = await repository.findInvoiceRows(tx, { id });
    if (!invoice) throw new HttpError(404, INVOICE_MESSAGES.notFound);
    return action(tx, invoice);
  });
}

/** Replaces the lines and keeps the invoice's amount (its lines' total, taxes included) with them. */
async function writeLines(tx: Db, id: number, lines: readonly LineItemInput[]) {
  const result = await replaceLineItems(tx, invoiceLineItems, id, lines);
  await repository.updateInvoice(tx, id, { amount: result.totals.total });
  return result;
}

/**
 * A new invoice dated today (the UTC calendar date, stored as its midnight UTC like the date
 * pickers'), due after the customer's term (`defaultInvoiceDueDate`; no term: the same day), with its
 * lines; in the caller's transaction under the order's lock. Add Invoice and Create Invoice.
 */
async function insertInvoiceWithLines(
  tx: Db,
  options: {
    user: SessionUser;
    workorderid: number;
    values: Omit<Parameters<typeof repository.insertInvoice>[1], 'workorderid'>;
    lines: readonly LineItemInput[];
  },
) {
  const { user, workorderid, values, lines } = options;
  const today = new Date().toISOString().slice(0, 10);
  const termDays = await repository.getCustomerTermDays(tx, workorderid);
  const id = await repository.insertInvoice(tx, {
    ...values,
    workorderid,
    invoicingdate: new Date(`${today}T00:00:00Z`),
    duedate: new Date(`${defaultInvoiceDueDate(today, termDays)}T00:00:00Z`),
    createdby: user.id,
  });
  const { totals } = await writeLines(tx, id, lines);
  return { id, amount: totals.total };
}

/** POST /workorder/saveinvoice (id 0, "Invoice Saved"): answers the order's invoices. */
export function saveInvoice(options: { db: Db; user: SessionUser; input: SaveInvoiceInput }) {
  const { db, user, input } = options;
  return withLockedWorkOrder(
    { db, user, id: input.workorderid, forChange: 'invoiced' },
    async (tx, order) => {
      const { id, amount } = await insertInvoiceWithLines(tx, {
        user,
        workorderid: order.id,
        values: {
          ...requiredScopeOfWork(input, INVOICE_MESSAGES.scopeOfWork),
          billwithoutsignoff: input.billwithoutsignoff ?? false,
          note: input.note ?? null,
        },
        lines: input.details,
      });
      await insertNote(tx, systemNote(user, order.id, `Invoice #${id} added (${formatMoney(amount)}).`));
      return invoiceList(tx, order.id);
    },
  );
}

/**
 * Create Invoice of an approved customer proposal (`convertproposal`, decision 135): the invoice with
 * the proposal's scope and lines, in the caller's transaction (which holds the order's lock).
 */
export function createInvoiceFromProposal(
  tx: Db,
  options: {
    user: SessionUser;
    workorderid: number;
    workorderproposalid: number;
    scope: { scopeofwork: string | null; scopeofworkformatted: string | null };
    lines: readonly LineItemInput[];
  },
) {
  const { user, workorderid, workorderproposalid, scope, lines } = options;
  return insertInvoiceWithLines(tx, { user, workorderid, values: { ...scope, workorderproposalid }, lines });
}

/**
 * PUT /workorder/updateinvoice: a partial update (absent fields and absent `details` stay), refused
 * once approved or rejected; the read-only fields are never taken from the request.
 */
export function updateInvoice(options: { db: Db; user: SessionUser; input: UpdateInvoiceInput }) {
  const { db, user, input } = options;
  return withLockedInvoice({ db, user, id: input.id }, async (tx, invoice) => {
    if (!isCustomerInvoiceEditable(invoice)) throw new HttpError(400, INVOICE_MESSAGES.notEditable);
    const fields = { billwithoutsignoff: input.billwithoutsignoff, note: input.note };
    await repository.updateInvoice(tx, invoice.id, {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...scopeOfWork(input, INVOICE_MESSAGES.scopeOfWork),
    });
    if (input.details !== undefined) await writeLines(tx, invoice.id, input.details);
    return invoiceList(tx, invoice.workorderid);
  });
}

/** DELETE /workorder/removeinvoice?id ("Removed Invoice"): refused once approved. */
export function removeInvoice(options: { db: Db; user: SessionUser; id: number }) {
  const { db, user, id } = options;
  return withLockedInvoice({ db, user, id }, async (tx, invoice) => {
    if (!isCustomerInvoiceRemovable(invoice)) throw new HttpError(400, INVOICE_MESSAGES.notRemovable);
    await repository.deleteInvoice(tx, id);
    await insertNote(tx, systemNote(user, invoice.workorderid, `Invoice #${id} removed.`));
    return invoiceList(tx, invoice.workorderid);
  });
}

/** What each action sets; approval records who and when. */
function changesOf(action: CustomerInvoiceAction, user: SessionUser, now: Date) {
  switch (action) {
    case 'approve':
      return { isapproved: true, approvedby: user.id, approveddate: now };
    case 'unapprove':
      // Also withdraws it from a push it was queued for (decision 175).
      return { isapproved: false, approvedby: null, approveddate: null, approvedbyaccounting: false };
    case 'reject':
      return { isrejected: true };
  }
}

const PAST_TENSE: Record<CustomerInvoiceAction, string> = {
  approve: 'approved',
  unapprove: 'un-approved',
  reject: 'rejected',
};

/** PUT /workorder/{approve,unapprove,reject}invoice `{ invoiceid }`: answers the order's invoices. */
export function changeInvoiceStatus(options: {
  db: Db;
  user: SessionUser;
  id: number;
  action: CustomerInvoiceAction;
  /** The portal link of the customer's "invoice added" notification (docs/decisions/168). */
  publicUrl: string;
}) {
  const { db, user, id, action, publicUrl } = options;
  return withLockedInvoice({ db, user, id }, async (tx, invoice) => {
    if (!isCustomerInvoiceActionAllowed(action, invoice)) throw new HttpError(400, INVOICE_MESSAGES[action]);
    await repository.updateInvoice(tx, id, changesOf(action, user, new Date()));
    await insertNote(tx, systemNote(user, invoice.workorderid, `Invoice #${id} ${PAST_TENSE[action]}.`));
    // Approval is the moment the customer sees the invoice in its portal (decision 167): it is "added".
    if (action === 'approve')
      await queueCustomerNotification(tx, {
        workorderid: invoice.workorderid,
        publicUrl,
        event: {
          kind: 'invoiceadded',
          key: id,
          invoice: {
            number: invoice.invoicenumber || `#${id}`,
            amount: invoice.amount,
            duedate: invoice.duedate,
          },
        },
      });
    return invoiceList(tx, invoice.workorderid);
  });
}
