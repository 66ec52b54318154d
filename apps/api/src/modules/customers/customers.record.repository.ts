import { and, asc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customer,
  customerjobsite,
  customernotification,
  managementprovider,
  state,
  term,
  users,
} from '../../db/schema/index';
import { findDispatchers, findSalesReps } from '../lookups/index';

// The customer record's rows (spec C 3 "Customer"; docs/decisions/147): read, write, notifications,
// special instructions and the editor's lookups.

export type CustomerValues = Partial<typeof customer.$inferInsert>;
export type NotificationValues = Partial<
  Pick<typeof customernotification.$inferInsert, 'proposaladded' | 'invoiceadded' | 'statuschange'>
>;

/** The customer's id and name, or undefined (the guard's read). */
export async function findCustomerById(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({ id: customer.id, customername: customer.customername })
    .from(customer)
    .where(eq(customer.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

const providerColumns = {
  id: managementprovider.id,
  managementprovider: managementprovider.managementprovider,
  webaddress: managementprovider.webaddress,
  userid: managementprovider.userid,
  password: managementprovider.password,
};

/** Every column of the record, its notifications (defaults when none saved) and its provider. */
export async function getCustomerRecordRow(db: Db, id: number) {
  const [row] = await db
    .select({
      ...getTableColumns(customer),
      notificationid: customernotification.id,
      proposaladded: customernotification.proposaladded,
      invoiceadded: customernotification.invoiceadded,
      statuschange: customernotification.statuschange,
      provider: providerColumns,
    })
    .from(customer)
    .leftJoin(customernotification, eq(customernotification.customerid, customer.id))
    .leftJoin(managementprovider, eq(managementprovider.id, customer.managementproviderid))
    .where(eq(customer.id, id));
  if (!row) return undefined;
  const { notificationid, proposaladded, invoiceadded, statuschange, provider, ...fields } = row;
  return {
    ...fields,
    notifications: {
      id: notificationid,
      customerid: fields.id,
      proposaladded: proposaladded ?? false,
      invoiceadded: invoiceadded ?? false,
      statuschange: statuschange ?? false,
    },
    managementprovider: provider?.id == null ? null : provider,
  };
}

export function findManagementProviders(db: Db) {
  return db
    .select(providerColumns)
    .from(managementprovider)
    .orderBy(asc(managementprovider.managementprovider));
}

/** The editor's lookups (spec C 7: states, dispatchers, sales reps, terms, management providers). */
export async function findCustomerLookups(db: Db) {
  const [states, dispatchers, salesreps, terms, managementproviders] = await Promise.all([
    db
      .select({ id: state.id, statecode: state.statecode, statename: state.statename })
      .from(state)
      .orderBy(asc(state.statecode)),
    findDispatchers(db),
    findSalesReps(db),
    db.select().from(term).orderBy(asc(term.days)),
    findManagementProviders(db),
  ]);
  return { states, dispatchers, salesreps, terms, managementproviders };
}

export async function insertCustomer(db: Db, values: CustomerValues & { customername: string }) {
  const [row] = await db.insert(customer).values(values).returning({ id: customer.id });
  return row!.id;
}

export async function updateCustomerRow(db: Db, id: number, values: CustomerValues) {
  await db
    .update(customer)
    .set({ ...values, modifieddate: sql`now()` })
    .where(eq(customer.id, id));
}

/** The three flags, created on first save; a flag not named keeps its value. */
export async function upsertNotifications(db: Db, customerid: number, values: NotificationValues) {
  const set = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  await db
    .insert(customernotification)
    .values({ customerid, ...set })
    .onConflictDoUpdate({
      target: customernotification.customerid,
      set: Object.keys(set).length > 0 ? set : { customerid },
    });
}

/** Another customer already has this prefix (case-insensitive). */
export async function isPrefixTaken(db: Db, prefix: string, exceptId?: number) {
  const rows = await db
    .select({ id: customer.id })
    .from(customer)
    .where(
      and(
        sql`upper(${customer.customerprefix}) = ${prefix.toUpperCase()}`,
        exceptId === undefined ? undefined : ne(customer.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

type References = {
  termid?: number | null;
  managementproviderid?: number | null;
  statecode?: string;
  dispatcherauthid?: string | null;
  salesrepauthid?: string | null;
};

/** The fields whose reference does not exist (a 400 naming the field rather than a foreign-key error). */
export async function findMissingReferences(db: Db, values: References) {
  const found = async (rows: Promise<unknown[]>) => (await rows).length > 0;
  const checks: [keyof References, boolean][] = [
    [
      'termid',
      values.termid == null ||
        (await found(db.select({ id: term.id }).from(term).where(eq(term.id, values.termid)))),
    ],
    [
      'managementproviderid',
      values.managementproviderid == null ||
        (await found(
          db
            .select({ id: managementprovider.id })
            .from(managementprovider)
            .where(eq(managementprovider.id, values.managementproviderid)),
        )),
    ],
    [
      'statecode',
      !values.statecode ||
        (await found(db.select({ id: state.id }).from(state).where(eq(state.statecode, values.statecode)))),
    ],
  ];
  for (const field of ['dispatcherauthid', 'salesrepauthid'] as const) {
    const userId = values[field];
    checks.push([
      field,
      userId == null ||
        (await found(db.select({ id: users.id }).from(users).where(eq(users.user_id, userId)))),
    ]);
  }
  return checks.filter(([, ok]) => !ok).map(([field]) => field);
}

/** Special instructions on every job site of the customer (and the customer's own); the count of sites. */
export async function setAllSpecialProcedures(db: Db, customerid: number, text: string) {
  await db
    .update(customer)
    .set({ specialprocedure: text, modifieddate: sql`now()` })
    .where(eq(customer.id, customerid));
  const rows = await db
    .update(customerjobsite)
    .set({ specialprocedure: text, updateddate: sql`now()` })
    .where(eq(customerjobsite.customerid, customerid))
    .returning({ id: customerjobsite.id });
  return rows.length;
}
