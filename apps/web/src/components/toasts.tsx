import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToastDrawer, TOAST_DURATION_MS } from '../lib/toast';
import { DismissToastButton } from './dismiss-toast-button';

/**
 * The toasts as notistack draws them (bottom right, at most four, each with its Dismiss button), loaded with
 * the first toast by `ToastHost` (decision 201).
 */
export default function Toasts() {
  useEffect(() => attachToastDrawer((message, options) => void enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      preventDuplicate
      action={(id) => <DismissToastButton id={id} />}
    />
  );
}
