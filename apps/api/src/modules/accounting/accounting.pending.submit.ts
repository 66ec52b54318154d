import { and, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNTING_MESSAGES,
  type PendingSyncs,
  type SessionUser,
  type submitPendingSchema,
} from '@dispatchwise/shared';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { invoice, vendor, workordervendor } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { findPendingSyncs } from './accounting.pending';
import {
  isPendingBill,
  isPendingInvoice,
  lockVendorLine,
  markBillRemoved,
} from './accounting.pending.repository';
import { markPushRequested, requireQuickBooks } from './accounting.push.state';
import { queueVendorCreation } from './accounting.push.vendors';

type SubmitPending = z.output<typeof submitPendingSchema>;

/** Something that wants to hear of a new push request in this process (the push job, decision 177). */
let wakePush: () => void = () => undefined;
export const onPushRequested = (listener: () => void) => {
  wakePush = listener;
};

/** The ids named by the request, locked; refused unless every one is still pending (all or nothing). */
async function lockPending(tx: Db, kind: 'bill' | 'invoice', ids: readonly number[]) {
  if (ids.length === 0) return;
  const table = kind === 'bill' ? workordervendor : invoice;
  const pending = kind === 'bill' ? isPendingBill : isPendingInvoice;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, [...ids]), pending))
    .for('update');
  if (rows.length !== new Set(ids).size) throw new HttpError(400, ACCOUNTING_MESSAGES.notPending);
}

/**
 * POST /accounting/submitpending (decision 175): queues the named rows for the worker's push in one
 * transaction, and answers the refreshed lists. A row sent again while queued stays queued (a second
 * click sends nothing twice); a row that is no longer pending refuses the whole request. A Completed
 * Invoicing row queues its order's pending bills with its invoice. PendingVendors are created in
 * QuickBooks before the bills: each is queued as its open transmission-log row (decision 177).
 */
export async function submitPending(options: {
  db: Db;
  config: Config;
  user: SessionUser;
  input: SubmitPending;
}): Promise<PendingSyncs> {
  const { db, config, input } = options;
  const billIds = input.VendorBilling.map((row) => row.workorderVendorId);
  const invoiceIds = [...input.CustomerBilling, ...input.CompleteBilling].map((row) => row.invoiceId);
  const vendorIds = input.PendingVendors.map((row) => row.vendorId);
  if (billIds.length + invoiceIds.length + vendorIds.length === 0)
    throw new HttpError(400, ACCOUNTING_MESSAGES.nothingApproved);
  await requireQuickBooks({ db, config });

  await db.transaction(async (tx) => {
    await lockPending(tx, 'bill', billIds);
    await lockPending(tx, 'invoice', invoiceIds);
    if (vendorIds.length > 0) {
      const known = await tx
        .select({ id: vendor.id, name: vendor.name, billingvendorid: vendor.billingvendorid })
        .from(vendor)
        .where(inArray(vendor.id, vendorIds))
        .for('update');
      if (known.length !== new Set(vendorIds).size) throw new HttpError(400, ACCOUNTING_MESSAGES.notPending);
      // A vendor matched meanwhile needs no creation; one already queued keeps its request.
      for (const row of known.filter((each) => each.billingvendorid === null))
        await queueVendorCreation(tx, row);
    }
    const completeOrders = input.CompleteBilling.length
      ? await tx
          .select({ workorderid: invoice.workorderid })
          .from(invoice)
          .where(
            inArray(
              invoice.id,
              input.CompleteBilling.map((row) => row.invoiceId),
            ),
          )
      : [];
    if (billIds.length > 0 || completeOrders.length > 0) {
      const named = billIds.length > 0 ? inArray(workordervendor.id, billIds) : sql`false`;
      const ofOrders =
        completeOrders.length > 0
          ? inArray(
              workordervendor.workorderid,
              completeOrders.map((row) => row.workorderid),
            )
          : sql`false`;
      await tx
        .update(workordervendor)
        .set({ approvedbyaccounting: true })
        .where(and(isPendingBill, sql`(${named} or ${ofOrders})`));
    }
    if (invoiceIds.length > 0)
      await tx
        .update(invoice)
        .set({ approvedbyaccounting: true })
        .where(and(inArray(invoice.id, invoiceIds), isPendingInvoice));
    await markPushRequested(tx);
  });
  wakePush();
  return findPendingSyncs({ db });
}

/**
 * PUT /accounting/removevendorbill/{workorderVendorId}: the bill leaves the lists without going to
 * QuickBooks (paid outside it, a duplicate); Approve Invoice on the line again brings it back. Refused
 * once queued: the worker may be sending it.
 */
export async function removeVendorBill(options: {
  db: Db;
  user: SessionUser;
  workorderVendorId: number;
}): Promise<PendingSyncs> {
  const { db, user, workorderVendorId } = options;
  await db.transaction(async (tx) => {
    const line = await lockVendorLine(tx, workorderVendorId);
    if (!line) throw new HttpError(404, ACCOUNTING_MESSAGES.vendorBillNotFound);
    if (!line.isRemovable) throw new HttpError(400, ACCOUNTING_MESSAGES.notPending);
    await markBillRemoved(tx, line.id, user.id);
  });
  return findPendingSyncs({ db });
}
