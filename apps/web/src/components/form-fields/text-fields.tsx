import { Checkbox, FormControlLabel, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BaseProps, StateProps } from './base';

/** Text input bound to a form field; shows the field's validation message as helper text. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  ...rest
}: BaseProps<T> & Omit<TextFieldProps, 'name' | 'label'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          {...field}
          value={field.value ?? ''}
          label={label}
          size="small"
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly = false,
}: BaseProps<T> & Pick<StateProps, 'isReadOnly'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              size="small"
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              disabled={isReadOnly}
            />
          }
        />
      )}
    />
  );
}
