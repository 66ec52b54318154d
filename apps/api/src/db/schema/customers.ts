import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, money, timestamptz } from './columns';
import { attachmenttype, term, trade } from './reference';
import { users } from './users';
import { vendor } from './vendors';

/** Property-management portals a customer's work arrives through (spec B "Management provider"). */
export const managementprovider = pgTable('managementprovider', {
  id: serial('id').primaryKey(),
  managementprovider: text('managementprovider').notNull().unique(),
  webaddress: text('webaddress'),
  userid: text('userid'),
  password: text('password'),
});

/**
 * Customers (spec C section 3). `dispatcherauthid` and `salesrepauthid` keep the spec's names and
 * hold the user's OIDC subject (users.user_id), decision 018.
 */
export const customer = pgTable(
  'customer',
  {
    id: serial('id').primaryKey(),
    customername: text('customername').notNull(),
    customerprefix: text('customerprefix'),
    dispatcherauthid: text('dispatcherauthid').references(() => users.user_id, { onDelete: 'set null' }),
    salesrepauthid: text('salesrepauthid').references(() => users.user_id, { onDelete: 'set null' }),
    isactive: boolean('isactive').notNull().default(true),
    contactfirstname: text('contactfirstname'),
    contactlastname: text('contactlastname'),
    contactphone: text('contactphone'),
    contactcellphone: text('contactcellphone'),
    contactfax: text('contactfax'),
    contactemail: text('contactemail'),
    ccemails: text('ccemails'),
    streetaddress: text('streetaddress'),
    streetaddress2: text('streetaddress2'),
    city: text('city'),
    statecode: text('statecode'),
    postalcode: text('postalcode'),
    billingfirstname: text('billingfirstname'),
    billinglastname: text('billinglastname'),
    billingphone: text('billingphone'),
    billingcellphone: text('billingcellphone'),
    billingfax: text('billingfax'),
    billingemail: text('billingemail'),
    termid: integer('termid').references(() => term.id),
    nte: money('nte'),
    managementproviderid: integer('managementproviderid').references(() => managementprovider.id),
    servicechannelsubscriberid: text('servicechannelsubscriberid'),
    specialprocedure: text('specialprocedure'),
    /** QuickBooks customer id once matched (accounting sync). */
    billingcustomerid: text('billingcustomerid'),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
  },
  (t) => [
    index('customer_customername_trgm_idx').using('gin', t.customername.op('gin_trgm_ops')),
    // The Customers list's default order, read in order like the Vendors list's (docs/decisions/198).
    index('customer_customername_id_idx').on(t.customername, t.id),
    uniqueIndex('customer_customerprefix_key').on(t.customerprefix),
  ],
);

export const customernotification = pgTable('customernotification', {
  id: serial('id').primaryKey(),
  customerid: integer('customerid')
    .notNull()
    .unique()
    .references(() => customer.id, { onDelete: 'cascade' }),
  proposaladded: boolean('proposaladded').notNull().default(false),
  invoiceadded: boolean('invoiceadded').notNull().default(false),
  statuschange: boolean('statuschange').notNull().default(false),
});

export const customerjobsite = pgTable(
  'customerjobsite',
  {
    id: serial('id').primaryKey(),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    jobsite: text('jobsite').notNull(),
    jobsitedescription: text('jobsitedescription'),
    streetaddress: text('streetaddress'),
    streetaddress2: text('streetaddress2'),
    city: text('city'),
    statecode: text('statecode'),
    postalcode: text('postalcode'),
    phone: text('phone'),
    contactperson: text('contactperson'),
    email: text('email'),
    specialprocedure: text('specialprocedure'),
    /** Geocoded position when known; otherwise the zip code's centroid is used for distances. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isactive: boolean('isactive').notNull().default(true),
    createddate: createdAt(),
    updateddate: timestamptz('updateddate').notNull().defaultNow(),
  },
  (t) => [
    index('customerjobsite_customerid_idx').on(t.customerid),
    index('customerjobsite_postalcode_idx').on(t.postalcode),
    index('customerjobsite_jobsite_trgm_idx').using('gin', t.jobsite.op('gin_trgm_ops')),
  ],
);

export const customerjobsiteprocedure = pgTable(
  'customerjobsiteprocedure',
  {
    id: serial('id').primaryKey(),
    jobsiteid: integer('jobsiteid')
      .notNull()
      .references(() => customerjobsite.id, { onDelete: 'cascade' }),
    procedure: text('procedure').notNull(),
    sortorder: integer('sortorder').notNull().default(0),
  },
  (t) => [index('customerjobsiteprocedure_jobsiteid_idx').on(t.jobsiteid)],
);

export const customercontact = pgTable(
  'customercontact',
  {
    id: serial('id').primaryKey(),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 50 }),
    firstname: text('firstname'),
    lastname: text('lastname'),
    emailaddress: text('emailaddress'),
    phone: text('phone'),
    mobilephone: text('mobilephone'),
    isprimary: boolean('isprimary').notNull().default(false),
  },
  (t) => [index('customercontact_customerid_idx').on(t.customerid)],
);

export const customernote = pgTable(
  'customernote',
  {
    id: serial('id').primaryKey(),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    isvisibletocustomer: boolean('isvisibletocustomer').notNull().default(false),
    createdby: integer('createdby').references(() => users.id, { onDelete: 'set null' }),
    createdbyuser: text('createdbyuser'),
    createddate: createdAt(),
    updateddate: timestamptz('updateddate').notNull().defaultNow(),
  },
  (t) => [index('customernote_customerid_idx').on(t.customerid)],
);

export const customerattachment = pgTable(
  'customerattachment',
  {
    id: serial('id').primaryKey(),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
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
  (t) => [index('customerattachment_customerid_idx').on(t.customerid)],
);

/** Vendors a customer does not want sent ("excluded by customer" in the Select Vendor popup). */
export const customervendorexclusion = pgTable(
  'customervendorexclusion',
  {
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    createddate: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerid, t.vendorid] }),
    index('customervendorexclusion_vendorid_idx').on(t.vendorid),
  ],
);

export const customertrade = pgTable(
  'customertrade',
  {
    id: serial('id').primaryKey(),
    customerid: integer('customerid')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    tradeid: integer('tradeid')
      .notNull()
      .references(() => trade.tradeid),
    isdeleted: boolean('isdeleted').notNull().default(false),
    createddate: createdAt(),
  },
  // One live row per trade; a removed trade stays as a deleted row and may be added again.
  (t) => [
    uniqueIndex('customertrade_customerid_tradeid_key')
      .on(t.customerid, t.tradeid)
      .where(sql`not ${t.isdeleted}`),
  ],
);
