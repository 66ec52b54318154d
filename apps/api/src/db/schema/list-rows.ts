import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { workorder } from './workorders';

/**
 * The work-order list's read model (docs/decisions/130): one row per work order holding its list row
 * already joined and rendered as JSON text, in fragments of `"key":value` members (no braces) so that
 * a page is answered by concatenating the fragments the viewer may read, in the list's key order.
 * Kept by triggers in the writing transaction (migration 0010_list_read_model), never written by
 * application code; `workorderlistrow_fresh` is the same row computed from the tables.
 */
export const workorderlistrow = pgTable('workorderlistrow', {
  workorderid: integer('workorderid')
    .primaryKey()
    .references(() => workorder.id, { onDelete: 'cascade' }),
  /** id, workorderid, wonumber, ponumber. */
  head: text('head').notNull(),
  /** Staff only. */
  invoiceamount: text('invoiceamount').notNull(),
  /** customername ... hasnte: the order's own columns and its single-row lookups. */
  body: text('body').notNull(),
  /** Staff only. */
  vendors: text('vendors').notNull(),
  /** Staff only. */
  managementprovider: text('managementprovider').notNull(),
  /** The latest note (staff), the latest a vendor may see, the latest a customer may see. */
  lastnote: text('lastnote').notNull(),
  vendorlastnote: text('vendorlastnote').notNull(),
  customerlastnote: text('customerlastnote').notNull(),
  /** flagged, customercalled, vendorcalled, overridegeofencing. */
  tail: text('tail').notNull(),
  /** Staff only. */
  events: text('events').notNull(),
  /** Staff and customers. */
  proposalamount: text('proposalamount').notNull(),
});
