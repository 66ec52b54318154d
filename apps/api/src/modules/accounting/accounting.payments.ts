import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailLog as Log } from '../../mail/outbox.worker';
import { centsToDecimalString, toCents } from '@dispatchwise/shared';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
import {
  findBillsByExternalId,
  findVendorsByBillingId,
  getPaymentsWatermark,
  markPaymentsSynced,
  storePayment,
  type PaymentRow,
} from './accounting.payments.repository';
import {
  openQuickBooksClient,
  quickBooksString,
  type QuickBooksClient,
} from './quickbooks/quickbooks.client';
import { qbBillPaymentSchema, type QbBill, type QbBillPayment } from './quickbooks/quickbooks.types';

// Payments back (decision 178): BillPayments entered in QuickBooks since the watermark become the vendor's
// Payments tab rows (spec C 2.4) and, through the vendor line each paid Bill came from, the "paid" of the
// vendor's invoices in its portal. The watermark is QuickBooks' own MetaData.LastUpdatedTime, read with >=
// so that a payment edited in the same second as the last one read is never skipped (an upsert by txnId
// makes the repeat harmless).

/** How often the job asks QuickBooks for new payments. */
export const PAYMENTS_SYNC_INTERVAL_MS = 60 * 60_000;

export type PaymentsSyncResult = { isConnected: boolean; payments: number };

const money = (amount: number) => centsToDecimalString(toCents(amount));
/** QuickBooks' TxnDate (yyyy-mm-dd) as our stored calendar date (UTC midnight). */
const calendarDate = (text: string) => new Date(`${text.slice(0, 10)}T00:00:00Z`);

/** The DocNumbers of paid Bills we did not push (entered in QuickBooks), by Id, so their lines still say which bill. */
async function foreignBillNumbers(
  client: QuickBooksClient,
  ids: string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const bills = await client.query<QbBill>('Bill', `Id in (${ids.map(quickBooksString).join(', ')})`);
  return new Map(bills.map((bill) => [bill.Id, bill.DocNumber ?? null]));
}

async function rowsOf(db: Db, client: QuickBooksClient, payments: QbBillPayment[]): Promise<PaymentRow[]> {
  const vendors = await findVendorsByBillingId(db, [
    ...new Set(payments.map((each) => each.VendorRef.value)),
  ]);
  const billIds = [
    ...new Set(
      payments.flatMap((each) =>
        each.Line.flatMap((line) =>
          line.LinkedTxn.filter((txn) => txn.TxnType === 'Bill').map((txn) => txn.TxnId),
        ),
      ),
    ),
  ];
  const ours = await findBillsByExternalId(db, billIds);
  const foreign = await foreignBillNumbers(
    client,
    billIds.filter((id) => !ours.has(id)),
  );
  const rows: PaymentRow[] = [];
  for (const payment of payments) {
    const vendorid = vendors.get(payment.VendorRef.value);
    // A payment of a vendor we cannot match has no Payments tab to go to (decision 178).
    if (vendorid === undefined) continue;
    const lines = payment.Line.flatMap((line) =>
      line.LinkedTxn.filter((txn) => txn.TxnType === 'Bill').map((txn) => {
        const bill = ours.get(txn.TxnId);
        // Another vendor's line never shows in this vendor's portal, whatever QuickBooks links.
        const isOurs = bill !== undefined && bill.vendorid === vendorid;
        return {
          workordervendorid: isOurs ? bill.workordervendorid : null,
          memo: isOurs ? bill.wonumber : null,
          appliedToTxnRefNumber: isOurs ? bill.invnumber : (foreign.get(txn.TxnId) ?? null),
          appliedToTxnAmount: money(line.Amount),
        };
      }),
    );
    rows.push({
      vendorid,
      txnId: payment.Id,
      txnDate: calendarDate(payment.TxnDate),
      paymentType: payment.PayType,
      refNumber: payment.DocNumber ?? null,
      amount: money(payment.TotalAmt),
      lines,
      lastUpdatedTime: payment.MetaData?.LastUpdatedTime ?? payment.TxnDate,
    });
  }
  return rows;
}

/** One pass: every BillPayment changed since the watermark, oldest first, one transaction each. */
export async function syncPayments(options: {
  db: Db;
  config: Config;
  log?: Pick<Log, 'warn'>;
}): Promise<PaymentsSyncResult> {
  const { db } = options;
  const client = await openQuickBooksClient(options);
  if (!client) return { isConnected: false, payments: 0 };
  const watermark = await getPaymentsWatermark(db);
  const found = await client.query<unknown>(
    'BillPayment',
    watermark ? `MetaData.LastUpdatedTime >= ${quickBooksString(watermark)}` : undefined,
  );
  const payments = found
    .map((each) => qbBillPaymentSchema.safeParse(each))
    .filter((parsed) => parsed.success)
    .map((parsed) => parsed.data)
    .sort(
      (a, b) =>
        Date.parse(a.MetaData?.LastUpdatedTime ?? a.TxnDate) -
        Date.parse(b.MetaData?.LastUpdatedTime ?? b.TxnDate),
    );
  const rows = await rowsOf(db, client, payments);
  for (const row of rows) await storePayment(db, row);
  await markPaymentsSynced(db);
  return { isConnected: true, payments: rows.length };
}

/** The hourly job in the worker; a pass without a connection does nothing. */
export function startPaymentsSyncJob(options: {
  db: Db;
  config: Config;
  log: Log;
}): PeriodicJob<PaymentsSyncResult> {
  return startPeriodicJob({
    run: async () => {
      const run = await syncPayments(options);
      if (run.payments > 0) options.log.info({ ...run }, 'QuickBooks payments read');
      return run;
    },
    intervalMs: PAYMENTS_SYNC_INTERVAL_MS,
    initialDelayMs: 60_000,
    idle: { isConnected: false, payments: 0 },
    onError: (error) => options.log.error({ err: error }, 'QuickBooks payments sync failed'),
  });
}
