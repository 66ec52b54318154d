import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './client';
import { seedReferenceData } from './reference/index';
import * as schema from './schema/index';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Key of the advisory lock that keeps two processes from migrating one PostgreSQL database at once. */
const MIGRATION_LOCK_KEY = 720_319_001;

/**
 * Applies the committed migrations, then upserts the reference data (lookups from
 * `@dispatchwise/shared`, captions, roles and permissions, US geography). Idempotent: a second run
 * only checks, so it can run on every start.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  // One connection for the whole run, so the session-level advisory lock covers every statement.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    await seedReferenceData(db, async (script) => {
      await client.query(script);
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
