import { STATUS } from '@dispatchwise/shared';
import type { Db } from '../../src/db/client';
import { customer, customerjobsite, vendor, workorder, workordervendor } from '../../src/db/schema/index';

let sequence = 0;
const tag = () => `${process.pid}-${++sequence}`;

/** A customer with a job site, for work orders the row-action and mail tests act on. */
export async function createCustomerWithSite(db: Db, fields: Partial<typeof customer.$inferInsert> = {}) {
  const [row] = await db
    .insert(customer)
    .values({ customername: `Customer ${tag()}`, contactemail: `contact-${tag()}@customer.test`, ...fields })
    .returning();
  const [site] = await db
    .insert(customerjobsite)
    .values({
      customerid: row!.id,
      jobsite: `Store #${tag()}`,
      streetaddress: '12 Main St',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
    })
    .returning();
  return { customer: row!, jobsite: site! };
}

export async function createVendor(db: Db, fields: Partial<typeof vendor.$inferInsert> = {}) {
  const [row] = await db
    .insert(vendor)
    .values({ name: `Vendor ${tag()}`, dispatchemail: `dispatch-${tag()}@vendor.test`, ...fields })
    .returning();
  return row!;
}

export async function createWorkOrder(
  db: Db,
  fields: Partial<typeof workorder.$inferInsert> & { customerid: number },
) {
  const [row] = await db
    .insert(workorder)
    .values({
      statusid: STATUS.Dispatched,
      briefdescription: 'Leaking roof over the entrance',
      ponumber: `PO-${tag()}`,
      nte: '750.00',
      scheduledate: new Date('2025-03-14T00:00:00Z'),
      ...fields,
    })
    .returning();
  return row!;
}

export async function attachVendor(
  db: Db,
  fields: Partial<typeof workordervendor.$inferInsert> & { workorderid: number; vendorid: number },
) {
  const [row] = await db
    .insert(workordervendor)
    .values({ quotedamount: '500.00', ...fields })
    .returning();
  return row!;
}
