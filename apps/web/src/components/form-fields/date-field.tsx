import { DatePicker } from '../date-pickers';
import { Controller, type FieldValues } from 'react-hook-form';
import type { BaseProps, StateProps } from './base';

const NoButton = () => null;

/**
 * A calendar date bound to a form field (value: a local `Date` or null). The lazy picker brings its own
 * LocalizationProvider (docs/decisions/197); until the field is used, a stand-in draws it (decision 208).
 */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly,
  isRequired,
  isClearable = false,
}: BaseProps<T> & StateProps & { isClearable?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          isLoadedOnUse
          label={label}
          value={(field.value as Date | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          inputRef={field.ref}
          readOnly={isReadOnly}
          // A read-only date opens no calendar, so it shows no calendar button.
          slots={isReadOnly ? { openPickerButton: NoButton } : undefined}
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
            field: { clearable: isClearable && !isReadOnly },
          }}
        />
      )}
    />
  );
}
