import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the repositories take: PGlite and PostgreSQL answer the same SQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for scripts that need COPY or many statements (seed, migrations). */
  exec: (sql: string) => Promise<void>;
  pool: pg.Pool | undefined;
  pglite: PGlite | undefined;
  close: () => Promise<void>;
};

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (created if missing), or in memory. */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped database) must not crash the
    // process: the pool discards it and the next query opens a new one.
    pool.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else console.warn(`database: an idle connection was closed (${error.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      pglite: undefined,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    pglite,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: () => pglite.close(),
  };
}
