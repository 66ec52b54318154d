// The search form's values and messages; its schema (search-form-schema.ts) loads when the form first
// validates (docs/decisions/212).

export type SearchMode = 'radius' | 'geography';

export type SearchFormValues = { mode: SearchMode; trades: number[]; radius: number; zip: string };

/** What the zip box says: the API accepts ZIP+4 too, the search asks for the 5 digits spec A shows. */
export const ZIP_MESSAGES = {
  required: 'Zip is required.',
  digits: 'Zip must be 5 digits.',
  help: 'The search starts from the centre of this zip code',
} as const;

export const loadSearchFormSchema = () =>
  import('./search-form-schema').then((module) => module.searchFormSchema);
