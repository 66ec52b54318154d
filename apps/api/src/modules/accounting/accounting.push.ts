import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailLog } from '../../mail/outbox.worker';
import { PushStop, stopsThePass } from './accounting.push.attempt';
import { pushBill, pushInvoice, type Outcome, type PushContext } from './accounting.push.documents';
import { findQueuedBills, findQueuedInvoices, findQueuedVendors } from './accounting.push.repository';
import { getPushState, hasQueuedDocuments, hasQueuedRows, updatePushState } from './accounting.push.state';
import { pushVendor } from './accounting.push.vendors';
import { openQuickBooksClient, QuickBooksFault } from './quickbooks/quickbooks.client';

// The push to QuickBooks Online (issue 17, decision 177): one pass sends every queued row - the vendors to
// create first, then invoices, then bills - under a PostgreSQL advisory lock, so that two workers never
// send one row twice; a pass that dies half-way is resumed by the next (accounting.push.attempt.ts).

export type PushRun = {
  pushed: number;
  failed: number;
  /** Why nothing was sent: nothing queued, another process pushing, waiting after a failed pass. */
  skipped?: 'idle' | 'locked' | 'waiting';
  /** The pass's own failure (connection, configuration), kept in accountingsyncstate.lasterror. */
  error?: string;
};

/** After a pass fails as a whole, the next waits this long, unless Push Approved asks again. */
export const PUSH_RETRY_MS = 60_000;

/** One advisory lock for the push across every process on the database. */
const LOCK = `hashtext('dispatchwise.accounting.push')`;

/** Runs `action` holding the push's lock on a connection of its own; undefined when another holds it. */
async function withPushLock<T>(database: Database, action: () => Promise<T>): Promise<T | undefined> {
  const connection = await database.pool.connect();
  try {
    const { rows } = await connection.query<{ locked: boolean }>(
      `select pg_try_advisory_lock(${LOCK}) as locked`,
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await action();
    } finally {
      await connection.query(`select pg_advisory_unlock(${LOCK})`);
    }
  } finally {
    connection.release();
  }
}

function stopMessage(error: unknown): string {
  if (error instanceof PushStop || error instanceof QuickBooksFault) return error.message;
  return 'The push to QuickBooks stopped unexpectedly; it resumes on the next pass.';
}

async function sendQueued(context: PushContext): Promise<PushRun> {
  const run: PushRun = { pushed: 0, failed: 0 };
  const count = (outcome: Outcome) => {
    if (outcome === 'pushed') run.pushed += 1;
    if (outcome === 'failed') run.failed += 1;
  };
  for (const vendor of await findQueuedVendors(context.db)) count(await pushVendor(context, vendor));
  // Invoices before bills: an invoice whose order's bills are still queued is logged as Completed Invoicing.
  for (const { id } of await findQueuedInvoices(context.db)) count(await pushInvoice(context, id));
  for (const { id } of await findQueuedBills(context.db)) count(await pushBill(context, id));
  return run;
}

/**
 * One pass of the push: nothing when nothing is asked for (the state row and two index probes), when
 * another process holds the lock, or shortly after a failed pass; else every queued row, each settled on
 * its own. `isuploading` stays true while rows are queued, also after a failed pass (their reason is
 * `lasterror`), and turns false once nothing is queued.
 */
export async function pushQueued(options: {
  database: Database;
  config: Config;
  log: MailLog;
}): Promise<PushRun> {
  const { database, config, log } = options;
  const db = database.db;
  const state = await getPushState(db);
  if (!state?.isuploading && !(await hasQueuedDocuments(db)))
    return { pushed: 0, failed: 0, skipped: 'idle' };
  const isAskedAgain = state?.requestedat && state.finishedat && state.requestedat > state.finishedat;
  if (
    state?.lasterror &&
    state.finishedat &&
    !isAskedAgain &&
    Date.now() - state.finishedat.getTime() < PUSH_RETRY_MS
  )
    return { pushed: 0, failed: 0, skipped: 'waiting' };

  const result = await withPushLock(database, async (): Promise<PushRun> => {
    if (!(await hasQueuedRows(db))) {
      await updatePushState(db, { isuploading: false });
      return { pushed: 0, failed: 0, skipped: 'idle' };
    }
    await updatePushState(db, { isuploading: true, startedat: new Date(), lasterror: null });
    try {
      if (!config.quickBooks) throw new PushStop(ACCOUNTING_MESSAGES.notConfigured);
      const client = await openQuickBooksClient({ db, config, log });
      if (!client) throw new PushStop(ACCOUNTING_MESSAGES.notConnected);
      const run = await sendQueued({ db, client, config: config.quickBooks, refs: {} });
      await updatePushState(db, { isuploading: await hasQueuedRows(db), finishedat: new Date() });
      if (run.pushed + run.failed > 0) log.info({ ...run }, 'accounting push done');
      return run;
    } catch (error) {
      if (!stopsThePass(error)) throw error;
      const message = stopMessage(error);
      if (!(error instanceof PushStop || error instanceof QuickBooksFault))
        log.error({ err: error }, 'accounting push failed');
      else log.warn({ error: message }, 'accounting push stopped');
      await updatePushState(db, { finishedat: new Date(), lasterror: message });
      return { pushed: 0, failed: 0, error: message };
    }
  });
  return result ?? { pushed: 0, failed: 0, skipped: 'locked' };
}
