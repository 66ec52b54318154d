import { z } from 'zod';
import { LINE_ITEM_TYPES } from '../constants/lines';
import { optionalId, requiredId } from './fields';

// The line items of a customer proposal or invoice (spec B sections 2 "Invoice & Payments tab", 3
// "Invoice / proposal line item", 9; issue 11 "One line-items mechanism"; docs/decisions/135): what a
// document's editor sends and what the API answers for each line. The API replaces a document's lines
// in one transaction (apps/api/src/lib/line-items) and computes every line's subtotal, taxes and total
// with the shared calculations; the amounts sent by a client are never read.

/** The spec names no message for these fields; they follow its "{caption} is required." wording. */
export const LINE_ITEM_MESSAGES = {
  type: 'Type is required.',
  typeInvalid: 'Type is invalid.',
  quantity: 'Quantity is required.',
  quantityInvalid: 'Quantity must be a number from 0 with at most 2 decimals.',
  rate: 'Rate is required.',
  rateInvalid: 'Rate must be an amount from 0 with at most 2 decimals.',
  taxRateInvalid: 'Tax Rate % must be a number from 0 to 100 with at most 3 decimals.',
  notOnDocument: 'This line item is not on this document.',
  tooMany: 'At most 200 line items.',
} as const;

/** At most this many lines on one document. */
export const MAX_LINE_ITEMS = 200;

/**
 * A non-negative decimal as it may travel: a string of digits ("12", "12.5", "$1,234.50") or a JSON
 * number, with at most `scale` decimals and `digits` integer digits; answered as the decimal string
 * a numeric column takes. A number that is not exactly a short decimal (0.1 + 0.2) is refused rather
 * than rounded. Absent, null or empty is `required` (or the default when one is given).
 */
export const decimalInput = (options: {
  required: string;
  invalid: string;
  scale: number;
  digits?: number;
  max?: number;
  default?: string;
}) => {
  const pattern = new RegExp(`^\\d{1,${options.digits ?? 10}}(\\.\\d{0,${options.scale}})?$`);
  return z
    .union([z.string(), z.number()], { error: options.invalid })
    .nullish()
    .transform((value, context) => {
      const text = value === undefined || value === null ? '' : String(value).trim().replace(/[$,]/g, '');
      if (text === '') {
        if (options.default !== undefined) return options.default;
        context.addIssue({ code: 'custom', message: options.required });
        return z.NEVER;
      }
      if (!pattern.test(text) || (options.max !== undefined && Number(text) > options.max)) {
        context.addIssue({ code: 'custom', message: options.invalid });
        return z.NEVER;
      }
      const [whole = '0', fraction = ''] = text.split('.');
      return fraction === ''
        ? whole.replace(/^0+(?=\d)/, '')
        : `${whole.replace(/^0+(?=\d)/, '')}.${fraction}`;
    });
};

/** Optional text: absent stays undefined (unchanged on an update), null or blank is null. */
export const optionalTextInput = (caption: string, max: number) =>
  z
    .string({ error: `${caption} is invalid.` })
    .trim()
    .max(max, `At most ${max} characters.`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const LINE_ITEM_TYPE_IDS = new Set(LINE_ITEM_TYPES.map((type) => type.id));

/**
 * One line as the editor sends it. `id` names a line the document already has (kept and updated);
 * a line without one is new. Lines the document has and the list leaves out are removed.
 */
export const lineItemInputSchema = z.object({
  id: optionalId('Line Item'),
  itemtypeid: requiredId('Type', {
    required: LINE_ITEM_MESSAGES.type,
    invalid: LINE_ITEM_MESSAGES.typeInvalid,
  }).refine((id) => LINE_ITEM_TYPE_IDS.has(id), LINE_ITEM_MESSAGES.typeInvalid),
  description: optionalTextInput('Description', 2000),
  quantity: decimalInput({
    required: LINE_ITEM_MESSAGES.quantity,
    invalid: LINE_ITEM_MESSAGES.quantityInvalid,
    scale: 2,
  }),
  rates: decimalInput({
    required: LINE_ITEM_MESSAGES.rate,
    invalid: LINE_ITEM_MESSAGES.rateInvalid,
    scale: 2,
  }),
  taxrate: decimalInput({
    required: LINE_ITEM_MESSAGES.taxRateInvalid,
    invalid: LINE_ITEM_MESSAGES.taxRateInvalid,
    scale: 3,
    digits: 3,
    max: 100,
    default: '0',
  }),
});
export type LineItemInput = z.infer<typeof lineItemInputSchema>;

/** A document's lines, in the order they are shown (their `sortorder`). */
export const lineItemsInputSchema = z
  .array(lineItemInputSchema, { error: 'Line items are invalid.' })
  .max(MAX_LINE_ITEMS, LINE_ITEM_MESSAGES.tooMany);

/** One line as the API answers it: the stored fields and the amounts computed from them. */
export const lineItemSchema = z.object({
  id: z.number(),
  itemtypeid: z.number(),
  /** The type's name (Labor, Material, Travel, Other, Tax, Misc). */
  itemtype: z.string(),
  description: z.string().nullable(),
  quantity: z.string(),
  rates: z.string(),
  taxrate: z.string(),
  sortorder: z.number(),
  /** quantity x rates, in exact cents (decimal strings). */
  subtotal: z.string(),
  /** subtotal x taxrate / 100. */
  taxes: z.string(),
  /** subtotal + taxes. */
  total: z.string(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/** The sums of a document's lines. */
export const lineItemTotalsSchema = z.object({ subtotal: z.string(), taxes: z.string(), total: z.string() });
export type LineItemTotals = z.infer<typeof lineItemTotalsSchema>;
