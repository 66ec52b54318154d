import { MAIL_MAX_ATTEMPTS } from '@dispatchwise/shared';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import {
  claimDueMessages,
  findOutboxAttachments,
  markAttemptFailed,
  markSent,
  releaseExpiredLeases,
  type OutboxRow,
} from './outbox.repository';
import { startPeriodicJob } from '../lib/periodic-job';
import { createMailTransport, type MailTransport } from './transports';

/**
 * The outbox worker (ARCHITECTURE mechanism 8, docs/decisions/088): claims due rows, delivers them,
 * records the result, retries failures with exponential backoff and never sends a row twice.
 */
type LogFn = (details: Record<string, unknown>, message: string) => void;
/** Fastify's (pino's) logger fits; worker.ts passes a small JSON-lines one. */
export type MailLog = { info: LogFn; warn: LogFn; error: LogFn };

export type DeliveryOptions = {
  batchSize?: number;
  /** How long a claim lasts; it must outlast the transport's own timeouts (about 2 minutes for SMTP). */
  leaseSeconds?: number;
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it, up to `maxRetrySeconds`. */
  baseRetrySeconds?: number;
  maxRetrySeconds?: number;
  /** Batches per run, so one run ends even while new mail keeps arriving. */
  maxBatches?: number;
};

const DEFAULTS = {
  batchSize: 20,
  leaseSeconds: 600,
  maxAttempts: MAIL_MAX_ATTEMPTS,
  baseRetrySeconds: 60,
  maxRetrySeconds: 6 * 3600,
  maxBatches: 10,
} satisfies Required<DeliveryOptions>;

/** Seconds to wait after the `attempts`-th failed try: 60, 120, 240, ... capped at the maximum. */
export function retryDelaySeconds(
  attempts: number,
  options: Pick<DeliveryOptions, 'baseRetrySeconds' | 'maxRetrySeconds'> = {},
): number {
  const base = options.baseRetrySeconds ?? DEFAULTS.baseRetrySeconds;
  const max = options.maxRetrySeconds ?? DEFAULTS.maxRetrySeconds;
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

type SendError = Error & { responseCode?: number; code?: string };

/** Answers that will not change on a retry: unknown mailbox or an address nodemailer cannot use. */
function isPermanent(error: SendError): boolean {
  if (error.code === 'EENVELOPE') return true;
  return error.responseCode === 550 || error.responseCode === 551 || error.responseCode === 553;
}

export type DeliveryResult = { sent: number; retried: number; failed: number; released: number };

async function deliverRow(options: {
  db: Db;
  transport: MailTransport;
  row: OutboxRow;
  token: string;
  settings: typeof DEFAULTS;
  log: MailLog;
  result: DeliveryResult;
}) {
  const { db, transport, row, token, settings, log, result } = options;
  try {
    // Read at each try from the rows queued with the message: a retry sends the same bytes (decision 133).
    const attachments = await findOutboxAttachments(db, row.id);
    const { messageId } = await transport.send(row, attachments);
    const marked = await markSent(db, { id: row.id, token, messageid: messageId });
    if (!marked) log.warn({ mailId: row.id }, 'mail sent after its claim expired');
    result.sent += 1;
    log.info({ mailId: row.id, kind: row.kind, transport: transport.kind, messageId }, 'mail sent');
  } catch (caught) {
    const error = caught as SendError;
    const giveUp = row.attempts >= settings.maxAttempts || isPermanent(error);
    const retryInSeconds = giveUp ? null : retryDelaySeconds(row.attempts, settings);
    await markAttemptFailed(db, { id: row.id, token, error: error.message || String(error), retryInSeconds });
    if (giveUp) result.failed += 1;
    else result.retried += 1;
    log.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, retryInSeconds, error: error.message },
      giveUp ? 'mail failed for good' : 'mail failed, will retry',
    );
  }
}

/** One pass: release lapsed claims, then claim and deliver due rows batch by batch. */
export async function deliverDueMail(options: {
  db: Db;
  transport: MailTransport;
  log: MailLog;
  settings?: DeliveryOptions;
}): Promise<DeliveryResult> {
  const { db, transport, log } = options;
  const settings = { ...DEFAULTS, ...options.settings };
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, released: 0 };
  result.released = await releaseExpiredLeases(db, settings.maxAttempts);
  for (let batch = 0; batch < settings.maxBatches; batch++) {
    const { token, rows } = await claimDueMessages(db, {
      limit: settings.batchSize,
      leaseSeconds: settings.leaseSeconds,
    });
    // One at a time: an SMTP server throttles parallel sends from one client anyway.
    for (const row of rows) await deliverRow({ db, transport, row, token, settings, log, result });
    if (rows.length < settings.batchSize) break;
  }
  return result;
}

export type MailWorker = {
  /** Runs a pass now (or waits for the running one); resolves with its result. */
  runNow(): Promise<DeliveryResult>;
  /** Stops polling, waits for the pass in progress and closes the transport. */
  stop(): Promise<void>;
};

/** Polls the outbox every `intervalMs` in this process (npm start, npm run worker). */
export function startMailWorker(options: {
  database: Database;
  config: Config;
  log: MailLog;
  intervalMs?: number;
  transport?: MailTransport;
  settings?: DeliveryOptions;
}): MailWorker {
  const { database, log, intervalMs = 5000 } = options;
  const transport = options.transport ?? createMailTransport(options.config.mail);
  log.info({ transport: transport.kind, intervalMs }, 'mail worker started');
  const job = startPeriodicJob({
    run: () => deliverDueMail({ db: database.db, transport, log, settings: options.settings }),
    intervalMs,
    idle: { sent: 0, retried: 0, failed: 0, released: 0 },
    onError: (error) => log.error({ err: error }, 'mail worker pass failed'),
  });
  return {
    runNow: job.runNow,
    async stop() {
      await job.stop();
      transport.close();
    },
  };
}
