import type { QuickBooksConfig } from '../../config';
import type { Db } from '../../db/client';
import { findLineItems, invoiceLineItems } from '../../lib/line-items/index';
import { findByDisplayName, matchVendorsByName, storeBillingCustomerId } from './accounting.matching';
import {
  beginAttempt,
  messageOf,
  PushRefusal,
  PushStop,
  QB_DOC_NUMBER_MAX,
  qbDate,
  stopsThePass,
  type Attempt,
} from './accounting.push.attempt';
import {
  findQueuedBills,
  findQueuedInvoices,
  recordFailed,
  recordPushed,
  type QueuedBill,
  type QueuedInvoice,
} from './accounting.push.repository';
import { QuickBooksFault, quickBooksString, type QuickBooksClient } from './quickbooks/quickbooks.client';
import type { QbBill, QbBillLine, QbInvoice, QbInvoiceLine, QbRef } from './quickbooks/quickbooks.types';

// Bills and Invoices as QuickBooks receives them (decision 177), each sent once: matched references,
// DocNumbers within 21 characters, a PrivateNote naming our row (how a document found by its number is
// known to be ours), and the log row of every try.

export type PushContext = {
  db: Db;
  client: QuickBooksClient;
  config: QuickBooksConfig;
  /** The expense account and income item by Name, looked up once per pass. */
  refs: { account?: QbRef; item?: QbRef };
};

export type Outcome = 'pushed' | 'failed' | 'skipped';

async function namedRef(context: PushContext, entity: 'Account' | 'Item', name: string): Promise<QbRef> {
  const [found] = await context.client.query<{ Id: string; Name: string }>(
    entity,
    `Name = ${quickBooksString(name)}`,
  );
  const setting = entity === 'Account' ? 'QUICKBOOKS_EXPENSE_ACCOUNT' : 'QUICKBOOKS_INCOME_ITEM';
  if (!found)
    throw new PushStop(
      `QuickBooks has no ${entity === 'Account' ? 'account' : 'item'} named ${name} (${setting}).`,
    );
  return { value: found.Id, name: found.Name };
}

const marker = (wonumber: string, what: string) => `Dispatchwise WO ${wonumber} ${what}.`;

/** The document QuickBooks already holds under this number, when it is ours; else undefined. */
async function findOurs(
  context: PushContext,
  entity: 'Bill' | 'Invoice',
  where: { docNumber: string; vendorRef?: string; note: string },
): Promise<string | undefined> {
  const vendor = where.vendorRef ? ` and VendorRef = ${quickBooksString(where.vendorRef)}` : '';
  const rows = await context.client.query<QbBill | QbInvoice>(
    entity,
    `DocNumber = ${quickBooksString(where.docNumber)}${vendor}`,
  );
  return rows.find((row) => row.PrivateNote?.startsWith(where.note))?.Id;
}

/**
 * Creates the document once: an interrupted try first looks for it by number (QuickBooks' requestid
 * memory is not forever), and a duplicate number is adopted only when the document there is ours.
 */
async function createOnce(
  context: PushContext,
  entity: 'Bill' | 'Invoice',
  body: { DocNumber?: string; VendorRef?: QbRef },
  attempt: Attempt,
  note: string,
): Promise<string> {
  const lookup = body.DocNumber
    ? () => findOurs(context, entity, { docNumber: body.DocNumber!, vendorRef: body.VendorRef?.value, note })
    : undefined;
  if (attempt.isResumed && lookup) {
    const found = await lookup();
    if (found) return found;
  }
  try {
    const created = await context.client.create<{ Id: string }>(entity, body, attempt.requestid);
    return created.Id;
  } catch (error) {
    if (error instanceof QuickBooksFault && error.isDuplicateDocNumber && lookup) {
      const found = await lookup();
      if (found) return found;
    }
    throw error;
  }
}

/** Runs one document's try and records its outcome; a failure of the whole pass is thrown on. */
async function settle(
  context: PushContext,
  kind: 'vendorbill' | 'invoice',
  id: number,
  attempt: Attempt,
  send: () => Promise<string>,
): Promise<Outcome> {
  try {
    const externalid = await send();
    await recordPushed(context.db, { kind, id, externalid, logid: attempt.logid });
    return 'pushed';
  } catch (error) {
    if (stopsThePass(error)) throw error;
    await recordFailed(context.db, { kind, id, logid: attempt.logid, errorMessage: messageOf(error) });
    return 'failed';
  }
}

/** One queued vendor bill as a Bill: one expense line for the vendor's amount (decision 177). */
export async function pushBill(context: PushContext, id: number): Promise<Outcome> {
  const [bill] = await findQueuedBills(context.db, id);
  if (!bill) return 'skipped';
  const attempt = await beginAttempt(
    context.db,
    { kind: 'vendorbill', id },
    bill.approveddate?.toISOString() ?? '',
    {
      typeId: 1,
      workorderid: bill.workorderid,
      workordervendorid: bill.id,
      workOrderNumber: bill.wonumber,
      customerName: bill.customername,
      vendorName: bill.vendorname,
      vendorid: bill.vendorid,
      invoiceNumber: bill.invnumber,
    },
  );
  return settle(context, 'vendorbill', id, attempt, () => sendBill(context, bill, attempt));
}

