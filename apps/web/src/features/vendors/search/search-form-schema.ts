import { z } from 'zod';
import { ZIP_MESSAGES, type SearchFormValues } from './search-form-values';

const ZIP = /^\d{5}$/;

/**
 * The search form's own rule (the body is typed from the contract, search-vendors.ts): a Radius search
 * needs a 5-digit zip; a Geography search needs a place, which the form checks beside the picker.
 */
export const searchFormSchema = z
  .object({
    mode: z.enum(['radius', 'geography']),
    trades: z.array(z.number()),
    radius: z.number(),
    zip: z.string(),
  })
  .superRefine((values, context) => {
    if (values.mode !== 'radius') return;
    const zip = values.zip.trim();
    if (!zip) context.addIssue({ code: 'custom', path: ['zip'], message: ZIP_MESSAGES.required });
    else if (!ZIP.test(zip))
      context.addIssue({ code: 'custom', path: ['zip'], message: ZIP_MESSAGES.digits });
  }) satisfies z.ZodType<SearchFormValues, SearchFormValues>;
