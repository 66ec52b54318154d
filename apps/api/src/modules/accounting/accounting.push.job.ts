import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { MailLog } from '../../mail/outbox.worker';
import { onPushRequested } from './accounting.pending.submit';
import { pushQueued, type PushRun } from './accounting.push';

/** How often a worker looks for queued rows (three index probes when there are none). */
const INTERVAL_MS = 5_000;
const FIRST_RUN_DELAY_MS = 1_000;

/**
 * The push to QuickBooks in `npm start` and `npm run worker` (decision 177): every few seconds, and at once
 * when Push Approved is pressed in this process. Off while QuickBooks is not configured.
 */
export function startAccountingPushJob(options: {
  database: Database;
  config: Config;
  log: MailLog;
}): PeriodicJob<PushRun> {
  const job = startPeriodicJob({
    run: () => pushQueued(options),
    intervalMs: INTERVAL_MS,
    initialDelayMs: FIRST_RUN_DELAY_MS,
    idle: { pushed: 0, failed: 0, skipped: 'idle' },
    onError: (error) => options.log.error({ err: error }, 'accounting push failed'),
  });
  onPushRequested(() => void job.runNow().catch(() => undefined));
  return job;
}
