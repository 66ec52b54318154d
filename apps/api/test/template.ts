import type { Database } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

/** How each test file gets its database: a PGlite data-dir tarball, or a PostgreSQL template database. */
export type DbTemplate =
  { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };

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
