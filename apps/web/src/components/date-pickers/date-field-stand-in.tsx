import { formatDate } from '@dispatchwise/shared';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { createSvgIcon } from '@mui/material/utils';
import type { ComponentType, FocusEventHandler, Ref } from 'react';

// The picker's own two icons (@mui/x-date-pickers/icons), drawn alike: that module would bring all eight of its
// icons to every screen with a form (decision 208).
const CalendarIcon = createSvgIcon(
  <path d="M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z" />,
  'Calendar',
);
const ClearIcon = createSvgIcon(
  <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />,
  'Clear',
);

type TextFieldSlot = {
  name?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  onBlur?: FocusEventHandler;
};

export type DateFieldStandInProps = Pick<
  DatePickerProps,
  'label' | 'value' | 'readOnly' | 'disabled' | 'slots' | 'slotProps' | 'inputRef'
> & {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
};

/** What MUI's InputBase hands its `inputComponent`: the parts the stand-in's text uses. */
type TextProps = {
  ref?: Ref<HTMLDivElement>;
  id?: string;
  className?: string;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  /** The date as the picker writes it; '' when empty. */
  text: string;
};

/**
 * The date drawn on the picker's line box, in its sections: an input centres its text in its height where the
 * picker's field writes it on a line of 1.4375em (a field 1/64 px shorter moves the next row by a pixel), and
 * the picker puts each part of the date and its separator in a box of its own, which spaces the digits apart
 * from a plain text's kerning. A zero-width space keeps the line when the field is empty (decisions 201, 208).
 */
function StandInText({ ref, id, className, disabled, readOnly, text, onFocus, onBlur, ...aria }: TextProps) {
  const parts = text ? text.split('/') : [];
  return (
    <div
      ref={ref}
      id={id}
      className={className}
      role="textbox"
      aria-labelledby={id ? `${id}-label` : undefined}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      aria-disabled={disabled || undefined}
      aria-readonly={readOnly || undefined}
      tabIndex={disabled ? undefined : 0}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {parts.length === 0
        ? '\u200b'
        : parts.map((part, index) => (
            <span key={index} className="section">
              {part}
              <span className="separator">{index < parts.length - 1 ? '/' : ''}</span>
            </span>
          ))}
    </div>
  );
}

/**
 * The date picker's field as it looks before the picker has loaded (decision 208): an outlined TextField with
 * the picker's label, outline, line box, letter spacing and buttons, showing the date as the picker would.
 * Pointing at it, focusing it or pressing it loads the picker (lazy-date-pickers.tsx).
 */
export function DateFieldStandIn({
  label,
  value,
  readOnly = false,
  disabled = false,
  slots,
  slotProps,
  inputRef,
  onPointerEnter,
  onPointerDown,
  onFocus,
}: DateFieldStandInProps) {
  const textField = (slotProps?.textField ?? {}) as TextFieldSlot;
  const isClearable = Boolean((slotProps?.field as { clearable?: boolean } | undefined)?.clearable);
  const text = formatDate(value);
  const isFilled = text !== '';
  // The picker's own button slot, so a field that hides it (a read-only date) hides it here too.
  const OpenButton = (slots?.openPickerButton ?? IconButton) as ComponentType<typeof calendarButton>;
  const calendarButton = {
    edge: 'end' as const,
    size: textField.size,
    tabIndex: -1,
    disabled,
    'aria-label': 'Choose date',
    children: <CalendarIcon />,
  };
  return (
    <TextField
      label={label}
      name={textField.name}
      size={textField.size}
      fullWidth={textField.fullWidth}
      required={textField.required}
      error={textField.error}
      helperText={textField.helperText}
      disabled={disabled}
      onPointerEnter={readOnly || disabled ? undefined : onPointerEnter}
      onPointerDown={readOnly || disabled ? undefined : onPointerDown}
      slotProps={{
        // The picker shrinks its label and opens the outline's notch once it holds a date.
        inputLabel: { shrink: isFilled },
        input: {
          notched: isFilled,
          readOnly,
          inputRef,
          inputComponent: StandInText as never,
          inputProps: { text },
          onFocus: readOnly || disabled ? undefined : onFocus,
          onBlur: textField.onBlur,
          endAdornment: (
            <InputAdornment position="end">
              {isClearable && isFilled && !readOnly && !disabled ? (
                <IconButton className="clearButton" size="small" tabIndex={-1} title="Clear">
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : null}
              <OpenButton {...calendarButton} />
            </InputAdornment>
          ),
        },
      }}
      sx={(theme) => ({
        // The picker's field sets body1's letter spacing and line height on its root, which the theme's inputs
        // do not have.
        '& .MuiInputBase-root': {
          letterSpacing: '0.00938em',
          lineHeight: theme.typography.body1.lineHeight,
        },
        '& .MuiInputBase-input': {
          height: 'auto',
          lineHeight: '1.4375em',
          display: 'flex',
          flexWrap: 'nowrap',
          overflow: 'hidden',
          letterSpacing: 'inherit',
        },
        '& .section': { display: 'inline-block', whiteSpace: 'nowrap', lineHeight: '1.4375em' },
        '& .separator': { whiteSpace: 'pre' },
        // The picker's clear button shows on a touch screen, and on hover or focus with a mouse.
        '@media (pointer: fine)': {
          '& .clearButton': { opacity: 0 },
          '&:hover, &:focus-within': { '.clearButton': { opacity: 1 } },
        },
      })}
    />
  );
}
