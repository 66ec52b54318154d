import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Work-order counters for the home dashboards (docs/decisions/090). Kept exact by statement-level
 * triggers on `workorder` and `workordervendor` (migration 0004_status_count_triggers), never written
 * by application code.
 * A missing dispatcher or priority is stored as 0, so the key can be a primary key. Rows whose count
 * fell to 0 stay; readers skip them.
 */
export const workorderstatuscount = pgTable(
  'workorderstatuscount',
  {
    statusid: integer('statusid').notNull(),
    dispatcherid: integer('dispatcherid').notNull(),
    priorityid: integer('priorityid').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.statusid, t.dispatcherid, t.priorityid] })],
);

/** The same counts per customer, for the Customer cards. */
export const workordercustomerstatuscount = pgTable(
  'workordercustomerstatuscount',
  {
    customerid: integer('customerid').notNull(),
    statusid: integer('statusid').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerid, t.statusid] })],
);

/**
 * Active orders (every status but Invoiced and Cancelled) per schedule date (`kind` 1) and promise date (`kind` 2),
 * by the date's UTC day: the alerts dashboard's count asks it whether one of its date branches alone passes the
 * list's count bound before it counts them (docs/decisions/213). Kept by statement-level triggers on `workorder`
 * (migration 0025_alert_date_counts), never written by application code.
 */
export const workorderalertdatecount = pgTable(
  'workorderalertdatecount',
  {
    kind: smallint('kind').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/**
 * The work orders each vendor is open on: one row per (work order, vendor) while the vendor has at
 * least one line that is not Cancelled (`lines` counts them), with the order's current status. The
 * vendor cards count it by (vendorid, statusid) with an index-only scan instead of joining a big
 * vendor's lines to their orders (docs/decisions/090). `createddate` is the order's: the vendor's
 * newest active orders are read in order from its own index (docs/decisions/204).
 */
export const vendorworkorder = pgTable(
  'vendorworkorder',
  {
    workorderid: integer('workorderid').notNull(),
    vendorid: integer('vendorid').notNull(),
    statusid: integer('statusid').notNull(),
    lines: integer('lines').notNull(),
    createddate: timestamptz('createddate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workorderid, t.vendorid] }),
    index('vendorworkorder_vendorid_statusid_idx').on(t.vendorid, t.statusid, t.workorderid),
    index('vendorworkorder_active_vendorid_createddate_idx')
      .on(t.vendorid, t.createddate, t.workorderid)
      .where(sql`${t.statusid} not in (6, 10)`),
  ],
);
