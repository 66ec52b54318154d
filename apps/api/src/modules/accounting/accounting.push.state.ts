import { eq, sql } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountingsyncstate, invoice, vendor, workordervendor } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { isPendingBill, isPendingInvoice } from './accounting.pending.repository';
import { loadConnection } from './quickbooks/quickbooks.tokens';

// The push's shared state (decision 177): the one `accountingsyncstate` row (id 1) and what is queued.

const STATE_ID = 1;
const state = eq(accountingsyncstate.id, STATE_ID);

/** Queued = sent by Push Approved and not yet recorded as pushed (nor withdrawn meanwhile). */
export const isQueuedBill = sql`${workordervendor.approvedbyaccounting} and ${isPendingBill}`;
export const isQueuedInvoice = sql`${invoice.approvedbyaccounting} and ${isPendingInvoice}`;
export const isQueuedVendor = sql`${vendor.billingvendorrequestedat} is not null and ${vendor.billingvendorid} is null`;

/** Whether anything waits for the push: three index probes. */
export async function hasQueuedRows(db: Db): Promise<boolean> {
  const result = await db.execute<{ queued: boolean }>(
    sql`select exists (select 1 from ${workordervendor} where ${isQueuedBill})
      or exists (select 1 from ${invoice} where ${isQueuedInvoice})
      or exists (select 1 from ${vendor} where ${isQueuedVendor}) as "queued"`,
  );
  return (result as unknown as { rows: { queued: boolean }[] }).rows[0]?.queued === true;
}

/** 400 unless QuickBooks is configured and a company is connected: the push would go nowhere. */
export async function requireQuickBooks(options: { db: Db; config: Config }) {
  const { db, config } = options;
  if (!config.quickBooks) throw new HttpError(400, ACCOUNTING_MESSAGES.notConfigured);
  if (!(await loadConnection(db))) throw new HttpError(400, ACCOUNTING_MESSAGES.notConnected);
}

/** Submit's mark: a push is wanted now (the job wakes on it and the status answers true at once). */
export async function markPushRequested(db: Db) {
  await db
    .update(accountingsyncstate)
    .set({ requestedat: sql`now()`, isuploading: true })
    .where(state);
}

/** GET /accounting/getuploadingstatus: a push is running, or rows wait for one that can run. */
export async function getUploadingStatus(options: { db: Db }): Promise<boolean> {
  const [row] = await options.db
    .select({ isuploading: accountingsyncstate.isuploading })
    .from(accountingsyncstate)
    .where(state);
  return row?.isuploading === true;
}

export type PushState = {
  requestedat: Date | null;
  finishedat: Date | null;
  lasterror: string | null;
};

export async function getPushState(db: Db): Promise<PushState | undefined> {
  const [row] = await db
    .select({
      requestedat: accountingsyncstate.requestedat,
      finishedat: accountingsyncstate.finishedat,
      lasterror: accountingsyncstate.lasterror,
    })
    .from(accountingsyncstate)
    .where(state);
  return row;
}

export async function updatePushState(db: Db, values: Partial<typeof accountingsyncstate.$inferInsert>) {
  await db.update(accountingsyncstate).set(values).where(state);
}