async function vendorRefOf(context: PushContext, bill: QueuedBill): Promise<QbRef> {
  if (bill.billingvendorid) return { value: bill.billingvendorid };
  const matched = await matchVendorsByName({
    db: context.db,
    client: context.client,
    vendors: [{ id: bill.vendorid, name: bill.vendorname }],
  });
  const value = matched.get(bill.vendorid);
  if (!value)
    throw new PushRefusal(`Vendor ${bill.vendorname} is not in QuickBooks. Use Find Unmatched Vendors.`);
  return { value };
}

function docNumberOf(number: string | null, what: string): string | undefined {
  const docNumber = number?.trim();
  if (docNumber && docNumber.length > QB_DOC_NUMBER_MAX)
    throw new PushRefusal(
      `${what} ${docNumber} is longer than the ${QB_DOC_NUMBER_MAX} characters QuickBooks allows; shorten it and push again.`,
    );
  return docNumber || undefined;
}

async function sendBill(context: PushContext, bill: QueuedBill, attempt: Attempt): Promise<string> {
  const DocNumber = docNumberOf(bill.invnumber, 'Vendor invoice number');
  const VendorRef = await vendorRefOf(context, bill);
  context.refs.account ??= await namedRef(context, 'Account', context.config.expenseAccount);
  const line: QbBillLine = {
    Amount: Number(bill.amount),
    Description: `Work order ${bill.wonumber}`,
    DetailType: 'AccountBasedExpenseLineDetail',
    AccountBasedExpenseLineDetail: { AccountRef: context.refs.account },
  };
  const note = marker(bill.wonumber, `line ${bill.id}`);
  return createOnce(
    context,
    'Bill',
    {
      VendorRef,
      TxnDate: qbDate(bill.approveddate),
      ...(DocNumber ? { DocNumber } : {}),
      // Paid by credit card is still the vendor's bill; the card payment is entered against it in QuickBooks.
      PrivateNote: bill.paidbycc ? `${note} Paid by credit card.` : note,
      Line: [line],
    } as Omit<QbBill, 'Id'>,
    attempt,
    note,
  );
}

/** One queued customer invoice as an Invoice: its lines, and its taxes as one more line (decision 177). */
export async function pushInvoice(context: PushContext, id: number): Promise<Outcome> {
  const [invoice] = await findQueuedInvoices(context.db, id);
  if (!invoice) return 'skipped';
  const attempt = await beginAttempt(
    context.db,
    { kind: 'invoice', id },
    invoice.approveddate?.toISOString() ?? '',
    {
      // Completed Invoicing (the order's bills go with it) logs under the bills' type (spec A section 3).
      typeId: invoice.hasQueuedBills ? 1 : 2,
      workorderid: invoice.workorderid,
      invoiceid: invoice.id,
      workOrderNumber: invoice.wonumber,
      customerName: invoice.customername,
      invoiceNumber: invoice.invoicenumber,
    },
  );
  return settle(context, 'invoice', id, attempt, () => sendInvoice(context, invoice, attempt));
}

async function customerRefOf(context: PushContext, invoice: QueuedInvoice, attempt: Attempt): Promise<QbRef> {
  if (invoice.billingcustomerid) return { value: invoice.billingcustomerid };
  const found = (await findByDisplayName(context.client, 'Customer', [invoice.customername]))
    .values()
    .next().value;
  const id =
    found?.Id ??
    (
      await context.client.create<{ Id: string }>(
        'Customer',
        { DisplayName: invoice.customername.trim() },
        `${attempt.requestid}-c`,
      )
    ).Id;
  await storeBillingCustomerId(context.db, invoice.customerid, id);
  return { value: id };
}

async function sendInvoice(context: PushContext, invoice: QueuedInvoice, attempt: Attempt): Promise<string> {
  const DocNumber =
    docNumberOf(invoice.invoicenumber, 'Invoice number') ?? `WO${invoice.wonumber}-${invoice.id}`;
  context.refs.item ??= await namedRef(context, 'Item', context.config.incomeItem);
  const CustomerRef = await customerRefOf(context, invoice, attempt);
  const priced = (await findLineItems(context.db, invoiceLineItems, [invoice.id])).get(invoice.id);
  const item = context.refs.item;
  const Line: QbInvoiceLine[] = (priced?.lines ?? []).map((line) => ({
    Amount: Number(line.subtotal),
    Description: [line.itemtype, line.description].filter(Boolean).join(': '),
    DetailType: 'SalesItemLineDetail',
    SalesItemLineDetail: { ItemRef: item, Qty: Number(line.quantity), UnitPrice: Number(line.rates) },
  }));
  const taxes = Number(priced?.totals.taxes ?? 0);
  if (taxes > 0)
    Line.push({
      Amount: taxes,
      Description: 'Sales tax',
      DetailType: 'SalesItemLineDetail',
      SalesItemLineDetail: { ItemRef: item, Qty: 1, UnitPrice: taxes },
    });
  const note = marker(invoice.wonumber, `invoice ${invoice.id}`);
  return createOnce(
    context,
    'Invoice',
    {
      CustomerRef,
      TxnDate: qbDate(invoice.invoicingdate),
      DueDate: qbDate(invoice.duedate),
      DocNumber,
      PrivateNote: note,
      Line,
    } as Omit<QbInvoice, 'Id'>,
    attempt,
    note,
  );
}
