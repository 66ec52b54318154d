import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountingsyncstate, invoice, invoicedetail } from '../../db/schema/index';
import { createInvoiceWithLine } from '../../../test/factories/invoices';
import { attachVendor } from '../../../test/factories/work-orders';

// Pending accounting rows as staff's approvals leave them (vendor invoice approved on the line, customer
// invoice approved), and a connected QuickBooks company, for the Accounting screen's and the push's tests.

let sequence = 0;

/** A vendor line whose invoice staff approved `daysAgo` days ago. */
export async function createApprovedBill(
  db: Db,
  fields: Parameters<typeof attachVendor>[1] & { approvedby?: number | null; daysAgo?: number },
) {
  const { daysAgo = 1, ...values } = fields;
  sequence += 1;
  return attachVendor(db, {
    invnumber: `VI-${process.pid}-${sequence}`,
    isapproved: true,
    approveddate: new Date(Date.now() - daysAgo * 86_400_000),
    ...values,
  });
}

/** A customer invoice with one line, approved by staff `daysAgo` days ago. */
export async function createApprovedInvoice(
  db: Db,
  workorderid: number,
  fields: Partial<typeof invoice.$inferInsert> & { daysAgo?: number } = {},
) {
  const { daysAgo = 1, ...values } = fields;
  sequence += 1;
  const row = await createInvoiceWithLine(db, workorderid);
  const [approved] = await db
    .update(invoice)
    .set({
      invoicenumber: `INV-${process.pid}-${sequence}`,
      isapproved: true,
      approveddate: new Date(Date.now() - daysAgo * 86_400_000),
      invoicingdate: new Date('2026-11-02T00:00:00Z'),
      duedate: new Date('2026-12-02T00:00:00Z'),
      ...values,
    })
    .where(eq(invoice.id, row.id))
    .returning();
  return approved!;
}

export const detailsOf = (db: Db, invoiceid: number) =>
  db.select().from(invoicedetail).where(eq(invoicedetail.invoiceid, invoiceid));

/** A connection as the OAuth callback stores it (decision 176), for tests that never call QuickBooks. */
export async function markConnected(db: Db, realmId: string) {
  const now = Date.now();
  await db
    .update(accountingsyncstate)
    .set({
      realmid: realmId,
      companyname: 'Test company',
      connectedat: new Date(now),
      tokens: {
        accessToken: 'test-access',
        refreshToken: 'test-refresh',
        accessTokenExpiresAt: new Date(now + 3_600_000).toISOString(),
        refreshTokenExpiresAt: new Date(now + 100 * 86_400_000).toISOString(),
      },
    })
    .where(eq(accountingsyncstate.id, 1));
}

export async function disconnectQuickBooks(db: Db) {
  await db
    .update(accountingsyncstate)
    .set({ realmid: null, tokens: null })
    .where(eq(accountingsyncstate.id, 1));
}
