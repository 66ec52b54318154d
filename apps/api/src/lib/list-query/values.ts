import { isDateInRange, type ListField } from '@dispatchwise/shared';
import { badRequest } from '../errors';

export type Scalar = string | number | boolean;

// ISO dates (2024-01-31, 2024-01-31T10:00:00Z) and DevExtreme's 2024/01/31; no time zone means UTC.
const DATE_PATTERN =
  /^\d{4}[-/]\d{2}[-/]\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

const fail = (field: ListField, value: unknown): never => {
  const shown = JSON.stringify(value)?.slice(0, 60) ?? String(value);
  const message = `Invalid value ${shown} for '${field.name}' (${field.type}).`;
  throw badRequest(message, { filter: message });
};

const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;

/** The element type of an array field, the field type otherwise. */
export const scalarType = (field: ListField) => field.type.replace('[]', '');

/**
 * Checks and converts one filter value to what the field's SQL compares against. Dates become ISO
 * strings (cast to timestamptz in SQL), money and numbers finite numbers, booleans booleans.
 */
export function toScalar(field: ListField, value: unknown): Scalar {
  switch (scalarType(field)) {
    case 'number':
    case 'money': {
      // Text must be a plain decimal ("12", "-3.5"): never "0x10", " 1", "1e3" or "" (docs/decisions/117).
      const number = typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number)) return fail(field, value);
      return number;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      return fail(field, value);
    case 'date': {
      if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return fail(field, value);
      const text = value.replace(/\//g, '-').replace(' ', 'T');
      const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/.test(text.slice(11));
      const date = new Date(text.length === 10 ? `${text}T00:00:00Z` : hasZone ? text : `${text}Z`);
      // The same range as every date field of the API (shared contracts/fields.ts, docs/decisions/117).
      if (!isDateInRange(date)) return fail(field, value);
      return date.toISOString();
    }
    default:
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return fail(field, value);
  }
}

/** SQL type of bound arrays for `anyof`/`noneof`/array fields. */
export function arrayCast(field: ListField, values: readonly Scalar[]): string {
  switch (scalarType(field)) {
    case 'number':
    case 'money':
      // int8 keeps int4 columns on their btree indexes (integer_ops is cross-type); decimals need numeric.
      return values.every((value) => Number.isInteger(value)) ? 'int8[]' : 'numeric[]';
    case 'boolean':
      return 'bool[]';
    case 'date':
      return 'timestamptz[]';
    default:
      return 'text[]';
  }
}

/** `%`, `_` and `\` taken literally in LIKE patterns (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
