import type { Config } from './config';
import type { Database } from './db/client';
import { startMailWorker, type MailLog } from './mail/outbox.worker';
import { startAccountingPushJob, startPaymentsSyncJob } from './modules/accounting/index';
import { startComplianceJob } from './modules/vendor-compliance/index';

export type BackgroundJobs = { stop(): Promise<void> };

/**
 * The process's background work, in `npm start` beside the API and alone in `npm run worker`: the
 * outbox worker (docs/decisions/088), the vendor compliance reminders (decision 146), and while
 * QuickBooks is configured the push of approved rows to it (decision 177) and the hourly read of the
 * vendors' payments back from it (decision 178).
 */
export function startBackgroundJobs(options: {
  database: Database;
  config: Config;
  log: MailLog;
}): BackgroundJobs {
  const { database, config, log } = options;
  const jobs = [
    startMailWorker({ database, config, log }),
    startComplianceJob({ database, publicUrl: config.publicUrl, log }),
    ...(config.quickBooks ? [startAccountingPushJob({ database, config, log })] : []),
    ...(config.quickBooks ? [startPaymentsSyncJob({ db: database.db, config, log })] : []),
  ];
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
