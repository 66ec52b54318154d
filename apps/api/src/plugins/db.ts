import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';

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

/** The database every process of one deployment opens (server, token, migrate): DATABASE_URL or PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'db'),
  });
}
