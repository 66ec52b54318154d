import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the repositories take. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** Where the server is: `embedded` (started beside the API, decision 115) or `external` (DATABASE_URL). */
  kind: 'embedded' | 'external';
  /** Raw SQL for scripts that need COPY or many statements (seed, migrations). */
  exec: (sql: string) => Promise<void>;
  pool: pg.Pool;
  /** Closes the pool (and stops the embedded server when this process started it). */
  close: () => Promise<void>;
};

/** A pool on a PostgreSQL server; `onClose` runs after the pool has ended. */
export function openDatabase(options: {
  url: string;
  kind?: Database['kind'];
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  onClose?: () => Promise<void>;
}): Database {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (error) => {
    if (options.onIdleError) options.onIdleError(error);
    else console.warn(`database: an idle connection was closed (${error.message})`);
  });
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: options.kind ?? 'external',
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await pool.end();
      await options.onClose?.();
    },
  };
}
