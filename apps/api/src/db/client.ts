import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyActors } from './actor';
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

/** The quick pool's timeout when `LIST_COUNT_TIMEOUT_MS` does not say otherwise. */
const DEFAULT_QUICK_STATEMENT_TIMEOUT_MS = 50;

/** `LIST_COUNT_TIMEOUT_MS` when it is a whole number of milliseconds from 1 to 60,000, else the default. */
export function quickTimeoutOf(value: string | undefined): number {
  const ms = /^\d{1,5}$/.test(value ?? '') ? Number(value) : NaN;
  return ms >= 1 && ms <= 60_000 ? ms : DEFAULT_QUICK_STATEMENT_TIMEOUT_MS;
}

/**
 * How long a statement on the quick pool may run: a list's bounded count (docs/decisions/083) gives up after
 * this and the answer says "at least what was seen". The API tests raise it (apps/api/vitest.config.ts): on a
 * loaded two-core machine a count of three rows could take longer, and their exact counts became bounds.
 */
export const QUICK_STATEMENT_TIMEOUT_MS = quickTimeoutOf(process.env.LIST_COUNT_TIMEOUT_MS);

/**
 * How long a request waits for a connection (a free one of the pool, or a new one) before it answers 503
 * (decision 182): while PostgreSQL is down or restarting no request hangs; TCP keepalive finds a server
 * that vanished without closing its sockets.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Every session runs without JIT compilation (docs/decisions/199). PostgreSQL compiles a statement whose
 * estimated cost passes `jit_above_cost` (100,000), and a planner's pessimistic estimate of one branch
 * (the job-site part of a search probe over 200,000 sites) made a 1 ms probe spend 30 ms compiling.
 * Our statements are short reads of indexes; none runs long enough to win the compile time back.
 * A `DATABASE_URL` that names `options` itself takes precedence (node-postgres reads the URL last).
 */
const SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0';
const CONNECTION = {
  connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  keepAlive: true,
  options: SESSION_OPTIONS,
} as const;

const quickDatabases = new WeakMap<Db, Db>();

/**
 * The quick pool of a database opened here: a few connections whose sessions carry
 * QUICK_STATEMENT_TIMEOUT_MS, so a statement that must give up quickly is one round trip instead of four
 * (begin, set local statement_timeout, the statement, commit; docs/decisions/130). Undefined for a
 * transaction or another handle: the caller then sets the timeout in a transaction of its own.
 */
export const quickDatabaseOf = (db: Db): Db | undefined => quickDatabases.get(db);

/** A pool on a PostgreSQL server; `onClose` runs after the pool has ended. */
export function openDatabase(options: {
  url: string;
  kind?: Database['kind'];
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  onClose?: () => Promise<void>;
}): Database {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, ...CONNECTION });
  // Changes made inside runAsActor are recorded with their actor (docs/decisions/181).
  applyActors(pool);
  // Connections open on first use: a process that never counts never connects it.
  const quickPool = new pg.Pool({
    connectionString: options.url,
    max: Math.max(1, Math.ceil((options.poolSize ?? 10) / 3)),
    statement_timeout: QUICK_STATEMENT_TIMEOUT_MS,
    ...CONNECTION,
  });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the
  // process: the pool discards it and the next query opens a new one.
  for (const each of [pool, quickPool]) {
    each.on('error', (error) => {
      if (options.onIdleError) options.onIdleError(error);
      else console.warn(`database: an idle connection was closed (${error.message})`);
    });
    // Nor must a lent one (decision 182): pg-pool takes its error listener off a connection while it is
    // checked out, and a server restart between two statements of a transaction then emitted 'error' with
    // no listener, which ended the process. The statements reject anyway; the pool drops it on release.
    each.on('connect', (client) => client.on('error', () => undefined));
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  quickDatabases.set(db, drizzle(quickPool, { schema }) as unknown as Db);
  return {
    db,
    kind: options.kind ?? 'external',
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await Promise.all([pool.end(), quickPool.end()]);
      await options.onClose?.();
    },
  };
}
