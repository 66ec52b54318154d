import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, priority, trade, workorder, workorderattachment } from '../../db/schema/index';

// The reads and writes of the work-order imports (docs/decisions/169).

export type ImportSource = 'servicechannel' | 'pdf' | 'msg';

/** The order an earlier import of the same source and id made (workorder_external_key), or undefined. */
export async function getImportedWorkOrder(db: Db, source: ImportSource, externalid: string) {
  const [row] = await db
    .select({ id: workorder.id, wonumber: workorder.wonumber })
    .from(workorder)
    .where(and(eq(workorder.externalsource, source), eq(workorder.externalid, externalid)));
  return row;
}

/**
 * Serialises the imports of one external order until the transaction ends, so two at once make one order
 * (the unique index is the backstop; the second then finds the first's order).
 */
export async function lockExternalId(tx: Db, source: ImportSource, externalid: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`workorder-import:${source}:${externalid}`}))`,
  );
}

/** The active customer whose ServiceChannel subscriber id this is. */
export async function getCustomerBySubscriberId(db: Db, subscriberid: string) {
  const [row] = await db
    .select({ id: customer.id, customername: customer.customername })
    .from(customer)
    .where(and(eq(customer.servicechannelsubscriberid, subscriberid), eq(customer.isactive, true)))
    .limit(1);
  return row;
}

/** The active customer with this prefix (a file format's customer). */
export async function getCustomerByPrefix(db: Db, prefix: string) {
  const [row] = await db
    .select({ id: customer.id, customername: customer.customername })
    .from(customer)
    .where(and(sql`upper(${customer.customerprefix}) = upper(${prefix})`, eq(customer.isactive, true)))
    .limit(1);
  return row;
}

/** Our trade of this name (any case), or undefined. */
export async function getTradeIdByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: trade.tradeid })
    .from(trade)
    .where(and(sql`lower(${trade.tradename}) = lower(btrim(${name}))`, eq(trade.isactive, true)))
    .limit(1);
  return row?.id;
}

/** The priorities with their ETA hours (the due date of an imported order). */
export function findPriorities(db: Db) {
  return db
    .select({
      id: priority.id,
      name: priority.name,
      etahours: priority.etahours,
      isdefaultonnew: priority.isdefaultonnew,
    })
    .from(priority);
}

/** A file the import copied into the order's folder, as a work-order attachment. */
export async function insertWorkOrderAttachment(db: Db, values: typeof workorderattachment.$inferInsert) {
  await db.insert(workorderattachment).values(values);
}
