import { MenuItem, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import { isEmpty, type BaseProps, type Option, type StateProps } from './base';

/** The select's arrow on a read-only field: none, since nothing can be picked. */
const NoIcon = () => null;

/**
 * A plain select (few fixed choices); the form value is the option value. `onPick` replaces the plain
 * change (e.g. a picked status opens a popup first).
 */
export function FormSelect<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  helperText,
  isReadOnly,
  isRequired,
  isLoading = false,
  fallbackLabel,
  onPick,
}: BaseProps<T> &
  StateProps & {
    options: Option<V>[];
    helperText?: string;
    isLoading?: boolean;
    /** The stored value's name, shown until the options arrive (a record carries some names). */
    fallbackLabel?: string | null;
    onPick?: (value: V) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as V | null | undefined;
        // A stored value missing from the list (not loaded yet, or an inactive option) still shows.
        const shown =
          !isEmpty(value) && !options.some((option) => option.value === value)
            ? [...options, { value: value as V, label: fallbackLabel || (isLoading ? '' : `#${value}`) }]
            : options;
        return (
          <TextField
            select
            size="small"
            fullWidth
            label={label}
            name={field.name}
            inputRef={field.ref}
            required={isRequired}
            value={value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const raw = event.target.value;
              const option = shown.find((candidate) => String(candidate.value) === String(raw));
              const picked = option ? option.value : (raw as V);
              if (onPick) onPick(picked);
              else field.onChange(picked);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              input: { readOnly: isReadOnly },
              select: isReadOnly ? { IconComponent: NoIcon } : undefined,
            }}
          >
            {options.length === 0 && isEmpty(value) ? (
              <MenuItem value="" disabled>
                No choices
              </MenuItem>
            ) : null}
            {shown.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
