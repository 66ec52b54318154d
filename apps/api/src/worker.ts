import { loadConfig } from './config';
import type { Database } from './db/client';
import { startBackgroundJobs, type BackgroundJobs } from './jobs';
import type { MailLog } from './mail/outbox.worker';
import { openConfiguredDatabase } from './plugins/db';

/**
 * The background jobs alone (`npm run worker`: the outbox, docs/decisions/088, and the compliance
 * reminders, decision 146): for a deployment that runs it
 * beside API replicas on PostgreSQL. It does not migrate; the API process (or `npm run db:migrate`)
 * does. Without DATABASE_URL it uses the embedded PostgreSQL under DATA_DIR/pg (decision 115).
 */
const level = (value: number) => (details: Record<string, unknown>, message: string) =>
  console.log(JSON.stringify({ level: value, time: Date.now(), msg: message, ...details }));
const log: MailLog = { info: level(30), warn: level(40), error: level(50) };

async function main() {
  const config = loadConfig();
  let database: Database | undefined;
  let worker: BackgroundJobs | undefined;
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    log.info({ signal }, 'mail worker shutting down');
    void (async () => {
      await worker?.stop().catch((error: unknown) => log.error({ error: String(error) }, 'stop failed'));
      await database?.close().catch(() => undefined);
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    database = await openConfiguredDatabase(config);
    worker = startBackgroundJobs({ database, config, log });
    // The worker's timer is unref'd so that it never holds the API process open; here it is the process.
    setInterval(() => undefined, 1 << 30);
  } catch (error) {
    console.error(error);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
