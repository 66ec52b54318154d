import {
  Autocomplete,
  Checkbox,
  FormControlLabel,
  MenuItem,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type BaseProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };

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

export function FormCheckbox<T extends FieldValues>({ control, name, label }: BaseProps<T>) {
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
            />
          }
        />
      )}
    />
  );
}

export type Option<V extends string | number> = { value: V; label: string };

/** Single or multiple choice from a list, with type-ahead; the form value is the option value(s). */
export function FormAutocomplete<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  isMultiple = false,
  isLoading = false,
  helperText,
  onSearchChange,
}: BaseProps<T> & {
  options: Option<V>[];
  isMultiple?: boolean;
  isLoading?: boolean;
  helperText?: string;
  /** Server-side search: called with the typed text; the options are then shown as given. */
  onSearchChange?: (text: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const byValue = new Map(options.map((option) => [option.value, option]));
        const selected = isMultiple
          ? ((field.value as V[] | undefined) ?? []).map(
              (v) => byValue.get(v) ?? { value: v, label: String(v) },
            )
          : field.value === null || field.value === undefined || field.value === ''
            ? null
            : (byValue.get(field.value as V) ?? { value: field.value as V, label: String(field.value) });
        return (
          <Autocomplete<Option<V>, boolean>
            multiple={isMultiple}
            size="small"
            options={options}
            loading={isLoading}
            value={selected as Option<V> & Option<V>[]}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            getOptionLabel={(option) => option.label}
            onChange={(_, value) =>
              field.onChange(
                Array.isArray(value) ? value.map((option) => option.value) : value ? value.value : null,
              )
            }
            onBlur={field.onBlur}
            filterSelectedOptions={isMultiple}
            filterOptions={onSearchChange ? (all) => all : undefined}
            onInputChange={
              onSearchChange
                ? (_, text, reason) => {
                    if (reason === 'input' || reason === 'clear') onSearchChange(text);
                  }
                : undefined
            }
            renderInput={(params) => (
              <TextField
                {...params}
                name={field.name}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}

/** A plain select (few fixed choices); the form value is the option value. */
export function FormSelect<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  helperText,
}: BaseProps<T> & { options: Option<V>[]; helperText?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const raw = event.target.value;
            const option = options.find((candidate) => String(candidate.value) === String(raw));
            field.onChange(option ? option.value : raw);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
