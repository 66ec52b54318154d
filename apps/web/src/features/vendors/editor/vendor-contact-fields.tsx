import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  FormAutocomplete,
  FormPhoneField,
  FormSelect,
  FormTextField,
  type Option,
} from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import type { NewVendorFormValues } from './vendor-form-schema';

/** The choices of the vendor's selects, as the lookups give them. */
export type VendorChoices = {
  states: Option<string>[];
  tiers: Option<number>[];
  terms: Option<number>[];
  isLoading?: boolean;
};

// One column on phones, two on tablets, three on wide screens (spec C 2.10's columns by width).
export const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 700px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@media (min-width: 1281px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A titled group of fields in the form's grid. */
export function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box sx={FIELD_GRID}>{children}</Box>
    </Box>
  );
}

type Props<T extends FieldValues> = {
  control: Control<T>;
  choices: VendorChoices;
  isReadOnly: boolean;
  /** The new-vendor screen's phones refuse a first digit 0 or 1 (spec C 2.4). */
  isAreaCodeRestricted?: boolean;
  /** Drawn after a phone (the Details tab's extensions). */
  renderAfterPhone?: (phone: 'primaryphone' | 'secondaryphone') => ReactNode;
};

/**
 * The name, address, phones, e-mails, Terms and Tier of a vendor (spec C 2.4, 2.5), with spec C 5's
 * required marks: the fields the new-vendor screen and the Details tab share.
 */
export function VendorContactFields<T extends NewVendorFormValues>({
  control: anyControl,
  choices,
  isReadOnly,
  isAreaCodeRestricted = false,
  renderAfterPhone,
}: Props<T>) {
  // The shared fields are the same names in both forms.
  const control = anyControl as unknown as Control<NewVendorFormValues>;
  const caption = useCaptions();
  const label = (field: keyof NewVendorFormValues) => caption('vendor', field);
  const readOnly = { input: { readOnly: isReadOnly } };
  const text = (name: keyof NewVendorFormValues & Path<NewVendorFormValues>, isRequired = false) => (
    <FormTextField
      control={control}
      name={name}
      label={label(name)}
      required={isRequired}
      slotProps={readOnly}
    />
  );
  const phone = (name: 'primaryphone' | 'secondaryphone', isRequired = false) => (
    <>
      <FormPhoneField
        control={control}
        name={name}
        label={label(name)}
        isRequired={isRequired}
        isReadOnly={isReadOnly}
        isAreaCodeRestricted={isAreaCodeRestricted}
      />
      {renderAfterPhone?.(name)}
    </>
  );

  return (
    <>
      <FieldSection title="Vendor">
        {text('name', true)}
        {text('firstname')}
        {text('lastname')}
      </FieldSection>
      <FieldSection title="Address">
        {text('address', true)}
        {text('address2')}
        {text('city', true)}
        <FormAutocomplete
          control={control}
          name="statecode"
          label={label('statecode')}
          options={choices.states}
          isLoading={choices.isLoading}
          isRequired
          isReadOnly={isReadOnly}
        />
        {text('postalcode', true)}
        {text('county')}
        {text('country')}
      </FieldSection>
      <FieldSection title="Phones and e-mail">
        {phone('primaryphone', true)}
        {phone('secondaryphone')}
        {text('primaryemail', true)}
        {text('secondaryemail')}
        {text('dispatchemail')}
      </FieldSection>
      <FieldSection title="Terms and tier">
        <FormSelect
          control={control}
          name="termid"
          label={label('termid')}
          options={choices.terms}
          isLoading={choices.isLoading}
          isRequired
          isReadOnly={isReadOnly}
        />
        <FormSelect
          control={control}
          name="tierid"
          label={label('tierid')}
          options={choices.tiers}
          isLoading={choices.isLoading}
          isRequired
          isReadOnly={isReadOnly}
        />
      </FieldSection>
    </>
  );
}
