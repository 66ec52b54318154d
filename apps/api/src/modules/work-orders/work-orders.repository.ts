import { and, eq, notInArray, sql } from 'drizzle-orm';
import { READ_ONLY_STATUS_IDS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { customer, customerjobsite, workorder } from '../../db/schema/index';

// The work order itself as the row actions, the guard and the e-mails read and change it.

/** What every row action answers: the fields of the list row it changes (spec A section 3). */
const summaryColumns = {
  id: workorder.id,
  wonumber: workorder.wonumber,
  statusid: workorder.statusid,
  customerid: workorder.customerid,
  dispatcherid: workorder.dispatcherid,
  flagged: workorder.flagged,
  overridegeofencing: workorder.overridegeofencing,
  scheduledate: workorder.scheduledate,
  promisedate: workorder.promisedate,
};
export type WorkOrderSummary = { [K in keyof typeof summaryColumns]: (typeof workorder.$inferSelect)[K] };

/**
 * The work order, locked for the rest of the transaction: actions on one order run one at a time,
 * so a toggle, a note number or a vendor-line check never races another request.
 */
export async function lockWorkOrder(db: Db, id: number): Promise<WorkOrderSummary | undefined> {
  const [row] = await db.select(summaryColumns).from(workorder).where(eq(workorder.id, id)).for('update');
  return row;
}

export async function updateWorkOrder(
  db: Db,
  options: {
    id: number;
    userid: number;
    changes: Partial<
      Pick<
        typeof workorder.$inferInsert,
        'dispatcherid' | 'flagged' | 'overridegeofencing' | 'scheduledate' | 'promisedate' | 'techauthid'
      >
    >;
  },
): Promise<WorkOrderSummary> {
  const [row] = await db
    .update(workorder)
    .set({ ...options.changes, modifiedby: options.userid, modifieddate: new Date() })
    .where(eq(workorder.id, options.id))
    .returning(summaryColumns);
  return row!;
}

/**
 * Bulk reassign (/customer/reassigndispatcher): the customer's open orders (not Invoiced or
 * Cancelled) move to the dispatcher, who also becomes the customer's dispatcher for new orders.
 */
export async function reassignCustomerWorkOrders(
  db: Db,
  options: { customerid: number; dispatcher: { id: number; user_id: string }; userid: number },
): Promise<number> {
  await db
    .update(customer)
    .set({ dispatcherauthid: options.dispatcher.user_id, modifieddate: new Date() })
    .where(eq(customer.id, options.customerid));
  const rows = await db
    .update(workorder)
    .set({ dispatcherid: options.dispatcher.id, modifiedby: options.userid, modifieddate: new Date() })
    .where(
      and(
        eq(workorder.customerid, options.customerid),
        notInArray(workorder.statusid, [...READ_ONLY_STATUS_IDS]),
      ),
    )
    .returning({ id: workorder.id });
  return rows.length;
}

/** What the e-mails say about the order: number, PO, customer, site, schedule, NTE, description. */
export async function getWorkOrderMailContext(db: Db, workorderid: number) {
  const [row] = await db
    .select({
      wonumber: workorder.wonumber,
      ponumber: workorder.ponumber,
      customerid: workorder.customerid,
      customername: customer.customername,
      scheduledate: workorder.scheduledate,
      nte: workorder.nte,
      briefdescription: workorder.briefdescription,
      jobsitename: customerjobsite.jobsite,
      streetaddress: customerjobsite.streetaddress,
      streetaddress2: customerjobsite.streetaddress2,
      city: customerjobsite.city,
      statecode: customerjobsite.statecode,
      postalcode: customerjobsite.postalcode,
      hasjobsite: sql<boolean>`${customerjobsite.id} is not null`,
    })
    .from(workorder)
    .innerJoin(customer, eq(customer.id, workorder.customerid))
    .leftJoin(customerjobsite, eq(customerjobsite.id, workorder.jobsiteid))
    .where(eq(workorder.id, workorderid));
  if (!row) return undefined;
  const { jobsitename, streetaddress, streetaddress2, city, statecode, postalcode, hasjobsite, ...rest } =
    row;
  return {
    ...rest,
    jobsite: hasjobsite
      ? { name: jobsitename, streetaddress, streetaddress2, city, statecode, postalcode }
      : null,
  };
}

/** The order's number (file names of its exports), or undefined when it does not exist. */
export async function getWorkOrderNumber(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ wonumber: workorder.wonumber }).from(workorder).where(eq(workorder.id, id));
  return row?.wonumber;
}
