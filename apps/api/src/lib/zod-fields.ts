import { z } from 'zod';

// Zod fields the request schemas share. Messages follow the spec's "{caption} is required." and
// "{caption} is invalid." (spec A section 5).

/** A positive integer id: absent or not positive is "required", not an integer is "invalid". */
export const requiredId = (caption: string) =>
  z.coerce
    .number({ error: `${caption} is required.` })
    .int(`${caption} is invalid.`)
    .positive(`${caption} is required.`);

export const optionalId = z.coerce.number().int().positive().nullish();

export const requiredText = (message: string, max = 4000) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

const parseDate = (value: string) => new Date(value);
export const isDate = (value: string) => !Number.isNaN(parseDate(value).getTime());

/** A calendar date (yyyy-MM-dd) or an ISO date-time, as the date pickers send it. */
export const requiredDate = (caption: string, required = `${caption} is required.`) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine(isDate, `${caption} is invalid.`)
    .transform(parseDate);

/** Absent: unchanged on update; null or empty: cleared. */
export const optionalDate = (caption: string) =>
  z
    .string()
    .trim()
    .nullish()
    .refine((value) => !value || isDate(value), `${caption} is invalid.`)
    .transform((value) => (value === undefined ? undefined : value ? parseDate(value) : null));

/** The users to e-mail, as an array of ids or the comma list some popups send; always an array. */
export const emailUserIds = z
  .union([z.array(z.coerce.number().int().positive()), z.string()])
  .nullish()
  .transform((value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => Number(part.trim()))
          .filter((id) => Number.isInteger(id) && id > 0)
      : (value ?? []),
  );
