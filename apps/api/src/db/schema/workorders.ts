import { AWAITING_ARRIVAL_STATUS_IDS, FIELD_WORK_DONE_STATUS_IDS } from '@dispatchwise/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, timestamptz } from './columns';
import { customer, customerjobsite } from './customers';
import {
  attachmenttype,
  division,
  notetype,
  pertainsto,
  priority,
  requesttype,
  trade,
  workorderstatus,
} from './reference';
import { users } from './users';
import { workordervendor } from './workorder-vendors';

/**
 * Work-order numbers come from this sequence; the default format is the plain number (decision 011),
 * which the work-order service may prefix (e.g. with the customer's prefix) when it inserts.
 */
export const workorderWonumberSeq = pgSequence('workorder_wonumber_seq', { startWith: 100001 });

/**
 * Work orders (spec B section 3, spec C section 3). Foreign keys are ids; lists join for names.
 * Users are referenced by users.id, except `techauthid`, which holds the tech's OIDC subject as the
 * spec names it (decision 018).
 */
export const workorder = pgTable(
  'workorder',
  {
    id: serial('id').primaryKey(),
    wonumber: text('wonumber')
      .notNull()
      .default(sql`(nextval('workorder_wonumber_seq'))::text`),
    ponumber: text('ponumber'),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id),
    jobsiteid: integer('jobsiteid').references(() => customerjobsite.id),
    statusid: integer('statusid')
      .notNull()
      .references(() => workorderstatus.id),
    priorityid: integer('priorityid').references(() => priority.id),
    divisionid: integer('divisionid').references(() => division.id),
    requesttypeid: integer('requesttypeid').references(() => requesttype.id),
    dispatcherid: integer('dispatcherid').references(() => users.id, { onDelete: 'set null' }),
    customerdispatcherid: integer('customerdispatcherid').references(() => users.id, {
      onDelete: 'set null',
    }),
    salesrepid: integer('salesrepid').references(() => users.id, { onDelete: 'set null' }),
    /** The user who received (entered) the work order. */
    receiverid: integer('receiverid').references(() => users.id, { onDelete: 'set null' }),
    techauthid: text('techauthid').references(() => users.user_id, { onDelete: 'set null' }),
    requestedby: text('requestedby'),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
    dispatchdate: timestamptz('dispatchdate'),
    scheduledate: timestamptz('scheduledate'),
    /** Follow-up date. */
    promisedate: timestamptz('promisedate'),
    duedate: timestamptz('duedate'),
    onsitedate: timestamptz('onsitedate'),
    onsitetime: time('onsitetime'),
    completedate: timestamptz('completedate'),
    invoicedate: timestamptz('invoicedate'),
    nte: money('nte'),
    briefdescription: text('briefdescription').notNull().default(''),
    /** Rich text (sanitized HTML). */
    description: text('description'),
    cancelreason: text('cancelreason'),
    flagged: boolean('flagged').notNull().default(false),
    customercalled: boolean('customercalled').notNull().default(false),
    vendorcalled: boolean('vendorcalled').notNull().default(false),
    overridegeofencing: boolean('overridegeofencing').notNull().default(false),
    parentid: integer('parentid').references((): AnyPgColumn => workorder.id),
    ischild: boolean('ischild').notNull().default(false),
    /** Where an imported work order came from ('servicechannel', 'pdf', 'msg') and its id there. */
    externalsource: text('externalsource'),
    externalid: text('externalid'),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    modifiedby: integer('modifiedby').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('workorder_wonumber_key').on(t.wonumber),
    index('workorder_statusid_createddate_idx').on(t.statusid, t.createddate.desc()),
    index('workorder_dispatcherid_statusid_idx').on(t.dispatcherid, t.statusid),
    index('workorder_customerdispatcherid_statusid_idx').on(t.customerdispatcherid, t.statusid),
    // The PO duplicate check compares trimmed, case-folded POs within a customer (docs/decisions/111):
    // without this expression index a big customer's check read all its orders (~320 ms at 1M).
    index('workorder_customerid_ponumber_idx').on(t.customerid, sql`lower(btrim(${t.ponumber}))`),
    index('workorder_jobsiteid_idx').on(t.jobsiteid),
    index('workorder_scheduledate_idx').on(t.scheduledate),
    index('workorder_promisedate_idx').on(t.promisedate),
    index('workorder_createddate_idx').on(t.createddate.desc()),
    // Reports 3, 12, 23 (invoiced in a range; decision 151).
    index('workorder_invoicedate_idx').on(t.invoicedate),
    // All Active (every status but Invoiced 10 and Cancelled 6) is the default list: its pages and
    // keyset next pages read these partial indexes in either direction (docs/decisions/084).
    index('workorder_active_createddate_id_idx')
      .on(t.createddate, t.id)
      .where(sql`${t.statusid} not in (6, 10)`),
    index('workorder_active_scheduledate_id_idx')
      .on(t.scheduledate, t.id)
      .where(sql`${t.statusid} not in (6, 10)`),
    index('workorder_active_promisedate_id_idx')
      .on(t.promisedate, t.id)
      .where(sql`${t.statusid} not in (6, 10)`),
    // A customer's lists (customer users, the customer portal and popups) by newest first: All Active
    // through the partial index, one status through the full one (docs/decisions/110).
    index('workorder_active_customerid_createddate_id_idx')
      .on(t.customerid, t.createddate, t.id)
      .where(sql`${t.statusid} not in (6, 10)`),
    // A search matching job-site names reaches the active orders of those sites without reading closed
    // ones (the count of a common word drops from ~110 ms to ~4 ms at 1M orders; docs/decisions/110).
    index('workorder_active_jobsiteid_createddate_id_idx')
      .on(t.jobsiteid, t.createddate, t.id)
      .where(sql`${t.statusid} not in (6, 10)`),
    index('workorder_customerid_statusid_createddate_id_idx').on(
      t.customerid,
      t.statusid,
      t.createddate,
      t.id,
    ),
    index('workorder_flagged_idx')
      .on(t.id)
      .where(sql`${t.flagged}`),
    index('workorder_parentid_idx')
      .on(t.parentid)
      .where(sql`${t.parentid} is not null`),
    index('workorder_techauthid_idx')
      .on(t.techauthid)
      .where(sql`${t.techauthid} is not null`),
    // A technician's Today (orders assigned to it whose field work is not over, by schedule date): without
    // it the list read every order the tech ever had (1.3 s for one with 75,000 at 1M orders).
    index('workorder_tech_fieldopen_scheduledate_id_idx')
      .on(t.techauthid, t.scheduledate, t.id)
      .where(
        sql`${t.techauthid} is not null and ${t.statusid} not in (${sql.raw(FIELD_WORK_DONE_STATUS_IDS.join(', '))})`,
      ),
    // The alerts' ETA arm (awaiting arrival, received + the priority's ETA hours before a day's end): one
    // range per priority, read index-only, so its bounded count reads ~10,000 entries in about 3 ms at 1M
    // orders instead of every awaiting order's heap page (over 200 ms; docs/decisions/198).
    index('workorder_awaiting_priorityid_createddate_id_idx')
      .on(t.priorityid, t.createddate, t.id)
      .where(sql`${t.statusid} in (${sql.raw(AWAITING_ARRIVAL_STATUS_IDS.join(', '))})`),
    index('workorder_wonumber_trgm_idx').using('gin', t.wonumber.op('gin_trgm_ops')),
    index('workorder_ponumber_trgm_idx').using('gin', t.ponumber.op('gin_trgm_ops')),
    index('workorder_briefdescription_trgm_idx').using('gin', t.briefdescription.op('gin_trgm_ops')),
    uniqueIndex('workorder_external_key')
      .on(t.externalsource, t.externalid)
      .where(sql`${t.externalid} is not null`),
  ],
);

