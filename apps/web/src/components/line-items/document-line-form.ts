import { LINE_ITEM_MESSAGES, type lineItemInputSchema, type WireInput } from '@dispatchwise/shared';
import { z } from 'zod';
import type { DocumentLine } from './document-lines';
import type { LineRowErrors } from './line-items-section';
import type { DocumentLineRow } from './sections';

// The checks and conversions of a document's lines in a form (the proposal and invoice popups; the contract's
// own messages, docs/decisions/135, 137). The API checks the same again; a refusal it names by field lands on
// that field.

/** A decimal as typed: digits, at most `decimals` after the point. */
export const decimalPattern = (decimals: number) => new RegExp(`^\\d{1,12}(\\.\\d{0,${decimals}})?$`);
/** The text without `$`, thousands commas and spaces. */
export const plainNumber = (text: string) => text.replace(/[$,\s]/g, '');

export const documentLineRowSchema = z.object({
  id: z.number().optional(),
  itemtypeid: z.union([z.number(), z.literal('')]).refine((id) => String(id) !== '', LINE_ITEM_MESSAGES.type),
  description: z.string(),
  quantity: z
    .string()
    .refine((text) => plainNumber(text) !== '', LINE_ITEM_MESSAGES.quantity)
    .refine(
      (text) => plainNumber(text) === '' || decimalPattern(2).test(plainNumber(text)),
      LINE_ITEM_MESSAGES.quantityInvalid,
    ),
  rates: z
    .string()
    .refine((text) => plainNumber(text) !== '', LINE_ITEM_MESSAGES.rate)
    .refine(
      (text) => plainNumber(text) === '' || decimalPattern(2).test(plainNumber(text)),
      LINE_ITEM_MESSAGES.rateInvalid,
    ),
  taxrate: z
    .string()
    .refine(
      (text) =>
        plainNumber(text) === '' ||
        (decimalPattern(3).test(plainNumber(text)) && Number(plainNumber(text)) <= 100),
      LINE_ITEM_MESSAGES.taxRateInvalid,
    ),
}) satisfies z.ZodType<DocumentLineRow>;

/** A saved document's lines as the editor holds them. */
export const documentLineRows = (details: readonly DocumentLine[]): DocumentLineRow[] =>
  details.map((line) => ({
    id: line.id,
    itemtypeid: line.itemtypeid,
    description: line.description ?? '',
    quantity: String(Number(line.quantity)),
    rates: line.rates,
    taxrate: String(Number(line.taxrate)),
  }));

/** The lines of a save or update body, in their order (kept lines by id). */
export const documentLineInputs = (
  rows: readonly DocumentLineRow[],
): WireInput<typeof lineItemInputSchema>[] =>
  rows.map((line) => ({
    ...(line.id ? { id: line.id } : {}),
    itemtypeid: Number(line.itemtypeid),
    description: line.description.trim() || null,
    quantity: plainNumber(line.quantity),
    rates: plainNumber(line.rates),
    taxrate: plainNumber(line.taxrate) || '0',
  }));

/** react-hook-form's errors of the `details` array as the editor shows them: a message per field and row. */
export function documentLineErrors(errors: unknown): (LineRowErrors | undefined)[] | undefined {
  if (!Array.isArray(errors)) return undefined;
  return (errors as ({ [field: string]: { message?: string } | undefined } | undefined)[]).map(
    (row): LineRowErrors | undefined =>
      row
        ? Object.fromEntries(Object.entries(row).map(([field, error]) => [field, error?.message]))
        : undefined,
  );
}
