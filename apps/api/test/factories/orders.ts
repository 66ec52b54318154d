import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { workorder, workordernote } from '../../src/db/schema/index';
import { createCustomerWithSite, createWorkOrder } from './work-order-actions';

// An order of its own customer and job site, its status, and the texts of its notes: what the tests of
// a work order's documents (invoices, vendor proposals) start from and check.

export async function createOrder(db: Db, customerFields: Parameters<typeof createCustomerWithSite>[1] = {}) {
  const { customer, jobsite } = await createCustomerWithSite(db, customerFields);
  return createWorkOrder(db, { customerid: customer.id, jobsiteid: jobsite.id });
}

export async function setOrderStatus(db: Db, id: number, statusid: number) {
  await db.update(workorder).set({ statusid }).where(eq(workorder.id, id));
}

export async function noteTextsOf(db: Db, workorderid: number): Promise<string[]> {
  const rows = await db.select().from(workordernote).where(eq(workordernote.workorderid, workorderid));
  return rows.map((row) => row.note);
}
