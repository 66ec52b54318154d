import { flushBatch, openBatch, type Batch } from './batch';
import type { Clock } from './clock';
import { DAY } from './clock';
import { money } from './rates';
import { createRng, mixSeed, SEED } from './random';
import type { Row, Sink } from './sink';
import type { TextPools } from './text';
import { generateWorkOrder } from './work-order-rows';
import { loadWorld } from './world';

/**
 * Generates `count` work orders after the `existing` ones, in chunks: each chunk is built in memory
 * and written with COPY. Order number k always gets the
 * same content, because its random stream is seeded by k (decision 071).
 */
export async function seedWorkOrders(options: {
  sink: Sink;
  clock: Clock;
  pools: TextPools;
  existing: number;
  count: number;
  log: (message: string) => void;
}): Promise<{ rows: number }> {
  const { sink, clock, pools, existing, count, log } = options;
  const world = await loadWorld(sink);
  const batch = await openBatch(sink);
  const firstWonumber = batch.nextWonumber;
  // The list read model (docs/decisions/130) is filled set-based once the orders and their child rows
  // are in, instead of by its triggers after every COPY (each chunk's orders were computed four or
  // five times over). Only this transaction defers; its new orders are invisible to others until then.
  const firstOrderId = batch.nextId.workorder;
  await sink.query(`SELECT set_config('dw.list_rows_deferred', 'on', true)`);
  const chunkSize = 50_000;
  const started = Date.now();
  let rows = 0;
  let done = 0;
  const flush = async () => {
    const inChunk = batch.rows.workorder.length;
    if (inChunk === 0) return;
    rows += await flushBatch(sink, batch);
    done += inChunk;
    if (count > chunkSize) {
      log(
        `work orders: ${done.toLocaleString('en-US')} / ${count.toLocaleString('en-US')}, ${rows.toLocaleString('en-US')} rows, ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  };
  for (let k = 1; k <= count; k += 1) {
    const ordinal = existing + k;
    generateWorkOrder({ world, clock, pools }, batch, createRng(mixSeed(SEED, ordinal)), ordinal);
    if (batch.rows.workorder.length >= chunkSize) await flush();
  }
  await flush();
  await sink.query(`SELECT set_config('dw.list_rows_deferred', 'off', true)`);
  // The planner has no statistics of rows this transaction wrote (autovacuum cannot see them): without
  // them it joins a million orders by nested loops and the fill runs for hours instead of minutes.
  await sink.query('ANALYZE');
  const filling = Date.now();
  await sink.query(
    `INSERT INTO "workorderlistrow" SELECT * FROM "workorderlistrow_fresh" WHERE "workorderid" >= ${firstOrderId}`,
  );
  log(`list rows of the new orders filled in ${((Date.now() - filling) / 1000).toFixed(1)} s`);
  rows += await writePayments(sink, clock, batch);
  if (batch.nextWonumber > firstWonumber) {
    await sink.query(`SELECT setval('workorder_wonumber_seq', ${batch.nextWonumber - 1}, true)`);
  }
  return { rows };
}

/** Vendor payments for the bills accounting synced: two to four bills per payment, per vendor. */
async function writePayments(sink: Sink, clock: Clock, batch: Batch): Promise<number> {
  if (batch.paidBills.length === 0) return 0;
  const [ids] = await sink.query<{ payment: number; line: number }>(
    `SELECT (SELECT coalesce(max("id"), 0) FROM "vendorpayment")::int AS payment, (SELECT coalesce(max("id"), 0) FROM "vendorpaymentline")::int AS line`,
  );
  let paymentId = ids?.payment ?? 0;
  let lineId = ids?.line ?? 0;
  const rng = createRng(mixSeed(SEED, 7, paymentId));
  const byVendor = new Map<number, typeof batch.paidBills>();
  for (const bill of batch.paidBills)
    byVendor.set(bill.vendorid, [...(byVendor.get(bill.vendorid) ?? []), bill]);
  const payments: Row[] = [];
  const lines: Row[] = [];
  for (const [vendorid, bills] of [...byVendor].sort(([a], [b]) => a - b)) {
    bills.sort((a, b) => a.date.getTime() - b.date.getTime());
    for (let i = 0; i < bills.length;) {
      const group = bills.slice(i, i + rng.int(2, 4));
      i += group.length;
      paymentId += 1;
      const last = group[group.length - 1];
      const date = clock.past(new Date((last?.date.getTime() ?? 0) + rng.int(3, 20) * DAY));
      const type = rng.chance(0.6) ? 'ACH' : 'Check';
      payments.push([
        paymentId,
        vendorid,
        `TXN-${100000 + paymentId}`,
        date,
        type,
        type === 'ACH' ? `ACH${200000 + paymentId}` : String(5000 + paymentId),
        money(group.reduce((sum, b) => sum + b.cents, 0) / 100),
        date,
      ]);
      for (const bill of group)
        lines.push([(lineId += 1), paymentId, bill.wonumber, bill.invnumber, money(bill.cents / 100)]);
    }
  }
  await sink.insert(
    'vendorpayment',
    ['id', 'vendorid', 'txnid', 'txndate', 'paymenttype', 'refnumber', 'amount', 'createddate'],
    payments,
  );
  await sink.insert(
    'vendorpaymentline',
    ['id', 'vendorpaymentid', 'memo', 'appliedtotxnrefnumber', 'appliedtotxnamount'],
    lines,
  );
  return payments.length + lines.length;
}
