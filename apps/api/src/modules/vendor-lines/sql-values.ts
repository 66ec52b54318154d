import { sql } from 'drizzle-orm';

// Values in and out of this module's hand-written SQL (db.execute answers timestamps as PostgreSQL's text).

/** An int4[] parameter (drizzle spreads a JavaScript array into a list). */
export const intArray = (ids: readonly number[]) =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int4[]`;

/** A timestamptz as read by db.execute ("2026-11-24 08:18:33.569213+00") or a Date, as a Date. */
export function pgDate(value: Date | string): Date;
export function pgDate(value: Date | string | null): Date | null;
export function pgDate(value: Date | string | null): Date | null {
  if (value === null || value instanceof Date) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${value}`);
  return date;
}
