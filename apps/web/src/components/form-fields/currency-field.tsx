import { InputAdornment, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import { formatMoneyInput } from '../../lib/format';
import type { BaseProps, StateProps } from './base';

/** A USD amount typed as text ("1,250.00" once the field is left). */
export function FormCurrencyField<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly,
  isRequired,
}: BaseProps<T> & StateProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          required={isRequired}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={() => {
            field.onChange(formatMoneyInput(String(field.value ?? '')));
            field.onBlur();
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            input: {
              readOnly: isReadOnly,
              startAdornment: <InputAdornment position="start">$</InputAdornment>,
            },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      )}
    />
  );
}
