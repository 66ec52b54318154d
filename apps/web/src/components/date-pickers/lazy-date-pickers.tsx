import { TextField } from '@mui/material';
import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import type { DateTimePickerProps } from '@mui/x-date-pickers/DateTimePicker';
import type { TimePickerProps } from '@mui/x-date-pickers/TimePicker';
import { lazy, startTransition, Suspense, useState, type ComponentType } from 'react';
import { DateFieldStandIn } from './date-field-stand-in';

// The MUI X pickers (about 46 KB of gzip) load on first use: a list screen draws none until a user opens a
// date filter or a dialog with a date, so it does not download them (docs/decisions/189). The grid's own
// pickers (material-react-table's date filters) come here through apps/web/vite.config.ts. Each brings its
// date-fns localization with it (docs/decisions/197).

const LazyDatePicker = lazy(() => import('./localized-date-picker').then((m) => ({ default: m.DatePicker })));
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

const DeferredDatePicker = withPlaceholder(LazyDatePicker as ComponentType<DatePickerProps>);

type DatePickerOnUseProps = DatePickerProps & {
  /**
   * Draws the field as the picker would, and loads the picker only when the user points at the field, focuses
   * it or presses it (decision 208): for forms that show their dates at once, which most people read and do
   * not change. A read-only or disabled field never loads it.
   */
  isLoadedOnUse?: boolean;
};

export function DatePicker({ isLoadedOnUse = false, ...props }: DatePickerOnUseProps) {
  return isLoadedOnUse ? <DatePickerOnUse {...props} /> : <DeferredDatePicker {...props} />;
}

/** The same idea as the rich text editor's `isLoadedOnUse` (decision 201). */
function DatePickerOnUse(props: DatePickerProps) {
  const [isWanted, setIsWanted] = useState(false);
  const [isFocusedOnStart, setIsFocusedOnStart] = useState(false);
  const want = (shouldFocus: boolean) => {
    if (props.readOnly || props.disabled) return;
    if (shouldFocus) setIsFocusedOnStart(true);
    // A transition keeps the stand-in, and the focus in it, until the picker is ready to take its place.
    startTransition(() => setIsWanted(true));
  };
  const standIn = (
    <DateFieldStandIn
      {...props}
      onPointerEnter={() => want(false)}
      onPointerDown={() => want(true)}
      onFocus={() => want(true)}
    />
  );
  return (
    <Suspense fallback={standIn}>
      {isWanted ? (
        // Focused or pressed: the caret goes to the picker's first section when it arrives.
        <LazyDatePicker {...props} autoFocus={isFocusedOnStart || props.autoFocus} />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

export const DateTimePicker = withPlaceholder(LazyDateTimePicker as ComponentType<DateTimePickerProps>);
export const TimePicker = withPlaceholder(LazyTimePicker as ComponentType<TimePickerProps>);
