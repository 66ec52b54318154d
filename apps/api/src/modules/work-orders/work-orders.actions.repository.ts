import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { EVENT_COUNT_KEYS, READ_ONLY_STATUS_IDS } from '@dispatchwise/shared';
import type { Db } from '../../db/client';
import { sanitizeNote } from '../../lib/rich-text';
import {
  customer,
  customercontact,
  customerjobsite,
  role,
  userrole,
  users,
  vendor,
  workorder,
  workorderevent,
  workordernote,
  workordervendor,
} from '../../db/schema/index';

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
        'dispatcherid' | 'flagged' | 'overridegeofencing' | 'scheduledate' | 'promisedate'
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

/** The display name of a user ("First Last", else the e-mail), as the dispatcher column shows it. */
export async function getUserName(db: Db, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const [row] = await db
    .select({ given_name: users.given_name, family_name: users.family_name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return `${row.given_name} ${row.family_name}`.trim() || row.email;
}

/**
 * An active dispatcher by users.id or by OIDC subject (the dispatcher list sends both), as
 * /user/getdispatchers lists them: active, not blocked, flagged dispatcher or in the Dispatchers role.
 */
export async function getActiveDispatcher(db: Db, key: number | string) {
  const hasDispatchersRole = sql<boolean>`exists (
    select 1 from ${userrole} join ${role} on ${role.id} = ${userrole.roleid}
    where ${userrole.userid} = ${users.id} and ${role.name} = 'Dispatchers'
  )`;
  const [row] = await db
    .select({ id: users.id, user_id: users.user_id })
    .from(users)
    .where(
      and(
        typeof key === 'number' ? eq(users.id, key) : eq(users.user_id, key),
        eq(users.isactive, true),
        eq(users.blocked, false),
        sql`(${users.isdispatcher} or ${hasDispatchersRole})`,
      ),
    );
  return row;
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

export type NewNote = Omit<
  typeof workordernote.$inferInsert,
  'id' | 'notenumber' | 'createddate' | 'modifieddate'
>;

/**
 * Adds a note numbered after the order's last one; the caller holds the work order's lock. Every
 * note of every route is written here, so this is where its text is sanitized (lib/rich-text,
 * docs/decisions/117): plain text stays as typed, HTML keeps only the formatting tags.
 */
export async function insertNote(db: Db, values: NewNote) {
  const [row] = await db
    .insert(workordernote)
    .values({
      ...values,
      note: sanitizeNote(values.note),
      notenumber: sql`(select coalesce(max(${workordernote.notenumber}), 0) + 1 from ${workordernote} where ${workordernote.workorderid} = ${values.workorderid})`,
    })
    .returning();
  return row!;
}

/** The order's vendor lines with the vendor's name and e-mail addresses, newest first. */
export async function findVendorLines(db: Db, workorderid: number) {
  return db
    .select({
      id: workordervendor.id,
      vendorid: workordervendor.vendorid,
      status: workordervendor.status,
      nte: workordervendor.nte,
      quotedamount: workordervendor.quotedamount,
      quoteonly: workordervendor.quoteonly,
      vendorname: vendor.name,
      dispatchemail: vendor.dispatchemail,
      primaryemail: vendor.primaryemail,
    })
    .from(workordervendor)
    .innerJoin(vendor, eq(vendor.id, workordervendor.vendorid))
    .where(eq(workordervendor.workorderid, workorderid))
    .orderBy(desc(workordervendor.createddate), desc(workordervendor.id));
}
export type VendorLine = Awaited<ReturnType<typeof findVendorLines>>[number];

export async function cancelVendorLine(db: Db, options: { id: number; note: string | null }) {
  await db
    .update(workordervendor)
    .set({ status: 'Cancelled', ...(options.note ? { note: options.note } : {}) })
    .where(eq(workordervendor.id, options.id));
}

export async function insertEvent(db: Db, values: typeof workorderevent.$inferInsert) {
  const [row] = await db.insert(workorderevent).values(values).returning();
  return row!;
}

export type EventCounts = Record<keyof typeof EVENT_COUNT_KEYS, number>;

/** The vendor line's `eventcounts` (spec B section 3): one count per action code. */
export async function getEventCounts(db: Db, workordervendorid: number): Promise<EventCounts> {
  const rows = await db
    .select({ actiontype: workorderevent.actiontype, count: sql<number>`count(*)::int` })
    .from(workorderevent)
    .where(eq(workorderevent.workordervendorid, workordervendorid))
    .groupBy(workorderevent.actiontype);
  const byCode = new Map(rows.map((row) => [row.actiontype, Number(row.count)]));
  return Object.fromEntries(
    Object.entries(EVENT_COUNT_KEYS).map(([key, code]) => [key, byCode.get(code) ?? 0]),
  ) as EventCounts;
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

/** Active, unblocked users among `ids` with their e-mail addresses. */
export async function findUserEmails(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isactive, true), eq(users.blocked, false)));
}

/** The customer's addresses for "Include Customer": contact e-mail, cc e-mails and primary contacts. */
export async function findCustomerEmails(db: Db, customerid: number): Promise<string[]> {
  const [row] = await db
    .select({ contactemail: customer.contactemail, ccemails: customer.ccemails })
    .from(customer)
    .where(eq(customer.id, customerid));
  const contacts = await db
    .select({ emailaddress: customercontact.emailaddress })
    .from(customercontact)
    .where(and(eq(customercontact.customerid, customerid), eq(customercontact.isprimary, true)));
  return [
    row?.contactemail,
    ...(row?.ccemails ?? '').split(/[,;]/),
    ...contacts.map((contact) => contact.emailaddress),
  ]
    .map((email) => email?.trim() ?? '')
    .filter(Boolean);
}
