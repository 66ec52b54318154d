import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { MAX_TAGS } from '@dispatchwise/shared';

export type TagBoxProps<T> = {
  label: string;
  value: T[];
  onChange: (next: T[]) => void;
  options: T[];
  getKey: (item: T) => string;
  getLabel: (item: T) => string;
  /** How a choice reads in the open list (e.g. a zip code with its city); the tag's label otherwise. */
  getOptionLabel?: (item: T) => string;
  isLoading?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  helperText?: string;
  noOptionsText?: string;
  /** Server-side search: the typed text; the options are then shown as given. */
  onSearchChange?: (text: string) => void;
  onOpen?: () => void;
  onClose?: () => void;
};

/**
 * A multi-select tag box that shows at most MAX_TAGS.geography tags, then "+N more" (spec C 2.6,
 * spec C section 9); the rest stay chosen and are listed in the box's title.
 */
export function TagBox<T>({
  label,
  value,
  onChange,
  options,
  getKey,
  getLabel,
  getOptionLabel = getLabel,
  isLoading = false,
  isDisabled = false,
  isReadOnly = false,
  helperText,
  noOptionsText,
  onSearchChange,
  onOpen,
  onClose,
}: TagBoxProps<T>) {
  const limit = MAX_TAGS.geography;
  const hidden = value.length - limit;
  return (
    <Autocomplete<T, true>
      multiple
      size="small"
      options={options}
      value={value}
      loading={isLoading}
      disabled={isDisabled}
      readOnly={isReadOnly}
      forcePopupIcon={isReadOnly ? false : 'auto'}
      disableCloseOnSelect
      filterSelectedOptions
      noOptionsText={noOptionsText}
      isOptionEqualToValue={(option, chosen) => getKey(option) === getKey(chosen)}
      getOptionLabel={getOptionLabel}
      getOptionKey={getKey}
      filterOptions={onSearchChange ? (all) => all : undefined}
      onChange={(_, next) => onChange(next)}
      onOpen={onOpen}
      onClose={() => {
        onSearchChange?.('');
        onClose?.();
      }}
      onInputChange={
        onSearchChange
          ? (_, text, reason) => {
              if (reason === 'input' || reason === 'clear') onSearchChange(text);
            }
          : undefined
      }
      renderValue={(chosen, getItemProps) => (
        <>
          {chosen.slice(0, limit).map((item, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                label={getLabel(item)}
                {...itemProps}
                onDelete={isReadOnly || isDisabled ? undefined : itemProps.onDelete}
              />
            );
          })}
          {hidden > 0 ? (
            <Box
              component="span"
              sx={{ mx: 0.5, color: 'text.secondary', fontSize: 13 }}
              title={chosen.slice(limit).map(getLabel).join(', ')}
            >
              +{hidden} more
            </Box>
          ) : null}
        </>
      )}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
