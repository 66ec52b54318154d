import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns';
import { trade } from './reference';
import { users } from './users';
import { vendor } from './vendors';

/**
 * Saved grid views (spec A "Saved views"): `view` is the grid state (filters, sorts, columns, widths,
 * page size). Table `savedview` because VIEW is an SQL keyword (decision 018).
 */
export const savedview = pgTable(
  'savedview',
  {
    viewid: serial('viewid').primaryKey(),
    viewname: text('viewname').notNull(),
    /** w work orders, v vendors, c customers, d alerts dashboard. */
    viewtype: text('viewtype').notNull(),
    isdefault: boolean('isdefault').notNull().default(false),
    view: jsonb('view').notNull().default({}),
    userid: integer('userid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createddate: createdAt(),
    modifieddate: modifiedAt(),
  },
  (t) => [
    index('savedview_userid_viewtype_idx').on(t.userid, t.viewtype),
    // At most one default view per user and type.
    uniqueIndex('savedview_default_key')
      .on(t.userid, t.viewtype)
      .where(sql`${t.isdefault}`),
  ],
);

/** Vendor Dispatch (spec A "Admin"): prioritised vendors per trade; priority 0 means removal. */
export const dispatchvendor = pgTable(
  'dispatchvendor',
  {
    tradeid: integer('tradeid')
      .notNull()
      .references(() => trade.tradeid),
    vendorid: integer('vendorid')
      .notNull()
      .references(() => vendor.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tradeid, t.vendorid] }),
    index('dispatchvendor_tradeid_priority_idx').on(t.tradeid, t.priority),
  ],
);
