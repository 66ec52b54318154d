import { Autocomplete, InputAdornment, MenuItem, TextField } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { Option } from '../../../components/form-fields';
import { formatMoneyInput } from './work-order-form-schema';

// Inputs of the Work Order tab. They differ from components/form-fields in one way: an Invoiced or
// Cancelled order shows them read-only (legible, not greyed out), which those inputs do not offer.

type BaseProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  isReadOnly?: boolean;
  isRequired?: boolean;
};

/** A select of ids; the value shown is the form's. `onPick` replaces the plain change (the status popup). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  isReadOnly,
  isRequired,
  isLoading,
  fallbackLabel,
  onPick,
}: BaseProps<T> & {
  options: Option<number>[];
  isLoading?: boolean;
  /** The stored value's name, shown until the options arrive (the record carries some names). */
  fallbackLabel?: string | null;
  onPick?: (value: number) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as number | null;
        // A stored id missing from the list (not loaded yet, or an inactive option) still shows.
        const shown =
          value !== null && value !== undefined && !options.some((option) => option.value === value)
            ? [...options, { value, label: fallbackLabel || (isLoading ? '' : `#${value}`) }]
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
              const picked = Number(event.target.value);
              if (onPick) onPick(picked);
              else field.onChange(picked);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ input: { readOnly: isReadOnly } }}
          >
            {options.length === 0 && value === null ? (
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

/** One choice from a longer list, with type-ahead (customer, sales rep). */
export function ComboField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  isReadOnly,
  isRequired,
  isLoading,
  onPicked,
}: BaseProps<T> & {
  options: Option<number>[];
  isLoading?: boolean;
  onPicked?: (value: number | null) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as number | null;
        const selected =
          value === null || value === undefined
            ? null
            : (options.find((option) => option.value === value) ?? { value, label: `#${value}` });
        return (
          <Autocomplete<Option<number>>
            size="small"
            options={options}
            loading={isLoading}
            readOnly={isReadOnly}
            value={selected}
            isOptionEqualToValue={(option, current) => option.value === current.value}
            getOptionLabel={(option) => option.label}
            onChange={(_, option) => {
              const next = option ? option.value : null;
              field.onChange(next);
              onPicked?.(next);
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label={label}
                required={isRequired}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}

/** A calendar date (local Date or null); the shell provides the pickers' LocalizationProvider. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  isReadOnly,
  isRequired,
}: BaseProps<T>) {
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
          readOnly={isReadOnly}
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
            field: { clearable: !isReadOnly },
          }}
        />
      )}
    />
  );
}

/** A USD amount typed as text ("1,250.00" once the field is left). */
export function CurrencyField<T extends FieldValues>({ control, name, label, isReadOnly }: BaseProps<T>) {
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

/** Several ids as tags, at most `limitTags` shown while the box is not focused. */
export function TagsField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  limitTags,
  isReadOnly,
}: BaseProps<T> & { options: Option<number>[]; limitTags: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const byValue = new Map(options.map((option) => [option.value, option]));
        const selected = ((field.value as number[] | undefined) ?? []).map(
          (value) => byValue.get(value) ?? { value, label: `#${value}` },
        );
        return (
          <Autocomplete<Option<number>, true>
            multiple
            size="small"
            options={options}
            value={selected}
            readOnly={isReadOnly}
            limitTags={limitTags}
            filterSelectedOptions
            disableCloseOnSelect
            isOptionEqualToValue={(option, current) => option.value === current.value}
            getOptionLabel={(option) => option.label}
            onChange={(_, picked) => field.onChange(picked.map((option) => option.value))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label={label}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
