import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: Config;
    /** The open database (kind, raw exec, close); its lifetime belongs to whoever opened it. */
    database: Database;
    /** The drizzle handle repositories take. */
    db: Db;
  }
}

export function registerDatabase(app: FastifyInstance, options: { config: Config; database: Database }) {
  app.decorate('config', options.config);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
}

/** The embedded cluster's folder (decision 115). */
export const embeddedClusterDir = (config: Config) => path.join(config.dataDir, 'pg');

/**
 * The database every process of one deployment opens: DATABASE_URL, or the embedded PostgreSQL in
 * `$DATA_DIR/pg`. The API (`owner`) starts the embedded server and stops it on close; a script
 * (token, migrate, seed, worker) uses the server a running API started, or starts it for itself
 * while no API runs.
 */
export async function openConfiguredDatabase(
  config: Config,
  options: { owner?: boolean; poolSize?: number } = {},
): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl, poolSize: options.poolSize });
  const dataDir = embeddedClusterDir(config);
  const running = options.owner ? undefined : runningEmbeddedUrl(dataDir);
  if (running) return openDatabase({ url: running, kind: 'embedded', poolSize: options.poolSize });
  const server = await startEmbeddedPostgres({ dataDir, port: config.embeddedPgPort });
  return openDatabase({
    url: server.url,
    kind: 'embedded',
    poolSize: options.poolSize,
    onClose: server.stop,
  });
}
