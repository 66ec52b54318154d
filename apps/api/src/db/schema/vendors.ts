import { sql } from 'drizzle-orm';
import type { ComplianceDocument, ComplianceThreshold } from '@dispatchwise/shared';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, timestamptz } from './columns';
import { state } from './geography';
import { attachmenttype, term, tier, trade, vendorstatustype } from './reference';
import { users } from './users';

/**
 * Vendors (service contractors), spec C 2.4 and section 3. The portal's coi_enddate and wc_enddate
 * are glexpirationdate and wcexpirationdate (decision 018).
 */
export const vendor = pgTable(
  'vendor',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    firstname: text('firstname'),
    lastname: text('lastname'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    statecode: text('statecode'),
    postalcode: text('postalcode'),
    county: text('county'),
    country: text('country').default('US'),
    primaryphone: text('primaryphone'),
    primaryext: text('primaryext'),
    secondaryphone: text('secondaryphone'),
    secondaryext: text('secondaryext'),
    primaryemail: text('primaryemail'),
    secondaryemail: text('secondaryemail'),
    dispatchemail: text('dispatchemail'),
    glexpirationdate: timestamptz('glexpirationdate'),
    wcexpirationdate: timestamptz('wcexpirationdate'),
    wcexempt: boolean('wcexempt').notNull().default(false),
    w9date: timestamptz('w9date'),
    profiledate: timestamptz('profiledate'),
    minnte: money('minnte'),
    tierid: integer('tierid').references(() => tier.id),
    termid: integer('termid').references(() => term.id),
    vendorstatustypeid: integer('vendorstatustypeid')
      .notNull()
      .default(1)
      .references(() => vendorstatustype.id),
    isactive: boolean('isactive').notNull().default(true),
    paperworkcomplete: boolean('paperworkcomplete').notNull().default(false),
    backgroundchecksrun: boolean('backgroundchecksrun').notNull().default(false),
    allowlogin: boolean('allowlogin').notNull().default(false),
    autoattachenabled: boolean('autoattachenabled').notNull().default(false),
    ispreferredvendor: boolean('ispreferredvendor').notNull().default(false),
    /** "MS/SW" column of the Select Vendor popup (minority / small / woman-owned classification). */
    mssw: text('mssw'),
    /** QuickBooks vendor id once matched ("Find Unmatched Vendors" lists vendors without one). */
    billingvendorid: text('billingvendorid'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
  },
  (t) => [
    index('vendor_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The Vendors list's default order (name, then id as the keyset tiebreaker): page 1 reads 21 index
    // entries instead of sorting every vendor (12.7 ms -> 1.0 ms of 20,000; docs/decisions/198).
    index('vendor_name_id_idx').on(t.name, t.id),
    // The Vendors list's search panel (name, city, zip; decision 142): one bitmap OR of three indexes.
    index('vendor_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
    index('vendor_postalcode_trgm_idx').using('gin', t.postalcode.op('gin_trgm_ops')),
    index('vendor_postalcode_idx').on(t.postalcode),
    index('vendor_statecode_idx').on(t.statecode),
    index('vendor_vendorstatustypeid_idx').on(t.vendorstatustypeid),
    // Radius search (decision 142): earth_box(centre, metres) @> ll_to_earth(latitude, longitude).
    index('vendor_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/**
 * One row per rating given (1..5 in half steps); the vendor's rating is their average. One rating per
 * user and vendor: a second one by the same user replaces theirs (Add/Update Vendor Rating, decision 142).
 */
export const vendorrating = pgTable(
  'vendorrating',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createddate: createdAt(),
  },
  (t) => [
    index('vendorrating_vendorid_idx').on(t.vendorid),
    uniqueIndex('vendorrating_vendorid_createdby_key').on(t.vendorid, t.createdby),
  ],
);

/** States Serviced (spec C 2.4, servicestates.states). */
export const vendorservicestate = pgTable(
  'vendorservicestate',
  {
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    statecode: text('statecode')
      .notNull()
      .references(() => state.statecode),
  },
  (t) => [
    primaryKey({ columns: [t.vendorid, t.statecode] }),
    index('vendorservicestate_statecode_idx').on(t.statecode),
  ],
);

export const vendorcontact = pgTable(
  'vendorcontact',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 50 }),
    firstname: text('firstname'),
    lastname: text('lastname'),
    emailaddress: text('emailaddress'),
    phone: text('phone'),
    mobilephone: text('mobilephone'),
    isprimary: boolean('isprimary').notNull().default(false),
  },
  (t) => [index('vendorcontact_vendorid_idx').on(t.vendorid)],
);

export const vendornote = pgTable(
  'vendornote',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    cancustomersee: boolean('cancustomersee').notNull().default(false),
    canvendorsee: boolean('canvendorsee').notNull().default(false),
    createdbyname: text('createdbyname'),
    createdbyauthid: text('createdbyauthid').references(() => users.user_id, { onDelete: 'set null' }),
    createddate: createdAt(),
    updateddate: timestamptz('updateddate').notNull().defaultNow(),
  },
  (t) => [index('vendornote_vendorid_idx').on(t.vendorid)],
);

export const vendorattachment = pgTable(
  'vendorattachment',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    attachmenttypeid: integer('attachmenttypeid')
      .notNull()
      .references(() => attachmenttype.id),
    filename: text('filename').notNull(),
    displayname: text('displayname'),
    path: text('path').notNull(),
    /** Uploaded by the vendor from the portal and not yet reviewed by staff. */
    isreviewed: boolean('isreviewed').notNull().default(true),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdbyuser: text('createdbyuser'),
    createddate: createdAt(),
  },
  (t) => [index('vendorattachment_vendorid_idx').on(t.vendorid)],
);

