import { sql } from 'drizzle-orm';
import { areTimeZonesLoaded, setDatabaseTimeZones } from '@dispatchwise/shared';
import type { Db } from '../db/client';

export { areTimeZonesLoaded };

/**
 * Reads the time zones PostgreSQL knows (pg_timezone_names) once per process when the app starts
 * (plugins/input-guard.ts) and hands them to the shared `timeZone` field
 * (packages/shared/src/contracts/time-zones.ts, docs/decisions/117).
 */
let loading: Promise<void> | undefined;

export function loadTimeZones(db: Db): Promise<void> {
  if (areTimeZonesLoaded()) return Promise.resolve();
  loading ??= (async () => {
    const result = (await db.execute(sql`select name from pg_timezone_names`)) as unknown as {
      rows: { name: string }[];
    };
    setDatabaseTimeZones(result.rows.map((row) => row.name));
  })().finally(() => {
    loading = undefined;
  });
  return loading;
}
