import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, customerattachment } from '../../db/schema/index';

export async function hasCustomerRecord(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, id));
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
