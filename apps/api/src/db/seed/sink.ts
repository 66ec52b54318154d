import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../client';

/** A column value as the generators produce it; dates are written as ISO timestamps. */
export type Value = string | number | boolean | null | Date | readonly number[];
export type Row = Value[];

/**
 * Where the seed writes: one connection inside one transaction, so a failed seed leaves nothing
 * behind (decision 072). Rows go in with COPY FROM STDIN.
 */
export type Sink = {
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  insert(table: string, columns: readonly string[], rows: readonly Row[]): Promise<void>;
};

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyField(value: Value): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string')
    return /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c) : value;
  return `{${value.join(',')}}`;
}

const columnList = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

function checkWidth(table: string, columns: readonly string[], rows: readonly Row[]) {
  const bad = rows.find((row) => row.length !== columns.length);
  if (bad) throw new Error(`seed: a ${table} row has ${bad.length} values for ${columns.length} columns`);
}

async function copyRows(
  client: pg.PoolClient,
  table: string,
  columns: readonly string[],
  rows: readonly Row[],
) {
  checkWidth(table, columns, rows);
  // Lines are handed to the stream in slices, so a 50,000-row chunk never becomes one giant string.
  function* lines() {
    let batch: string[] = [];
    for (const row of rows) {
      batch.push(row.map(copyField).join('\t'));
      if (batch.length === 2_000) {
        yield `${batch.join('\n')}\n`;
        batch = [];
      }
    }
    if (batch.length > 0) yield `${batch.join('\n')}\n`;
  }
  const stream = client.query(copyFrom(`COPY "${table}" (${columnList(columns)}) FROM STDIN`));
  await pipeline(Readable.from(lines()), stream);
}

/** Runs `work` against a sink in one transaction: committed when it resolves, rolled back when it throws. */
export async function withSink<T>(database: Database, work: (sink: Sink) => Promise<T>): Promise<T> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    // Generated data is no one's change: the seed writes no audit rows (docs/decisions/181).
    await client.query(`SELECT set_config('dw.audit', 'off', true)`);
    const result = await work({
      query: async <R>(text: string) => (await client.query(text)).rows as R[],
      insert: (table, columns, rows) =>
        rows.length === 0 ? Promise.resolve() : copyRows(client, table, columns, rows),
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Moves every serial sequence of `tables` past the ids the seed wrote explicitly. */
export async function syncSequences(sink: Sink, tables: readonly string[]): Promise<void> {
  const statements = tables.map(
    (table) =>
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((SELECT max("id") FROM "${table}"), 0) + 1, false)`,
  );
  for (const statement of statements) await sink.query(statement);
}
