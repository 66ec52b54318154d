import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, percent, timestamptz } from './columns';
import { lineItemColumns } from './line-items';
import { users } from './users';
import { vendorproposal } from './vendor-portal';
import { workordervendor } from './workorder-vendors';
import { workorder } from './workorders';

/**
 * Customer proposals (spec B "Customer proposal"); the displayed status is derived from the flags
 * (Complete, In Progress, Rejected, Approved) and not stored.
 */
export const workorderproposal = pgTable(
  'workorderproposal',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    workordervendorid: integer('workordervendorid').references(() => workordervendor.id, {
      onDelete: 'set null',
    }),
    /** Set when converted from a vendor-submitted proposal. */
    vendorproposalid: integer('vendorproposalid').references(() => vendorproposal.id, {
      onDelete: 'set null',
    }),
    amount: money('amount').notNull().default('0'),
    grandtotal: money('grandtotal').notNull().default('0'),
    quotedamount: money('quotedamount').notNull().default('0'),
    marginpercent: percent('marginpercent').notNull().default('30'),
    externalproposalnumber: text('externalproposalnumber'),
    scopeofwork: text('scopeofwork'),
    scopeofworkformatted: text('scopeofworkformatted'),
    note: text('note'),
    iscomplete: boolean('iscomplete').notNull().default(false),
    completedate: timestamptz('completedate'),
    isapproved: boolean('isapproved').notNull().default(false),
    isrejected: boolean('isrejected').notNull().default(false),
    approvedbycustomer: boolean('approvedbycustomer').notNull().default(false),
    approvedbycustomerdate: timestamptz('approvedbycustomerdate'),
    rejectedbycustomer: boolean('rejectedbycustomer').notNull().default(false),
    rejectedbycustomerdate: timestamptz('rejectedbycustomerdate'),
    rejectionnote: text('rejectionnote'),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
  },
  (t) => [index('workorderproposal_workorderid_idx').on(t.workorderid)],
);

/** Proposal line item (the shared column set, docs/decisions/135): subtotal = quantity x rates; taxes = subtotal x taxrate / 100. */
export const workorderproposaldetail = pgTable(
  'workorderproposaldetail',
  {
    id: serial('id').primaryKey(),
    workorderproposalid: integer('workorderproposalid')
      .notNull()
      .references(() => workorderproposal.id, { onDelete: 'cascade' }),
    ...lineItemColumns(),
  },
  (t) => [index('workorderproposaldetail_workorderproposalid_idx').on(t.workorderproposalid)],
);
