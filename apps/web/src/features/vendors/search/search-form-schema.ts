import { z } from 'zod';

export type SearchMode = 'radius' | 'geography';

/** What the zip box says: the API accepts ZIP+4 too, the search asks for the 5 digits spec A shows. */
export const ZIP_MESSAGES = {
  required: 'Zip is required.',
  digits: 'Zip must be 5 digits.',
  help: 'The search starts from the centre of this zip code',
} as const;

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
  });

export type SearchFormValues = z.infer<typeof searchFormSchema>;
