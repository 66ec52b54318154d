import { formatUsPhone, phoneDigits } from '@dispatchwise/shared';
import { TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BaseProps, StateProps } from './base';

/**
 * A US phone with the mask +1 (000) 000-0000 (spec C 2.3, 2.4, section 5). The form value is the digits
 * typed (at most ten), the box shows them masked; a stored "(201) 555-1234" shows the same way.
 * `isAreaCodeRestricted` refuses a first digit 0 or 1 (the new-vendor and job-site masks).
 */
export function FormPhoneField<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly,
  isRequired,
  isAreaCodeRestricted = false,
  helperText,
}: BaseProps<T> & StateProps & { isAreaCodeRestricted?: boolean; helperText?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          type="tel"
          label={label}
          name={field.name}
          inputRef={field.ref}
          required={isRequired}
          placeholder="+1 (000) 000-0000"
          value={formatUsPhone(field.value as string | null | undefined)}
          onChange={(event) => field.onChange(phoneDigits(event.target.value, { isAreaCodeRestricted }))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            input: { readOnly: isReadOnly },
            htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' },
          }}
        />
      )}
    />
  );
}
