import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamptz } from './columns';
import { qcrating, trade } from './reference';
import { users } from './users';
import { vendor } from './vendors';
import { workorder } from './workorders';

/**
 * A vendor sent on a work order (spec B "Work-order vendor line"). `quotedamount` is the vendor's
 * cost; the vendor invoice approval and the accounting flags feed the Vendor Billing tab.
 */
export const workordervendor = pgTable(
  'workordervendor',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id),
    tradeid: integer('tradeid').references(() => trade.tradeid),
    nte: money('nte'),
    quotedamount: money('quotedamount').notNull().default('0'),
    quoteonly: boolean('quoteonly').notNull().default(false),
    invnumber: text('invnumber'),
    /** Attached or Cancelled (cancel_vendor), decision 014. */
    status: text('status').notNull().default('Attached'),
    paidbycc: boolean('paidbycc').notNull().default(false),
    nodflagged: boolean('nodflagged').notNull().default(false),
    note: text('note'),
    isapproved: boolean('isapproved').notNull().default(false),
    /** vendorInvoiceApprovedBy / vendorInvoiceApprovedDate of the billing row. */
    approvedby: integer('approvedby').references(() => users.id, { onDelete: 'set null' }),
    approveddate: timestamptz('approveddate'),
    approvedbyaccounting: boolean('approvedbyaccounting').notNull().default(false),
    /** Set when the bill was pushed to accounting; such rows leave the pending list. */
    syncedtoaccountingdate: timestamptz('syncedtoaccountingdate'),
    /** Remove from the Vendor Billing tab (PUT /accounting/removevendorbill): never pushed; a new approval clears it. */
    accountingremoveddate: timestamptz('accountingremoveddate'),
    accountingremovedby: integer('accountingremovedby').references(() => users.id, { onDelete: 'set null' }),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
  },
  (t) => [
    index('workordervendor_workorderid_idx').on(t.workorderid),
    // Report 19 (vendor lines in a range; decision 151).
    index('workordervendor_createddate_idx').on(t.createddate),
    index('workordervendor_vendorid_idx').on(t.vendorid, t.createddate.desc()),
    index('workordervendor_billing_idx')
      .on(t.approveddate)
      .where(sql`${t.isapproved} and ${t.syncedtoaccountingdate} is null`),
  ],
);

/** Vendor QC follow-up (spec B "Vendor QC"), one per vendor line. */
export const workordervendorqc = pgTable('workordervendorqc', {
  id: serial('id').primaryKey(),
  workordervendorid: integer('workordervendorid')
    .notNull()
    .unique()
    .references(() => workordervendor.id, { onDelete: 'cascade' }),
  techarrivedonschedule: boolean('techarrivedonschedule'),
  techwasprofessional: boolean('techwasprofessional'),
  repairsmade: boolean('repairsmade'),
  metexpectations: boolean('metexpectations'),
  expectationcomment: text('expectationcomment'),
  overallrating: integer('overallrating').references(() => qcrating.id),
  totalscore: numeric('totalscore', { precision: 6, scale: 2 }),
  comments: text('comments'),
  reviewername: text('reviewername').notNull(),
  reviewdate: timestamptz('reviewdate').notNull().defaultNow(),
  reviewedbyauthid: text('reviewedbyauthid').references(() => users.user_id, { onDelete: 'set null' }),
  incurredonly: boolean('incurredonly').notNull().default(false),
});

/**
 * Actions sent to a vendor line (createwoemailitem): the action counts on the row menu badges and
 * on the vendor line's eventcounts come from here, grouped by actiontype.
 */
export const workorderevent = pgTable(
  'workorderevent',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    workordervendorid: integer('workordervendorid').references(() => workordervendor.id, {
      onDelete: 'cascade',
    }),
    vendorid: integer('vendorid').references(() => vendor.id),
    /** A VENDOR_ACTION_CODES value (TICKET, CWOP, PPV, NOD_MISSING, ...). */
    actiontype: text('actiontype').notNull(),
    /** The `type` the caller sent (e.g. email). */
    type: text('type'),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
  },
  (t) => [
    index('workorderevent_workorderid_idx').on(t.workorderid),
    index('workorderevent_workordervendorid_actiontype_idx').on(t.workordervendorid, t.actiontype),
  ],
);
