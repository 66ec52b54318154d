import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  customercontact,
  customerjobsite,
  customerjobsiteprocedure,
  customertrade,
  customertraderate,
  customertraderatecity,
  customertraderatestate,
  city,
  invoice,
  managementprovider,
  workorder,
  workorderattachment,
  workordertrade,
} from '../../src/db/schema/index';

export { attachVendor, createCustomerWithSite, createVendor, createWorkOrder } from './work-order-actions';

let sequence = 0;
const tag = () => `${process.pid}-${++sequence}`;

export async function createJobSite(
  db: Db,
  fields: Partial<typeof customerjobsite.$inferInsert> & { customerid: number },
) {
  const [row] = await db
    .insert(customerjobsite)
    .values({ jobsite: `Site ${tag()}`, city: 'Dallas', statecode: 'TX', postalcode: '75201', ...fields })
    .returning();
  return row!;
}

export async function addProcedure(db: Db, jobsiteid: number, procedure: string, sortorder = 0) {
  const [row] = await db
    .insert(customerjobsiteprocedure)
    .values({ jobsiteid, procedure, sortorder })
    .returning();
  return row!;
}

export async function addCustomerContact(
  db: Db,
  fields: Partial<typeof customercontact.$inferInsert> & { customerid: number },
) {
  const [row] = await db
    .insert(customercontact)
    .values({ emailaddress: `contact-${tag()}@customer.test`, isprimary: true, ...fields })
    .returning();
  return row!;
}

export async function createInvoice(
  db: Db,
  fields: Partial<typeof invoice.$inferInsert> & { workorderid: number; amount: string },
) {
  const [row] = await db.insert(invoice).values(fields).returning();
  return row!;
}

export async function addWorkOrderTrades(db: Db, workorderid: number, tradeids: number[]) {
  await db.insert(workordertrade).values(tradeids.map((tradeid) => ({ workorderid, tradeid })));
}

export async function createManagementProvider(
  db: Db,
  fields: Partial<typeof managementprovider.$inferInsert> = {},
) {
  const [row] = await db
    .insert(managementprovider)
    .values({ managementprovider: `Provider ${tag()}`, ...fields })
    .returning();
  return row!;
}

/** A customer trade with one rate shown under `statecode`, covering `cities` (names in that state). */
export async function createCustomerTradeRate(
  db: Db,
  options: {
    customerid: number;
    tradeid: number;
    statecode: string;
    regularrate?: string;
    coveredStates?: string[];
    cities?: string[];
    isdeleted?: boolean;
  },
) {
  const [trade] = await db
    .insert(customertrade)
    .values({
      customerid: options.customerid,
      tradeid: options.tradeid,
      isdeleted: options.isdeleted ?? false,
    })
    .returning();
  const [rate] = await db
    .insert(customertraderate)
    .values({
      customertradeid: trade!.id,
      name: `Rate ${tag()}`,
      statecode: options.statecode,
      regularrate: options.regularrate ?? '95.00',
      overtimerate: '142.50',
      holidayrate: '190.00',
      tripcharge: '65.00',
      markupcharge: '15.00',
    })
    .returning();
  for (const statecode of options.coveredStates ?? [])
    await db.insert(customertraderatestate).values({ traderateid: rate!.id, statecode });
  for (const name of options.cities ?? []) {
    const [found] = await db
      .select({ id: city.id })
      .from(city)
      .where(and(eq(city.city, name), eq(city.statecode, options.statecode)));
    if (!found) throw new Error(`city ${name} is not in the test database`);
    await db.insert(customertraderatecity).values({ traderateid: rate!.id, cityid: found.id });
  }
  return rate!;
}

export async function getWorkOrderRow(db: Db, id: number) {
  const [row] = await db.select().from(workorder).where(eq(workorder.id, id));
  return row!;
}

/** The record of a file on a work order (the blob itself is not uploaded). */
export async function createWorkOrderAttachment(
  db: Db,
  fields: Partial<typeof workorderattachment.$inferInsert> & {
    workorderid: number;
    attachmenttypeid: number;
  },
) {
  const filename = `file-${tag()}_20250314000000.pdf`;
  const [row] = await db
    .insert(workorderattachment)
    .values({
      filename,
      displayname: filename,
      path: `workorder/${fields.workorderid}/${filename}`,
      ...fields,
    })
    .returning();
  return row!;
}
