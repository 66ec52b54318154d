import { Autocomplete, TextField } from '@mui/material';
import { Controller, type FieldValues } from 'react-hook-form';
import { isEmpty, type BaseProps, type Option, type StateProps } from './base';

// A module of its own: MUI's Autocomplete and the Popper it opens its list in (about 16 KB of gzip) come only to
// the screens with such a field, not to every form with a select (decision 211).

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
