import pg from 'pg';
import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/**
 * The test server and the migrated template database on it (docs/decisions/116): `url` reaches the
 * server's maintenance database, through which each test file creates its own copy of `template`, named
 * `filesPrefix` and a random suffix. With `isDropAtEnd` the run's teardown drops the files' databases instead
 * of each file (decision 209).
 */
export type DbTemplate = { url: string; template: string; filesPrefix: string; isDropAtEnd: boolean };

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/** The committed migrations and reference data, exactly as `npm start` applies them. */
export async function migrateForTests(database: Database): Promise<void> {
  await migrateDatabase(database);
}

/** `postgres://u@h:5432/test` + `dw_x` -> `postgres://u@h:5432/dw_x`. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
