import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, customerattachment, vendor, vendorattachment } from '../../db/schema/index';

export async function hasVendorRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, id));
  return rows.length > 0;
}

export async function hasCustomerRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, id));
  return rows.length > 0;
}

/** Whether a record of the vendor's attachments names the blob `path`. */
export async function isVendorFileRegistered(db: Db, options: { vendorid: number; path: string }) {
  const rows = await db
    .select({ id: vendorattachment.id })
    .from(vendorattachment)
    .where(and(eq(vendorattachment.vendorid, options.vendorid), eq(vendorattachment.path, options.path)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a record of the customer's attachments names the blob `path`. */
export async function isCustomerFileRegistered(db: Db, options: { customerid: number; path: string }) {
  const rows = await db
    .select({ id: customerattachment.id })
    .from(customerattachment)
    .where(
      and(eq(customerattachment.customerid, options.customerid), eq(customerattachment.path, options.path)),
    )
    .limit(1);
  return rows.length > 0;
}
