import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, vendor } from '../../db/schema/index';

export async function hasVendorRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, id));
  return rows.length > 0;
}

export async function hasCustomerRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, id));
  return rows.length > 0;
}
