import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../errors';
import type { SortKey } from './types';

/**
 * Keyset paging (docs/decisions/082). The cursor is base64url JSON `{ s, v }`: `s` names the sort it
 * was made for, `v` the last row's sort values then its id. Nothing of it reaches SQL except as
 * bound parameters of the declared types, so it needs no signature: a forged cursor can only move
 * the start of the page within rows the caller may already read.
 */
export type CursorValue = string | number | boolean | null;

const signature = (sort: readonly SortKey[]) =>
  sort.map((key) => `${key.field}:${key.desc ? 'd' : 'a'}`).join(',');

export const encodeCursor = (sort: readonly SortKey[], values: readonly CursorValue[]) =>
  Buffer.from(JSON.stringify({ s: signature(sort), v: values })).toString('base64url');

const invalidCursor = () =>
  badRequest('Invalid cursor: reload the first page.', { after: 'Invalid cursor.' });

// Timestamps as PostgreSQL prints timestamptz::text (microseconds kept, so ties stay exact).
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

function checkValue(key: SortKey, value: unknown): CursorValue {
  if (value === null && key.nullable) return null;
  if (key.type === 'date' && typeof value === 'string' && TIMESTAMP_TEXT.test(value)) return value;
  if ((key.type === 'number' || key.type === 'money') && typeof value === 'number' && Number.isFinite(value))
    return value;
  if (key.type === 'money' && typeof value === 'string' && /^-?\d{1,12}(\.\d{1,4})?$/.test(value))
    return value;
  if (key.type === 'boolean' && typeof value === 'boolean') return value;
  if (
    key.type === 'string' &&
    typeof value === 'string' &&
    value.length <= 2_000 &&
    !value.includes('\u0000')
  )
    return value;
  throw invalidCursor();
}

export function decodeCursor(sort: readonly SortKey[], cursor: string): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const { s, v } = (parsed ?? {}) as { s?: unknown; v?: unknown };
  if (s !== signature(sort) || !Array.isArray(v) || v.length !== sort.length) throw invalidCursor();
  return sort.map((key, index) => checkValue(key, v[index]));
}

const param = (key: SortKey, value: CursorValue) =>
  key.type === 'date' ? sql`${value}::timestamptz` : sql`${value}`;

/** Rows strictly after `value` on this key, with PostgreSQL's null placement (last asc, first desc). */
function afterKey(key: SortKey, value: CursorValue): SQL | undefined {
  if (value === null) return key.desc ? sql`(${key.expr}) is not null` : undefined;
  const beyond = sql`(${key.expr}) ${sql.raw(key.desc ? '<' : '>')} ${param(key, value)}`;
  return !key.desc && key.nullable ? sql`(${beyond} or (${key.expr}) is null)` : beyond;
}

const equalKey = (key: SortKey, value: CursorValue) =>
  value === null ? sql`(${key.expr}) is null` : sql`(${key.expr}) = ${param(key, value)}`;

/**
 * The rows after the cursor. One direction and no null in the way: a row comparison
 * `(a, b, id) < ($1, $2, $3)`, which a btree index on (a, b, id) starts at directly. Otherwise the
 * expanded form `a after x or (a = x and (b after y or (b = y and id after z)))`.
 */
export function keysetCondition(sort: readonly SortKey[], values: readonly CursorValue[]): SQL {
  const uniform = sort.every((key) => key.desc === sort[0]?.desc);
  const rowComparable = sort.every((key, index) => !key.nullable || (values[index] !== null && key.desc));
  if (uniform && rowComparable) {
    const left = sql.join(
      sort.map((key) => sql`(${key.expr})`),
      sql`, `,
    );
    const right = sql.join(
      sort.map((key, index) => param(key, values[index] ?? null)),
      sql`, `,
    );
    return sql`(${left}) ${sql.raw(sort[0]?.desc ? '<' : '>')} (${right})`;
  }
  let condition: SQL | undefined;
  for (let index = sort.length - 1; index >= 0; index -= 1) {
    const key = sort[index] as SortKey;
    const value = values[index] ?? null;
    const after = afterKey(key, value);
    const tail = condition ? sql`(${equalKey(key, value)} and ${condition})` : undefined;
    const parts = [after, tail].filter((part): part is SQL => part !== undefined);
    condition = parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
  }
  return condition ?? sql`true`;
}
