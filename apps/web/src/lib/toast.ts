import { useSyncExternalStore } from 'react';

/** Toast durations of spec A section 9. */
export const TOAST_DURATION_MS = 3000;

export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';
export type ToastOptions = { variant?: ToastVariant; autoHideDuration?: number; preventDuplicate?: boolean };
export type Toast = (message: string, variant?: ToastVariant, durationMs?: number) => void;

// Toasts are drawn by notistack, which loads with the first toast (components/toasts.tsx, decision 201): until
// then a toast waits here, and `ToastHost` learns that it should load the drawer.
type Shown = (message: string, options: ToastOptions) => void;
let show: Shown | null = null;
const waiting: { message: string; options: ToastOptions }[] = [];
const listeners = new Set<() => void>();

/** Shows a toast now, or as soon as the toasts have loaded. */
export function enqueueToast(message: string, options: ToastOptions = {}) {
  if (show) {
    show(message, options);
    return;
  }
  waiting.push({ message, options });
  for (const listener of listeners) listener();
}

/** The loaded drawer takes over: the waiting toasts show, later ones go straight to it. */
export function attachToastDrawer(shown: Shown): () => void {
  show = shown;
  for (const toast of waiting.splice(0)) shown(toast.message, toast.options);
  return () => {
    if (show === shown) show = null;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a toast has been asked for since the app started (the drawer then loads and stays). */
export function useHasToasts(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting.length > 0 || show !== null,
    () => false,
  );
}

const toast: Toast = (message, variant = 'default', durationMs = TOAST_DURATION_MS) =>
  enqueueToast(message, { variant, autoHideDuration: durationMs });

/** One way to toast: `const toast = useToast(); toast('User Created', 'success')`. */
export function useToast(): Toast {
  return toast;
}
