import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

/**
 * The date pickers' LocalizationProvider (date-fns). It is loaded lazily around the screens, not with the
 * shell, because the adapter pulls in most of date-fns and the login page and shell need none of it.
 */
export default function DateLocalization({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDateFns}>{children}</LocalizationProvider>;
}
