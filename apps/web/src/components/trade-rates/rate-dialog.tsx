import { Box, InputAdornment, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../form-dialog';
import { FormCurrencyField, FormTextField } from '../form-fields';
import { GeographyPicker } from '../geography-picker';
import type { Rate } from './api/trade-rates-api';
import { rateFormSchema, rateFormValues, type RateFormValues } from './rate-form';

/** The money fields of Rate Details, in the spec's order. */
const MONEY_FIELDS = [
  ['regularrate', 'Regular Rate'],
  ['overtimerate', 'Overtime Rate'],
  ['holidayrate', 'Holiday Rate'],
  ['tripcharge', 'Trip Charge'],
] as const;

type Props = {
  /** undefined: closed; null: a new rate. */
  rate: Rate | null | undefined;
  tradename: string;
  isReadOnly: boolean;
  onSubmit: (values: RateFormValues, rate: Rate | null) => Promise<void>;
  onClose: () => void;
};

/**
 * Rate Details (spec C 2.6): tag boxes for states, counties, cities and zip codes (the geography picker:
 * at most 20 tags, places disabled until a state, a dropped state drops its places), Regular Rate
 * (required), Overtime Rate, Holiday Rate and Trip Charge as money, Markup as a percent.
 */
export function RateDialog({ rate, tradename, isReadOnly, onSubmit, onClose }: Props) {
  const current = rate ?? null;
  // The form resets when its defaults change: once per rate opened.
  const defaultValues = useMemo(() => rateFormValues(current), [current]);
  return (
    <FormDialog<RateFormValues>
      isOpen={rate !== undefined}
      title={`Rate Details${tradename ? ` - ${tradename}` : ''}`}
      width={800}
      schema={rateFormSchema}
      defaultValues={defaultValues}
      isReadOnly={isReadOnly}
      onSubmit={(values) => onSubmit(values, current)}
      onClose={onClose}
    >
      {(form) => (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Controller
            control={form.control}
            name="geography"
            render={({ field, fieldState }) => (
              <Box>
                <GeographyPicker value={field.value} onChange={field.onChange} isReadOnly={isReadOnly} />
                {fieldState.error ? (
                  <Box role="alert" sx={{ color: 'error.main', fontSize: 12, mt: 0.5, ml: 1.75 }}>
                    {fieldState.error.message ??
                      (fieldState.error as unknown as { statecodes?: { message?: string } }).statecodes
                        ?.message}
                  </Box>
                ) : null}
              </Box>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {MONEY_FIELDS.map(([name, label]) => (
              <FormCurrencyField
                key={name}
                control={form.control}
                name={name}
                label={label}
                isRequired={name === 'regularrate'}
                isReadOnly={isReadOnly}
              />
            ))}
            <FormTextField
              control={form.control}
              name="markupcharge"
              label="Markup"
              slotProps={{
                input: {
                  readOnly: isReadOnly,
                  endAdornment: <InputAdornment position="end">%</InputAdornment>,
                },
                htmlInput: { inputMode: 'decimal' },
              }}
            />
          </Box>
        </Stack>
      )}
    </FormDialog>
  );
}
