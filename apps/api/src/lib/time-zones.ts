import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The time zones PostgreSQL knows (pg_timezone_names), read once per process when the app starts
 * (plugins/input-guard.ts). Browsers know zones the database does not (ICU keeps `US/Pacific-New`,
 * PostgreSQL 15 dropped it): a zone reaches SQL only when both know it (docs/decisions/117).
 * Names are compared case-insensitively, as PostgreSQL and Intl both read them.
 */
let databaseZones: ReadonlySet<string> | undefined;
let loading: Promise<void> | undefined;

export const areTimeZonesLoaded = () => databaseZones !== undefined;

export function loadTimeZones(db: Db): Promise<void> {
  if (databaseZones) return Promise.resolve();
  loading ??= (async () => {
    const result = (await db.execute(sql`select name from pg_timezone_names`)) as unknown as {
      rows: { name: string }[];
    };
    databaseZones = new Set(result.rows.map((row) => row.name.toLowerCase()));
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}

function isIntlTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `name` is a zone both the database and Intl know. Before the list is loaded (a schema used
 * outside the app) nothing is known, so nothing unchecked reaches the database.
 */
export function isKnownTimeZone(name: string): boolean {
  return Boolean(databaseZones?.has(name.toLowerCase())) && isIntlTimeZone(name);
}
