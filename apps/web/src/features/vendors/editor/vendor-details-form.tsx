import { Alert, Box } from '@mui/material';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  FormAutocomplete,
  FormCheckbox,
  FormCurrencyField,
  FormDateField,
  FormSelect,
  FormTextField,
} from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import type { VendorDetail } from './api/types';
import { FieldSection, VendorContactFields, type VendorChoices } from './vendor-contact-fields';
import type { VendorFormValues } from './vendor-form-schema';
import { VendorRatingField } from './vendor-rating';

/** States Serviced shows at most this many tags while the box is not focused (spec C section 9). */
const STATE_TAGS_SHOWN = 20;

/** The lookups of GET /vendor/{id} as the selects' choices. */
export function vendorChoicesOf(detail: VendorDetail): VendorChoices {
  return {
    states: detail.states.map((state) => ({ value: state.statecode, label: state.statecode })),
    tiers: detail.tiers.map((tier) => ({ value: tier.id, label: tier.name })),
    terms: detail.terms.map((term) => ({ value: term.id, label: term.termdescription })),
  };
}

type Props = {
  form: UseFormReturn<VendorFormValues>;
  detail: VendorDetail;
  isReadOnly: boolean;
  formError?: string | null;
};

/** The Details tab (spec C 2.4): every field of the vendor, the rating, read-only for external users. */
export function VendorDetailsForm({ form, detail, isReadOnly, formError }: Props) {
  const { control } = form;
  const caption = useCaptions();
  const label = (field: keyof VendorFormValues) => caption('vendor', field);
  const choices = useMemo(() => vendorChoicesOf(detail), [detail]);
  const statusOptions = useMemo(
    () => detail.statuses.map((status) => ({ value: status.id, label: status.type })),
    [detail.statuses],
  );
  const readOnly = { input: { readOnly: isReadOnly } };
  const check = (name: keyof VendorFormValues) => (
    <FormCheckbox control={control} name={name} label={label(name)} isReadOnly={isReadOnly} />
  );
  const date = (name: 'glexpirationdate' | 'wcexpirationdate' | 'w9date' | 'profiledate') => (
    <FormDateField control={control} name={name} label={label(name)} isReadOnly={isReadOnly} isClearable />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <VendorRatingField vendor={detail.vendor} canRate={!isReadOnly} />
      <VendorContactFields
        control={control}
        choices={choices}
        isReadOnly={isReadOnly}
        renderAfterPhone={(phone) => (
          <FormTextField
            control={control}
            name={phone === 'primaryphone' ? 'primaryext' : 'secondaryext'}
            label={`${label(phone)} ${label(phone === 'primaryphone' ? 'primaryext' : 'secondaryext')}`}
            slotProps={readOnly}
          />
        )}
      />
      <FieldSection title="Compliance">
        {date('glexpirationdate')}
        {date('wcexpirationdate')}
        {date('w9date')}
        {date('profiledate')}
        {check('wcexempt')}
        {check('paperworkcomplete')}
        {check('backgroundchecksrun')}
      </FieldSection>
      <FieldSection title="Dispatch and billing">
        <FormSelect
          control={control}
          name="vendorstatustypeid"
          label={label('vendorstatustypeid')}
          options={statusOptions}
          isReadOnly={isReadOnly}
        />
        <FormCurrencyField control={control} name="minnte" label={label('minnte')} isReadOnly={isReadOnly} />
        <FormTextField
          control={control}
          name="billingvendorid"
          label={label('billingvendorid')}
          slotProps={readOnly}
        />
        {check('isactive')}
        {check('allowlogin')}
        {check('autoattachenabled')}
        {check('ispreferredvendor')}
      </FieldSection>
      <FormAutocomplete
        control={control}
        name="servicestates"
        label={caption('vendor', 'servicestates', 'States Serviced')}
        options={choices.states}
        isMultiple
        isKeptOpenOnPick
        limitTags={STATE_TAGS_SHOWN}
        isReadOnly={isReadOnly}
      />
    </Box>
  );
}
