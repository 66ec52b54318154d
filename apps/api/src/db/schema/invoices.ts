import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, timestamptz } from './columns';
import { workorderproposal } from './proposals';
import { lineItemColumns } from './line-items';
import { users } from './users';
import { workorder } from './workorders';

/**
 * Customer invoices (spec B "Invoice"). The spec spells the received amount two ways; the column is
 * `amountreceived` (decision 018). Accounting approval and sync feed the Customer Invoicing tab.
 */
export const invoice = pgTable(
  'invoice',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    workorderproposalid: integer('workorderproposalid').references(() => workorderproposal.id, {
      onDelete: 'set null',
    }),
    invoicenumber: text('invoicenumber'),
    amount: money('amount').notNull().default('0'),
    billedamount: money('billedamount'),
    amountreceived: money('amountreceived'),
    invoicingdate: timestamptz('invoicingdate'),
    duedate: timestamptz('duedate'),
    completedate: timestamptz('completedate'),
    invoicesentby: integer('invoicesentby').references(() => users.id, { onDelete: 'set null' }),
    sentby: text('sentby'),
    billwithoutsignoff: boolean('billwithoutsignoff').notNull().default(false),
    iscomplete: boolean('iscomplete').notNull().default(false),
    isapproved: boolean('isapproved').notNull().default(false),
    isrejected: boolean('isrejected').notNull().default(false),
    approvedby: integer('approvedby').references(() => users.id, { onDelete: 'set null' }),
    approveddate: timestamptz('approveddate'),
    approvedbyaccounting: boolean('approvedbyaccounting').notNull().default(false),
    syncedtoaccountingdate: timestamptz('syncedtoaccountingdate'),
    note: text('note'),
    scopeofwork: text('scopeofwork'),
    scopeofworkformatted: text('scopeofworkformatted'),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
  },
  (t) => [
    index('invoice_workorderid_idx').on(t.workorderid),
    index('invoice_invoicingdate_idx').on(t.invoicingdate),
    // Report 20 (open invoices by due date; decision 151).
    index('invoice_open_duedate_idx')
      .on(t.duedate, t.id)
      .where(sql`not ${t.isrejected} and coalesce(${t.amountreceived}, 0) < ${t.amount}`),
    index('invoice_pending_idx')
      .on(t.approveddate)
      .where(sql`${t.isapproved} and ${t.syncedtoaccountingdate} is null`),
  ],
);

export const invoicedetail = pgTable(
  'invoicedetail',
  {
    id: serial('id').primaryKey(),
    invoiceid: integer('invoiceid')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    ...lineItemColumns(),
  },
  (t) => [index('invoicedetail_invoiceid_idx').on(t.invoiceid)],
);
