import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useCustomers } from '../customers';

export type CustomerChoice = { value: number; label: string };

/** The customers as picker options, by name; an inactive one says so. */
export function useCustomerChoices(): { options: CustomerChoice[]; isLoading: boolean } {
  const customers = useCustomers();
  const options = useMemo(
    () =>
      (customers.data ?? [])
        .map((customer) => ({
          value: customer.id,
          label: customer.isactive ? customer.customername : `${customer.customername} (inactive)`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [customers.data],
  );
  return { options, isLoading: customers.isLoading };
}

type Props = {
  value: number | null;
  onChange: (customerid: number | null) => void;
  label?: string;
  helperText?: string;
};

/**
 * The customer filter of the job-site screens (the list and both imports; spec A "Job-site list and
 * imports"): one customer from GET /customer/getcustomers, with type-ahead.
 */
export function CustomerPicker({ value, onChange, label = 'Customer', helperText }: Props) {
  const { options, isLoading } = useCustomerChoices();
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Autocomplete<CustomerChoice>
      size="small"
      options={options}
      loading={isLoading}
      value={selected}
      onChange={(_, option) => onChange(option ? option.value : null)}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      sx={{ width: 360, maxWidth: '100%' }}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