export const vendortrade = pgTable(
  'vendortrade',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    tradeid: integer('tradeid')
      .notNull()
      .references(() => trade.tradeid),
    isdeleted: boolean('isdeleted').notNull().default(false),
    createddate: createdAt(),
  },
  // Removing a trade marks it deleted (spec C 2.6); one live row per vendor and trade.
  (t) => [
    uniqueIndex('vendortrade_vendorid_tradeid_key')
      .on(t.vendorid, t.tradeid)
      .where(sql`not ${t.isdeleted}`),
    index('vendortrade_tradeid_idx')
      .on(t.tradeid, t.vendorid)
      .where(sql`not ${t.isdeleted}`),
  ],
);

/** Payments received from accounting (spec C 2.4 Payments tab); camelCase keys as the spec's payload. */
export const vendorpayment = pgTable(
  'vendorpayment',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    /** The accounting system's transaction id: makes imports idempotent. */
    txnId: text('txnid').unique(),
    txnDate: timestamptz('txndate').notNull(),
    paymentType: text('paymenttype'),
    refNumber: text('refnumber'),
    amount: money('amount').notNull(),
    createddate: createdAt(),
  },
  (t) => [
    index('vendorpayment_vendorid_idx').on(t.vendorid, t.txnDate),
    // Report 7 (payments in a range; decision 151).
    index('vendorpayment_txndate_idx').on(t.txnDate),
  ],
);

export const vendorpaymentline = pgTable(
  'vendorpaymentline',
  {
    id: serial('id').primaryKey(),
    vendorpaymentid: integer('vendorpaymentid')
      .notNull()
      .references(() => vendorpayment.id, { onDelete: 'cascade' }),
    /** The work order number. */
    memo: text('memo'),
    appliedToTxnRefNumber: text('appliedtotxnrefnumber'),
    appliedToTxnAmount: money('appliedtotxnamount'),
    /** The vendor line whose bill the payment pays (found by the bill's QuickBooks id), for the portal's "paid". */
    workordervendorid: integer('workordervendorid'),
  },
  (t) => [
    index('vendorpaymentline_vendorpaymentid_idx').on(t.vendorpaymentid),
    index('vendorpaymentline_workordervendorid_idx').on(t.workordervendorid),
  ],
);

/**
 * Compliance reminders sent (issue 12, "compliance that chases itself"): one row per vendor, document
 * (gl, wc, w9), threshold (45 and 15 days ahead, expired) and the expiry date reminded about, so that
 * the daily job sends each reminder once, and a renewed date starts a new round.
 */
export const vendorcompliancereminder = pgTable(
  'vendorcompliancereminder',
  {
    id: serial('id').primaryKey(),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    document: text('document').$type<ComplianceDocument>().notNull(),
    threshold: text('threshold').$type<ComplianceThreshold>().notNull(),
    expirationdate: timestamptz('expirationdate').notNull(),
    /** Who was written to (the outbox row holds the message itself). */
    recipients: text('recipients').notNull(),
    mailoutboxid: integer('mailoutboxid'),
    createddate: createdAt(),
  },
  (t) => [
    uniqueIndex('vendorcompliancereminder_key').on(t.vendorid, t.document, t.threshold, t.expirationdate),
  ],
);
