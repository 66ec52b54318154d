import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { transmissionlog } from '../../db/schema/index';
import { countFailedLogs, findOpenLog, insertLog, type LogKey } from './accounting.push.repository';
import { QuickBooksFault } from './quickbooks/quickbooks.client';

// One try at sending one document (decision 177): its transmission-log row is written before QuickBooks
// is called, with the requestid QuickBooks deduplicates by; a try the process never finished (no end time)
// is resumed with the same row and requestid, so a repeat answers the document already made.

/** A document's own refusal (no such vendor in QuickBooks, a DocNumber too long): the row fails. */
export class PushRefusal extends Error {}

/** A failure of the whole pass (configuration, connection): rows stay queued, the state keeps the message. */
export class PushStop extends Error {}

/**
 * Whether an error stops the pass rather than failing one document: QuickBooks refusing our tokens or
 * access, being unavailable after the client's retries, no answer at all, or anything unexpected.
 */
export function stopsThePass(error: unknown): boolean {
  if (error instanceof PushRefusal) return false;
  if (error instanceof QuickBooksFault)
    return error.isAuthentication || error.isRetryable || error.status === 403;
  return true;
}

export type Attempt = { logid: number; requestid: string; isResumed: boolean };

/**
 * QuickBooks' requestid for a document (at most 50 characters): the same for the same row, approval and
 * try, so that a resumed push is answered with the first call's result; a new one after a failed try,
 * because QuickBooks would answer the old one's fault again.
 */
export function requestIdOf(key: LogKey, version: string, failedTries: number): string {
  const digest = createHash('sha256').update(`${key.kind}:${key.id}:${version}:${failedTries}`).digest('hex');
  return `dw-${key.kind}-${key.id}-${digest.slice(0, 16)}`;
}

/** The try's log row: the unfinished one of an interrupted push, else a new one. */
export async function beginAttempt(
  db: Db,
  key: LogKey,
  version: string,
  values: Omit<typeof transmissionlog.$inferInsert, 'requestid'>,
): Promise<Attempt> {
  const open = await findOpenLog(db, key);
  if (open?.requestid) return { logid: open.id, requestid: open.requestid, isResumed: true };
  const requestid = requestIdOf(key, version, await countFailedLogs(db, key));
  const logid = await insertLog(db, { ...values, requestid });
  return { logid, requestid, isResumed: false };
}

export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : 'The document could not be sent to QuickBooks.';

/** A timestamp as QuickBooks' date (YYYY-MM-DD, the UTC calendar day, as the screens' dates are stored). */
export const qbDate = (value: Date | null): string | undefined =>
  value === null ? undefined : value.toISOString().slice(0, 10);

/** QuickBooks' longest DocNumber; a longer number is refused, never cut (two bills would share a prefix). */
export const QB_DOC_NUMBER_MAX = 21;
