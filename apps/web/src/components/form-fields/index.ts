// Inputs bound to react-hook-form fields: the one set every form uses (STYLE.md "One way to do each thing").
export type { Option } from './base';
export { FormAutocomplete } from './autocomplete-field';
export { FormSelect } from './choice-fields';
export { FormCurrencyField } from './currency-field';
export { FormDateField } from './date-field';
export { FormPhoneField } from './phone-field';
export { FormCheckbox, FormTextField } from './text-fields';
export { FormRichTextField } from './rich-text-field';
