import { eq, sql } from 'drizzle-orm';
import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountingsyncstate, invoice, transmissionlog, workordervendor } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { readRows } from '../../lib/list-query/index';
import { isPendingBill, isPendingInvoice } from './accounting.pending.repository';
import { loadConnection } from './quickbooks/quickbooks.tokens';

// The push's shared state (decision 177): the one `accountingsyncstate` row (id 1) and what is queued.

const STATE_ID = 1;
const state = eq(accountingsyncstate.id, STATE_ID);

/** Queued = sent by Push Approved and not yet recorded as pushed (nor withdrawn meanwhile). */
export const isQueuedBill = sql`${workordervendor.approvedbyaccounting} and ${isPendingBill}`;
export const isQueuedInvoice = sql`${invoice.approvedbyaccounting} and ${isPendingInvoice}`;
/**
 * A vendor to create in QuickBooks (Pending Vendor Updates) is queued as its open log row: written by the
 * submit, closed by the push. Few rows are ever open; the probe reads them only inside a pass.
 */
export const isOpenVendorLog = sql`${transmissionlog.endTime} is null and ${transmissionlog.vendorid} is not null
  and ${transmissionlog.workordervendorid} is null and ${transmissionlog.invoiceid} is null`;

/** Whether a bill or invoice waits for the push: two partial-index probes. */
export async function hasQueuedDocuments(db: Db): Promise<boolean> {
  const [row] = await readRows<{ queued: boolean }>(
    db,
    sql`select exists (select 1 from ${workordervendor} where ${isQueuedBill})
      or exists (select 1 from ${invoice} where ${isQueuedInvoice}) as "queued"`,
  );
  return row?.queued === true;
}

/** Whether anything at all waits for the push: documents, or vendors to create. */
export async function hasQueuedRows(db: Db): Promise<boolean> {
  if (await hasQueuedDocuments(db)) return true;
  const [row] = await readRows<{ queued: boolean }>(
    db,
    sql`select exists (select 1 from ${transmissionlog} where ${isOpenVendorLog}) as "queued"`,
  );
  return row?.queued === true;
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

/** GET /accounting/getuploadingstatus: rows are queued or a push is running (decision 177). */
export async function getUploadingStatus(options: { db: Db }): Promise<boolean> {
  const [row] = await options.db
    .select({ isuploading: accountingsyncstate.isuploading })
    .from(accountingsyncstate)
    .where(state);
  return row?.isuploading === true;
}

export type PushState = {
  isuploading: boolean;
  requestedat: Date | null;
  finishedat: Date | null;
  lasterror: string | null;
};

export async function getPushState(db: Db): Promise<PushState | undefined> {
  const [row] = await db
    .select({
      isuploading: accountingsyncstate.isuploading,
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
