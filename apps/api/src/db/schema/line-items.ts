import { integer, numeric, text } from 'drizzle-orm/pg-core';
import { money, quantity } from './columns';
import { lineitemtype } from './reference';

/**
 * The one column set of a document's line items (issue 11, docs/decisions/135): customer proposals'
 * `workorderproposaldetail` and customer invoices' `invoicedetail` spread it beside their own id and
 * parent key. Quantity and rate keep two decimals, the tax rate three (8.875 %); a line's subtotal,
 * taxes and total are not stored: the API computes them with the shared calculations
 * (`lib/line-items`), and the document's header keeps the totals its lists read.
 */
export const lineItemColumns = () => ({
  itemtypeid: integer('itemtypeid')
    .notNull()
    .references(() => lineitemtype.id),
  description: text('description'),
  quantity: quantity('quantity').notNull().default('1'),
  rates: money('rates').notNull().default('0'),
  taxrate: numeric('taxrate', { precision: 6, scale: 3 }).notNull().default('0'),
  sortorder: integer('sortorder').notNull().default(0),
});