export const workordertrade = pgTable(
  'workordertrade',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    tradeid: integer('tradeid')
      .notNull()
      .references(() => trade.tradeid),
  },
  (t) => [
    uniqueIndex('workordertrade_workorderid_tradeid_key').on(t.workorderid, t.tradeid),
    index('workordertrade_tradeid_idx').on(t.tradeid),
  ],
);

/**
 * Notes (spec B "Note", spec C "Work-order note"). `typeid` is the spec's 1 Internal / 2 otherwise;
 * `notetypeid` is the chosen type. Portals show notes by canvendorsee / isvisibletocustomer.
 */
export const workordernote = pgTable(
  'workordernote',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    /** Position of the note within its work order (the grid's # column). */
    notenumber: integer('notenumber').notNull().default(1),
    note: text('note').notNull(),
    notetypeid: integer('notetypeid')
      .notNull()
      .references(() => notetype.id),
    typeid: smallint('typeid').notNull().default(1),
    pertainsto: integer('pertainsto')
      .notNull()
      .default(2)
      .references(() => pertainsto.id),
    /** Additional e-mail addresses, comma separated. */
    emails: text('emails'),
    emailuserids: integer('emailuserids').array(),
    highpriority: boolean('highpriority').notNull().default(false),
    customerupdated: boolean('customerupdated').notNull().default(false),
    includecustomer: boolean('includecustomer').notNull().default(false),
    canvendorsee: boolean('canvendorsee').notNull().default(false),
    isvisibletocustomer: boolean('isvisibletocustomer').notNull().default(false),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdbyuser: text('createdbyuser'),
    createddate: createdAt(),
    modifiedby: integer('modifiedby').references(() => users.id, { onDelete: 'set null' }),
    modifieddate: modifiedAt(),
  },
  (t) => [
    index('workordernote_workorderid_createddate_idx').on(t.workorderid, t.createddate.desc()),
    // Report 9 (dispatcher touches in a range; decision 151).
    index('workordernote_createddate_idx').on(t.createddate),
  ],
);

export const workorderattachment = pgTable(
  'workorderattachment',
  {
    id: serial('id').primaryKey(),
    workorderid: integer('workorderid')
      .notNull()
      .references(() => workorder.id, { onDelete: 'cascade' }),
    /** Set for vendor invoices and other files attached from a vendor line. */
    workordervendorid: integer('workordervendorid').references(() => workordervendor.id, {
      onDelete: 'set null',
    }),
    attachmenttypeid: integer('attachmenttypeid')
      .notNull()
      .references(() => attachmenttype.id),
    filename: text('filename').notNull(),
    displayname: text('displayname'),
    path: text('path').notNull(),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdbyuser: text('createdbyuser'),
    createddate: createdAt(),
  },
  (t) => [
    index('workorderattachment_workorderid_idx').on(t.workorderid),
    index('workorderattachment_workordervendorid_idx')
      .on(t.workordervendorid)
      .where(sql`${t.workordervendorid} is not null`),
  ],
);
