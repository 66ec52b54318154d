import { boolean, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Lookups seeded by migrateDatabase from `@dispatchwise/shared` constants (one source of truth).
 * Their ids are the spec's, so the primary keys are plain integers, not generated.
 */
export const workorderstatus = pgTable('workorderstatus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  color: text('color').notNull(),
  sortorder: integer('sortorder').notNull(),
  isactive: boolean('isactive').notNull(),
  isdefaultonnew: boolean('isdefaultonnew').notNull().default(false),
});

export const priority = pgTable('priority', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  etahours: integer('etahours').notNull(),
  color: text('color').notNull(),
  sortorder: integer('sortorder').notNull(),
  isdefaultonnew: boolean('isdefaultonnew').notNull().default(false),
});

export const division = pgTable('division', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortorder: integer('sortorder').notNull(),
  isdefaultonnew: boolean('isdefaultonnew').notNull().default(false),
  isactive: boolean('isactive').notNull().default(true),
});

export const requesttype = pgTable('requesttype', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortorder: integer('sortorder').notNull(),
  isdefaultonnew: boolean('isdefaultonnew').notNull().default(false),
  isactive: boolean('isactive').notNull().default(true),
});

/** Trades keep the spec's key `tradeid` (spec A "Trade: tradeid, tradename (also type)"). */
export const trade = pgTable('trade', {
  tradeid: integer('tradeid').primaryKey(),
  tradename: text('tradename').notNull().unique(),
  type: text('type').notNull(),
  /** Retail store-fixture trade, left out of /trades/tradelist_nonstore. */
  isstore: boolean('isstore').notNull().default(false),
  isactive: boolean('isactive').notNull().default(true),
});

export const attachmenttype = pgTable('attachmenttype', {
  id: integer('id').primaryKey(),
  attachmenttype: text('attachmenttype').notNull(),
  isworkorder: boolean('isworkorder').notNull().default(false),
  isvendor: boolean('isvendor').notNull().default(false),
  iscustomer: boolean('iscustomer').notNull().default(false),
});

export const lineitemtype = pgTable('lineitemtype', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const unit = pgTable('unit', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const skilllevel = pgTable('skilllevel', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const laborratetype = pgTable('laborratetype', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  multiplier: numeric('multiplier', { precision: 4, scale: 2 }).notNull(),
});

export const notetype = pgTable('notetype', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The spec's note typeid: 1 Internal, 2 otherwise. */
  typeid: smallint('typeid').notNull(),
  isselectable: boolean('isselectable').notNull().default(true),
  issystem: boolean('issystem').notNull().default(false),
});

export const pertainsto = pgTable('pertainsto', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const qcrating = pgTable('qcrating', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const vendorstatustype = pgTable('vendorstatustype', {
  id: integer('id').primaryKey(),
  type: text('type').notNull().unique(),
  color: text('color').notNull(),
  isdispatchable: boolean('isdispatchable').notNull().default(true),
});

export const tier = pgTable('tier', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  isdispatchable: boolean('isdispatchable').notNull().default(true),
});

export const term = pgTable('term', {
  id: integer('id').primaryKey(),
  termdescription: text('termdescription').notNull().unique(),
  days: integer('days').notNull(),
});

/** Status of vendor-portal proposals and invoices: 1 Draft, 2 Submitted, 3 Approved, 4 Rejected. */
export const vendordocumentstatus = pgTable('vendordocumentstatus', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
