import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountingsyncrecord,
  accountingsyncstate,
  vendor,
  vendorpayment,
  vendorpaymentline,
  workorder,
  workordervendor,
} from '../../db/schema/index';

// The payments sync's SQL (decision 178): our vendors by QuickBooks id, our vendor lines by the Bill's
// QuickBooks id (accountingsyncrecord 'vendorbill'), and one payment's upsert with its lines and the
// watermark in the same transaction, so that a crash never leaves a payment half written or skipped.

/** Our vendor id by QuickBooks Vendor Id, for the ids asked. */
export async function findVendorsByBillingId(db: Db, billingIds: string[]): Promise<Map<string, number>> {
  if (billingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: vendor.id, billingvendorid: vendor.billingvendorid })
    .from(vendor)
    .where(inArray(vendor.billingvendorid, billingIds));
  return new Map(rows.map((row) => [row.billingvendorid!, row.id]));
}

export type PaidBill = {
  workordervendorid: number;
  vendorid: number;
  wonumber: string | null;
  invnumber: string | null;
};

/** Our vendor lines whose pushed Bill has one of these QuickBooks ids, by that id. */
export async function findBillsByExternalId(db: Db, billIds: string[]): Promise<Map<string, PaidBill>> {
  if (billIds.length === 0) return new Map();
  const rows = await db
    .select({
      externalid: accountingsyncrecord.externalid,
      workordervendorid: workordervendor.id,
      vendorid: workordervendor.vendorid,
      wonumber: workorder.wonumber,
      invnumber: workordervendor.invnumber,
    })
    .from(accountingsyncrecord)
    .innerJoin(workordervendor, eq(workordervendor.id, accountingsyncrecord.entityid))
    .innerJoin(workorder, eq(workorder.id, workordervendor.workorderid))
    .where(
      and(
        eq(accountingsyncrecord.entitytype, 'vendorbill'),
        inArray(accountingsyncrecord.externalid, billIds),
      ),
    );
  return new Map(rows.map(({ externalid, ...bill }) => [externalid, bill]));
}

export type PaymentRow = {
  vendorid: number;
  txnId: string;
  txnDate: Date;
  paymentType: string;
  refNumber: string | null;
  amount: string;
  lines: {
    workordervendorid: number | null;
    memo: string | null;
    appliedToTxnRefNumber: string | null;
    appliedToTxnAmount: string;
  }[];
  /** QuickBooks' LastUpdatedTime of the payment: the watermark once it is stored. */
  lastUpdatedTime: string;
};

/** Inserts or replaces one payment (by txnId) and its lines, and moves the watermark to it. */
export async function storePayment(db: Db, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const values = {
      vendorid: payment.vendorid,
      txnId: payment.txnId,
      txnDate: payment.txnDate,
      paymentType: payment.paymentType,
      refNumber: payment.refNumber,
      amount: payment.amount,
    };
    const [stored] = await tx
      .insert(vendorpayment)
      .values(values)
      .onConflictDoUpdate({ target: vendorpayment.txnId, set: values })
      .returning({ id: vendorpayment.id });
    await tx.delete(vendorpaymentline).where(eq(vendorpaymentline.vendorpaymentid, stored!.id));
    if (payment.lines.length)
      await tx
        .insert(vendorpaymentline)
        .values(payment.lines.map((line) => ({ ...line, vendorpaymentid: stored!.id })));
    await tx
      .update(accountingsyncstate)
      .set({ paymentssyncedthrough: payment.lastUpdatedTime })
      .where(eq(accountingsyncstate.id, 1));
  });
}

export async function getPaymentsWatermark(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ through: accountingsyncstate.paymentssyncedthrough })
    .from(accountingsyncstate)
    .where(eq(accountingsyncstate.id, 1));
  return row?.through ?? null;
}

export async function markPaymentsSynced(db: Db): Promise<void> {
  await db
    .update(accountingsyncstate)
    .set({ paymentssyncedat: new Date() })
    .where(eq(accountingsyncstate.id, 1));
}
