import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from './app';
import { loadConfig, type Config } from './config';
import { lockDataDir } from './data-dir-lock';
import type { Database } from './db/client';
import { EmbeddedPostgresError } from './db/embedded-postgres';
import { users } from './db/schema/index';
import { migrateDatabase } from './db/migrate';
import { openConfiguredDatabase } from './plugins/db';
import { startBackgroundJobs, type BackgroundJobs } from './jobs';
import { startAzurite, type AzuriteHandle } from './storage/azurite';

type SeedModule = { seedDemoData: (database: Database) => Promise<unknown> };

function log(message: string, extra: Record<string, unknown> = {}) {
  console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message, ...extra }));
}

/** Demo data for an empty database (docs/platform.md "Demo data"), when the seed module is present. */
async function seedWhenEmpty(config: Config, database: Database) {
  if (!config.seedOnEmpty) return;
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  const count = Number(row?.count ?? 0);
  if (count > 0) return;
  const specifier = './db/seed/index';
  let seed: SeedModule | undefined;
  try {
    seed = (await import(specifier)) as SeedModule;
  } catch (error) {
    if (!String(error).includes('db/seed/index')) throw error;
  }
  if (!seed) {
    log('no demo data: the seed module is not available');
    return;
  }
  const started = Date.now();
  await seed.seedDemoData(database);
  log('demo data seeded', { ms: Date.now() - started });
}

/** Before decision 115 the embedded database was PGlite in `$DATA_DIR/db`; it is no longer read. */
function warnAboutPgliteFolder(config: Config) {
  const old = path.join(config.dataDir, 'db');
  if (!config.databaseUrl && fs.existsSync(path.join(old, 'PG_VERSION'))) {
    log(`${old} holds a database of an older version (PGlite) that is no longer used; delete it when done`);
  }
}

/** The process: config, database, migrations, seed, Azurite, app, background jobs (docs/platform.md "API"). */
async function main() {
  let config = loadConfig();
  let database: Database | undefined;
  let azurite: AzuriteHandle | undefined;
  let app: App | undefined;
  let jobs: BackgroundJobs | undefined;
  let unlock: (() => void) | undefined;

  let closing: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    if (closing) {
      // A second Ctrl+C means now.
      process.exit(1);
    }
    log('shutting down', { signal });
    closing = (async () => {
      await jobs
        ?.stop()
        .catch((error: unknown) => log('background jobs stop failed', { error: String(error) }));
      await app?.close().catch((error: unknown) => log('app close failed', { error: String(error) }));
      await azurite?.stop().catch((error: unknown) => log('azurite stop failed', { error: String(error) }));
      await database
        ?.close()
        .catch((error: unknown) => log('database close failed', { error: String(error) }));
      unlock?.();
    })();
    void closing.then(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  try {
    if (!config.databaseUrl || !config.storage.connectionString) unlock = lockDataDir(config.dataDir);
    warnAboutPgliteFolder(config);
    database = await openConfiguredDatabase(config, { owner: true });
    await migrateDatabase(database);
    await seedWhenEmpty(config, database);
    if (!config.storage.connectionString) {
      azurite = await startAzurite({ dataDir: config.dataDir, port: config.storage.azuritePort });
      config = { ...config, storage: { ...config.storage, connectionString: azurite.connectionString } };
    }
    app = await buildApp({ config, database, webRoot: config.webDistDir });
    await app.listen({ port: config.port, host: config.host });
    if (config.backgroundJobs) jobs = startBackgroundJobs({ database, config, log: app.log });
    const seconds = process.uptime().toFixed(1);
    app.log.info(
      {
        database: database.kind,
        storage: azurite ? 'azurite' : 'azure',
        issuer: config.oidc.issuerUrl,
        startupSeconds: Number(seconds),
      },
      `Dispatchwise ready on http://localhost:${config.port} in ${seconds} s`,
    );
  } catch (error) {
    // A setup problem the person can fix is said in one sentence, without a stack trace.
    console.error(
      error instanceof EmbeddedPostgresError ? `Dispatchwise cannot start: ${error.message}` : error,
    );
    await jobs?.stop().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await azurite?.stop().catch(() => undefined);
    await database?.close().catch(() => undefined);
    unlock?.();
    process.exit(1);
  }
}

void main();
