import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import { isEmpty, type BaseProps, type Option, type StateProps } from './base';

/** The select's arrow on a read-only field: none, since nothing can be picked. */
const NoIcon = () => null;

/** Single or multiple choice from a list, with type-ahead; the form value is the option value(s). */
export function FormAutocomplete<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
  isMultiple = false,
  isLoading = false,
  isReadOnly,
  isRequired,
  isKeptOpenOnPick = false,
  limitTags,
  helperText,
  missingLabel = String,
  onSearchChange,
  onPicked,
}: BaseProps<T> &
  StateProps & {
    options: Option<V>[];
    isMultiple?: boolean;
    isLoading?: boolean;
    /** Multiple: the list stays open after a pick, to pick several in a row. */
    isKeptOpenOnPick?: boolean;
    /** Multiple: how many tags show while the box is not focused. */
    limitTags?: number;
    helperText?: string;
    /** The label of a stored value missing from the options. */
    missingLabel?: (value: V) => string;
    /** Server-side search: called with the typed text; the options are then shown as given. */
    onSearchChange?: (text: string) => void;
    /** Called after a pick changed the single value. */
    onPicked?: (value: V | null) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const byValue = new Map(options.map((option) => [option.value, option]));
        const selected = isMultiple
          ? ((field.value as V[] | undefined) ?? []).map(
              (v) => byValue.get(v) ?? { value: v, label: missingLabel(v) },
            )
          : isEmpty(field.value)
            ? null
            : (byValue.get(field.value as V) ?? {
                value: field.value as V,
                label: missingLabel(field.value as V),
              });
        return (
          <Autocomplete<Option<V>, boolean>
            multiple={isMultiple}
            size="small"
            options={options}
            loading={isLoading}
            readOnly={isReadOnly}
            // A read-only field offers no list, so it shows no arrow either.
            forcePopupIcon={isReadOnly ? false : 'auto'}
            limitTags={limitTags}
            disableCloseOnSelect={isKeptOpenOnPick}
            value={selected as Option<V> & Option<V>[]}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            getOptionLabel={(option) => option.label}
            onChange={(_, value) => {
              if (Array.isArray(value)) {
                field.onChange(value.map((option) => option.value));
                return;
              }
              const next = value ? value.value : null;
              field.onChange(next);
              onPicked?.(next);
            }}
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
                inputRef={field.ref}
                name={field.name}
                label={label}
                required={isRequired}
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
