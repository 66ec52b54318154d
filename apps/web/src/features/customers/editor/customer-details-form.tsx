import { Alert, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  FormCheckbox,
  FormCurrencyField,
  FormPhoneField,
  FormSelect,
  FormTextField,
  type Option,
} from '../../../components/form-fields';
import { useCaptions } from '../../../lib/captions';
import type { CustomerFormValues, CustomerPhoneField } from './customer-form-schema';

/** The selects' choices: from GET /customer/{id}, or on the new screen from the lookups (decision 149). */
export type CustomerChoices = {
  states: Option<string>[];
  dispatchers: Option<string>[];
  salesreps: Option<string>[];
  terms: Option<number>[];
  providers: Option<number>[];
};

const FIELD_GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
} as const;

function FieldSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box sx={FIELD_GRID}>{children}</Box>
    </Box>
  );
}

type Props = {
  form: UseFormReturn<CustomerFormValues>;
  choices: CustomerChoices;
  /** The prefix is editable only while the customer is new (spec C 3, 5). */
  isNew: boolean;
  formError?: string | null;
};

/** The Details tab (spec C 2.3, 3 "Customer"): every field of the customer with spec C 5's required rules. */
export function CustomerDetailsForm({ form, choices, isNew, formError }: Props) {
  const { control } = form;
  const caption = useCaptions();
  const label = (field: string) => caption('customer', field);
  const text = (
    name: keyof CustomerFormValues,
    options: { isRequired?: boolean; isReadOnly?: boolean } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={label(name)}
      required={options.isRequired}
      slotProps={{ input: { readOnly: options.isReadOnly } }}
    />
  );
  const phone = (name: CustomerPhoneField) => (
    <FormPhoneField control={control} name={name} label={label(name)} />
  );
  const email = (name: 'contactemail' | 'billingemail') => (
    <FormTextField control={control} name={name} label={label(name)} type="email" />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FieldSection title="Customer">
        {text('customername', { isRequired: true })}
        <FormTextField
          control={control}
          name="customerprefix"
          label={label('customerprefix')}
          helperText={isNew ? undefined : 'Set when the customer was created.'}
          slotProps={{ input: { readOnly: !isNew } }}
        />
        <FormCheckbox control={control} name="isactive" label={label('isactive')} />
        <FormSelect
          control={control}
          name="dispatcherauthid"
          label={label('dispatcherauthid')}
          options={choices.dispatchers}
        />
        <FormSelect
          control={control}
          name="salesrepauthid"
          label={label('salesrepauthid')}
          options={choices.salesreps}
        />
      </FieldSection>
      <FieldSection title="Address">
        {text('streetaddress', { isRequired: true })}
        {text('streetaddress2')}
        {text('city', { isRequired: true })}
        <FormSelect
          control={control}
          name="statecode"
          label={label('statecode')}
          options={choices.states}
          isRequired
        />
        {text('postalcode', { isRequired: true })}
      </FieldSection>
      <FieldSection title="Contact">
        {text('contactfirstname')}
        {text('contactlastname')}
        {email('contactemail')}
        {phone('contactphone')}
        {phone('contactcellphone')}
        {phone('contactfax')}
      </FieldSection>
      <FieldSection title="Billing">
        {text('billingfirstname')}
        {text('billinglastname')}
        {email('billingemail')}
        {phone('billingphone')}
        {phone('billingcellphone')}
        {phone('billingfax')}
      </FieldSection>
      <FieldSection title="Terms and notifications">
        <FormTextField
          control={control}
          name="ccemails"
          label={label('ccemails')}
          helperText="E-mail addresses separated by commas"
        />
        <FormSelect control={control} name="termid" label={label('termid')} options={choices.terms} />
        <FormCurrencyField control={control} name="nte" label={label('nte')} />
        <FormSelect
          control={control}
          name="managementproviderid"
          label={label('managementproviderid')}
          options={choices.providers}
        />
      </FieldSection>
    </Box>
  );
}

/** The Notifications tab (spec C 2.3): three checkboxes, saved with the customer. */
export function CustomerNotificationsForm({ form }: { form: UseFormReturn<CustomerFormValues> }) {
  const caption = useCaptions();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        E-mails the customer receives. Save applies the change.
      </Typography>
      {(['proposaladded', 'invoiceadded', 'statuschange'] as const).map((name) => (
        <FormCheckbox
          key={name}
          control={form.control}
          name={`notifications.${name}`}
          label={caption('customer', name)}
        />
      ))}
    </Box>
  );
}
