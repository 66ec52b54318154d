import type { Database } from '../../db/client';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { MailLog } from '../../mail/outbox.worker';
import { sendComplianceReminders, type ComplianceRun } from './vendor-compliance.service';

/** Hourly, so that a threshold crossed at midnight is mailed within the hour; each reminder goes once. */
const INTERVAL_MS = 3_600_000;
/** After start-up, so that the first pass does not compete with the server getting ready. */
const FIRST_RUN_DELAY_MS = 60_000;

/**
 * The compliance reminders (issue 12, decision 146), run beside the outbox worker in `npm start` and
 * `npm run worker`. Every pass is safe to repeat: the reminders' unique key makes the e-mails once-only.
 */
export function startComplianceJob(options: {
  database: Database;
  publicUrl: string;
  log: MailLog;
}): PeriodicJob<ComplianceRun> {
  const { database, publicUrl, log } = options;
  return startPeriodicJob({
    run: async () => {
      const run = await sendComplianceReminders({ db: database.db, publicUrl });
      if (run.emails > 0) log.info({ ...run }, 'compliance reminders queued');
      return run;
    },
    intervalMs: INTERVAL_MS,
    initialDelayMs: FIRST_RUN_DELAY_MS,
    idle: { vendors: 0, reminders: 0, emails: 0 },
    onError: (error) => log.error({ err: error }, 'compliance reminders failed'),
  });
}
