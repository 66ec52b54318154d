import type { DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { startTransition, Suspense, useState } from 'react';
import { DateFieldStandIn } from './date-field-stand-in';
import { DatePicker as DeferredDatePicker, LazyDatePicker } from './lazy-date-pickers';

// Not in lazy-date-pickers.tsx: the grid's date filters import that module (apps/web/vite.config.ts), and the
// stand-in would weigh on every list (decision 208).

type Props = DatePickerProps & {
  /**
   * Draws the field as the picker would, and loads the picker only when the user points at the field, focuses
   * it or presses it (decision 208): for forms that show their dates at once, which most people read and do
   * not change. A read-only or disabled field never loads it.
   */
  isLoadedOnUse?: boolean;
};

/** The date picker, loaded on first use (decision 189), or with `isLoadedOnUse` when the field is used. */
export function DatePicker({ isLoadedOnUse = false, ...props }: Props) {
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
