import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { invoice } from './invoices';
import { workordervendor } from './workorder-vendors';
import { workorder } from './workorders';

/**
 * Accounting sync (spec A "Accounting"): one state row (id 1) with the uploading flag that
 * AccountingAdmin polls, and the connector's settings.
 */
export const accountingsyncstate = pgTable('accountingsyncstate', {
  id: integer('id').primaryKey(),
  isuploading: boolean('isuploading').notNull().default(false),
  startedat: timestamptz('startedat'),
  finishedat: timestamptz('finishedat'),
  lasterror: text('lasterror'),
  /** QuickBooks company (realm) and OAuth tokens when the connector is configured. */
  realmid: text('realmid'),
  tokens: jsonb('tokens'),
  companyname: text('companyname'),
  connectedat: timestamptz('connectedat'),
  /** The pending OAuth authorization: its one-time `state` and when it lapses. */
  oauthstate: text('oauthstate'),
  oauthstateexpiresat: timestamptz('oauthstateexpiresat'),
  /** When a push was last asked for (submitpending); the worker's job runs while rows are queued. */
  requestedat: timestamptz('requestedat'),
  /** The payments sync's watermark: QuickBooks' MetaData.LastUpdatedTime of the newest BillPayment read. */
  paymentssyncedthrough: text('paymentssyncedthrough'),
  paymentssyncedat: timestamptz('paymentssyncedat'),
});

/**
 * Transmission log (spec A section 3), camelCase keys as the spec's payload. typeId 1 vendor /
 * complete billing, 2 customer invoicing.
 */
export const transmissionlog = pgTable(
  'transmissionlog',
  {
    id: serial('id').primaryKey(),
    typeId: integer('typeid').notNull(),
    workorderid: integer('workorderid').references(() => workorder.id, { onDelete: 'set null' }),
    workordervendorid: integer('workordervendorid').references(() => workordervendor.id, {
      onDelete: 'set null',
    }),
    invoiceid: integer('invoiceid').references(() => invoice.id, { onDelete: 'set null' }),
    workOrderNumber: text('workordernumber'),
    customerName: text('customername'),
    vendorName: text('vendorname'),
    vendorid: integer('vendorid'),
    invoiceNumber: text('invoicenumber'),
    /** QuickBooks' requestid of the create call: a resumed push sends the same one. */
    requestid: text('requestid'),
    startTime: timestamptz('starttime').notNull().defaultNow(),
    endTime: timestamptz('endtime'),
    errorMessage: text('errormessage'),
    success: boolean('success'),
  },
  (t) => [index('transmissionlog_typeid_starttime_idx').on(t.typeId, t.startTime.desc())],
);

/**
 * What was pushed to the accounting system, by local record: a retried push finds the external id
 * here instead of creating a duplicate bill or invoice (ARCHITECTURE mechanism 9).
 */
export const accountingsyncrecord = pgTable(
  'accountingsyncrecord',
  {
    id: serial('id').primaryKey(),
    /** 'vendorbill' (workordervendor), 'invoice', 'vendor', 'customer'. */
    entitytype: text('entitytype').notNull(),
    entityid: integer('entityid').notNull(),
    externalid: text('externalid').notNull(),
    syncedat: createdAt(),
  },
  (t) => [uniqueIndex('accountingsyncrecord_entity_key').on(t.entitytype, t.entityid)],
);
