import { z } from 'zod';
import { isKnownTimeZone } from './time-zones';

// Zod fields the request schemas share. Messages follow the spec's "{caption} is required." and
// "{caption} is invalid." (spec A section 5). Hostile input is refused here, once, for every route
// (docs/decisions/117-hostile-input.md).

/** The largest id an integer column holds: a bigger one is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

/** Decimal digits only: no sign, no blanks, no `0x`, no exponent (at most 10, MAX_ID has 10). */
const ID_DIGITS = /^\d{1,10}$/;

export type IdMessages = { required?: string; invalid?: string };

function idMessages(caption: string, messages: IdMessages = {}) {
  return {
    required: messages.required ?? `${caption} is required.`,
    invalid: messages.invalid ?? `${caption} is invalid.`,
  };
}

/**
 * An id as it may travel: in a query string or path the string of its digits; in JSON an integer
 * number or that string. `true`, `[1]`, `1.5`, `" 1"`, `"0x10"`, `"1e3"` are not ids. 0 and the empty
 * string mean "none" (what the forms send when nothing is chosen).
 */
function readId(value: number | string): number | 'none' | 'invalid' {
  if (value === '' || value === 0 || value === '0') return 'none';
  if (typeof value === 'string' && !ID_DIGITS.test(value)) return 'invalid';
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : 'invalid';
}

/**
 * What an id may look like on the wire (and in the OpenAPI document): an integer 0..MAX_ID or up to
 * ten digits (0 and "" are "none"). Anything else (an array, a boolean, an object) is invalid;
 * absent is required.
 */
const idInput = (messages: { required: string; invalid: string }) =>
  z.union(
    [
      z.int({ error: messages.invalid }).min(0, messages.invalid).max(MAX_ID, messages.invalid),
      z.string().regex(/^\d{0,10}$/, messages.invalid),
    ],
    { error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) },
  );

/**
 * A positive integer id: absent, empty or 0 is "{caption} is required.", anything that is not an id
 * is "{caption} is invalid." (`messages` overrides either wording).
 */
export const requiredId = (caption: string, messages?: IdMessages) => {
  const wording = idMessages(caption, messages);
  return idInput(wording).transform((value, context) => {
    const id = readId(value);
    if (typeof id === 'number') return id;
    context.addIssue({ code: 'custom', message: id === 'none' ? wording.required : wording.invalid });
    return z.NEVER;
  });
};

/**
 * An id that may be left out: absent stays `undefined` (unchanged on an update), null, empty or 0 is
 * `null` (nothing chosen, cleared on an update); anything else must be an id ("{caption} is invalid.").
 */
export const optionalId = (caption: string, messages?: Pick<IdMessages, 'invalid'>) => {
  const wording = idMessages(caption, messages);
  return z
    .union([idInput(wording), z.null()], { error: wording.invalid })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null) return value;
      const id = readId(value);
      if (id === 'none') return null;
      if (id === 'invalid') {
        context.addIssue({ code: 'custom', message: wording.invalid });
        return z.NEVER;
      }
      return id;
    });
};

/** At most this many ids in one list (users to e-mail, trades, reports). */
export const MAX_IDS = 500;

/**
 * A list of ids: a JSON array of ids, or the comma list some popups send; every one must be an id.
 * Absent stays `undefined`, null stays `null`.
 */
export const idList = (caption: string, options: { max?: number; invalid?: string } = {}) => {
  const max = options.max ?? MAX_IDS;
  const invalid = options.invalid ?? `${caption} is invalid.`;
  const item = idInput({ required: invalid, invalid });
  return z
    .union([z.array(item), z.string().max(max * 12)], {
      error: invalid,
    })
    .nullish()
    .transform((value, context) => {
      if (value === undefined || value === null) return value;
      const parts = typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value;
      if (parts.length > max) {
        context.addIssue({ code: 'custom', message: `At most ${max} ${caption}.` });
        return z.NEVER;
      }
      const ids = parts.map((part) => readId(typeof part === 'string' ? part.trim() : part));
      if (!ids.every((id) => typeof id === 'number')) {
        context.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return ids as number[];
    });
};

/** The users to e-mail, as an array of ids or the comma list some popups send; always an array. */
export const emailUserIds = idList('Users').transform((ids) => ids ?? []);

export const requiredText = (message: string, max = 4000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/**
 * The dates the API takes: a calendar day (yyyy-MM-dd, midnight UTC) or an ISO date-time with an
 * optional zone, as the date pickers and the grids send them; JavaScript's looser forms ("1",
 * "March 7", "+275760-09-13") are refused.
 */
export const ISO_DATE_PATTERN =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/;

/**
 * Dates outside 1900-01-01 .. 2199-12-31 are a typo or an attack in a dispatch system, and far
 * beyond them PostgreSQL cannot store the value: both are a 400 naming the field.
 */
export const MIN_DATE = new Date('1900-01-01T00:00:00Z');
export const MAX_DATE = new Date('2199-12-31T23:59:59.999Z');

export const isDateInRange = (date: Date) =>
  !Number.isNaN(date.getTime()) &&
  date.getTime() >= MIN_DATE.getTime() &&
  date.getTime() <= MAX_DATE.getTime();

const parseDate = (value: string) => new Date(value);
export const isDate = (value: string) => ISO_DATE_PATTERN.test(value) && isDateInRange(parseDate(value));

/** A calendar date (yyyy-MM-dd) or an ISO date-time, as the date pickers send it. */
export const requiredDate = (caption: string, required = `${caption} is required.`) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? required : `${caption} is invalid.`,
    })
    .trim()
    .min(1, required)
    .refine(isDate, `${caption} is invalid.`)
    .transform(parseDate);

/** Absent: unchanged on update; null or empty: cleared. */
export const optionalDate = (caption: string) =>
  z
    .string({ error: `${caption} is invalid.` })
    .trim()
    .nullish()
    .refine((value) => !value || isDate(value), `${caption} is invalid.`)
    .transform((value) => (value === undefined ? undefined : value ? parseDate(value) : null));

/**
 * An IANA time zone that both PostgreSQL (pg_timezone_names, read by the API; contracts/time-zones.ts) and JavaScript's Intl
 * know: the browser may know zones the database does not (US/Pacific-New).
 */
export const timeZone = (caption = 'Time zone') =>
  z
    .string({ error: `${caption} is invalid.` })
    .trim()
    .max(64, `${caption} is invalid.`)
    .refine(isKnownTimeZone, `${caption} is invalid.`);
