import { TextField } from '@mui/material';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { lazy, Suspense, type ComponentType } from 'react';

// The MUI X pickers (about 46 KB of gzip) load on first use: a list screen draws none until a user opens a
// date filter or a dialog with a date, so it does not download them (docs/decisions/189). The grid's own
// pickers (material-react-table's date filters) come here through apps/web/vite.config.ts. Each brings its
// date-fns localization with it (docs/decisions/197).

/** The picker itself, for the forms' dates drawn before it loads (date-picker.tsx). */
export const LazyDatePicker = lazy(() =>
  import('./localized-date-picker').then((m) => ({ default: m.DatePicker })),
);
const LazyDateTimePicker = lazy(() =>
  import('./localized-date-time-picker').then((m) => ({ default: m.DateTimePicker })),
);
const LazyTimePicker = lazy(() => import('./localized-time-picker').then((m) => ({ default: m.TimePicker })));

type TextFieldSlot = {
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  required?: boolean;
  helperText?: unknown;
};

/** Until the picker arrives: a read-only field of its size, with its label and helper text. */
function PickerPlaceholder({ label, slotProps }: { label?: unknown; slotProps?: unknown }) {
  const textField = ((slotProps as { textField?: TextFieldSlot } | undefined)?.textField ??
    {}) as TextFieldSlot;
  return (
    <TextField
      label={label as string | undefined}
      size={textField.size}
      fullWidth={textField.fullWidth}
      required={textField.required}
      helperText={textField.helperText as string | undefined}
      disabled
      slotProps={{ inputLabel: { shrink: true } }}
      aria-busy="true"
    />
  );
}

function withPlaceholder<P extends { label?: unknown; slotProps?: unknown }>(Picker: ComponentType<P>) {
  function Deferred(props: P) {
    return (
      <Suspense fallback={<PickerPlaceholder label={props.label} slotProps={props.slotProps} />}>
        <Picker {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const DatePicker = withPlaceholder(LazyDatePicker as ComponentType<DatePickerProps>);
export const DateTimePicker = withPlaceholder(LazyDateTimePicker as ComponentType<DateTimePickerProps>);
export const TimePicker = withPlaceholder(LazyTimePicker as ComponentType<TimePickerProps>);
