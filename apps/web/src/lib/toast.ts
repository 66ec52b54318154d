import { useSnackbar, type VariantType } from 'notistack';
import { useCallback } from 'react';

/** Toast durations of spec A section 9. */
export const TOAST_DURATION_MS = 3000;

export type Toast = (message: string, variant?: VariantType, durationMs?: number) => void;

/** One way to toast: `const toast = useToast(); toast('User Created', 'success')`. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback<Toast>(
    (message, variant = 'default', durationMs = TOAST_DURATION_MS) =>
      void enqueueSnackbar(message, { variant, autoHideDuration: durationMs }),
    [enqueueSnackbar],
  );
}
