import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  isRequired?: boolean;
};

/**
 * A calendar date bound to a form field (value: a local `Date` or null). The app shell provides the
 * pickers' LocalizationProvider around every screen (docs/decisions/050).
 */
export function FormDateField<T extends FieldValues>({ control, name, label, isRequired }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={(field.value as Date | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name: field.name,
              size: 'small',
              fullWidth: true,
              required: isRequired,
              onBlur: field.onBlur,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
            },
          }}
        />
      )}
    />
  );
}
