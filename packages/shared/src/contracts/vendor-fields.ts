import { z } from 'zod';
import { RECORD_CAPTIONS } from '../constants/captions-records';

// The field inputs of the vendor contracts (vendors.ts, vendor-tabs.ts, vendor-search.ts; decision 142).
// Not exported from the package. `recordFieldsOf(table)` gives the same inputs with another table's
// captions (the customer contracts, decision 147).

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const ZIP = /^\d{5}(-\d{4})?$/;
export const STATE = /^[A-Z]{2}$/;
export const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/** The field inputs of one record table: messages read "{caption} is required." / "{caption} is invalid.". */
export const recordFieldsOf = (table: string) => {
  const caption = (field: string) => RECORD_CAPTIONS[table]?.[field] ?? field;
  const required = (field: string) => `${caption(field)} is required.`;
  const invalid = (field: string) => `${caption(field)} is invalid.`;

  /** A required text: absent or empty is "{label} is required." (absent is allowed on an update). */
  const requiredTextOf = (field: string, max = 200) =>
    z
      .string({ error: required(field) })
      .trim()
      .min(1, required(field))
      .max(max, `At most ${max} characters.`);

  /** An optional text: absent stays unchanged, null or empty clears it. */
  const optionalTextOf = (field: string, max = 200) =>
    z
      .string({ error: invalid(field) })
      .trim()
      .max(max, `At most ${max} characters.`)
      .nullish()
      .transform((value) => (value === undefined ? undefined : value || null));

  const requiredEmailOf = (field: string) =>
    requiredTextOf(field, 254).refine((value) => EMAIL.test(value), invalid(field));
  const optionalEmailOf = (field: string) =>
    optionalTextOf(field, 254).refine((value) => !value || EMAIL.test(value), invalid(field));

  const stateCodeOf = (field: string) =>
    requiredTextOf(field, 2 + 10)
      .transform((value) => value.toUpperCase())
      .refine((value) => STATE.test(value), invalid(field));
  const zipOf = (field: string) =>
    requiredTextOf(field, 10).refine((value) => ZIP.test(value), invalid(field));

  /** Money in: a decimal string or number, 2 decimals at most; absent unchanged, null or empty cleared. */
  const optionalMoneyOf = (field: string) =>
    z
      .union([z.string(), z.number()], { error: invalid(field) })
      .nullish()
      .transform((value, context) => {
        if (value === undefined) return undefined;
        const text = value === null ? '' : String(value).trim().replace(/^\$/, '').replace(/,/g, '');
        if (text === '') return null;
        if (!MONEY.test(text)) {
          context.addIssue({ code: 'custom', message: invalid(field) });
          return z.NEVER;
        }
        return text;
      });

  const optionalBoolean = (field: string) =>
    z.boolean({ error: `${caption(field)} must be true or false.` }).optional();
  return {
    caption,
    required,
    invalid,
    requiredTextOf,
    optionalTextOf,
    requiredEmailOf,
    optionalEmailOf,
    stateCodeOf,
    zipOf,
    optionalMoneyOf,
    optionalBoolean,
  };
};

export const {
  caption,
  required,
  invalid,
  requiredTextOf,
  optionalTextOf,
  requiredEmailOf,
  optionalEmailOf,
  stateCodeOf,
  zipOf,
  optionalMoneyOf,
  optionalBoolean,
} = recordFieldsOf('vendor');
