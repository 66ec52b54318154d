/**
 * The time zones the database knows, as the `timeZone` field checks them (docs/decisions/117).
 * The API reads PostgreSQL's pg_timezone_names once per process (apps/api lib/time-zones.ts) and
 * hands the names here; browsers know zones the database does not (ICU keeps `US/Pacific-New`,
 * PostgreSQL 15 dropped it), so a zone passes only when both know it. Names are compared
 * case-insensitively, as PostgreSQL and Intl both read them.
 */
let databaseZones: ReadonlySet<string> | undefined;

/** Sets the zones the database knows (called once the API has read them). */
export function setDatabaseTimeZones(names: Iterable<string>): void {
  databaseZones = new Set([...names].map((name) => name.toLowerCase()));
}

export const areTimeZonesLoaded = () => databaseZones !== undefined;

function isIntlTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `name` is a zone both the database and Intl know. Before the list is set (a schema used
 * outside the API) nothing is known, so nothing unchecked reaches the database.
 */
export function isKnownTimeZone(name: string): boolean {
  return Boolean(databaseZones?.has(name.toLowerCase())) && isIntlTimeZone(name);
}
