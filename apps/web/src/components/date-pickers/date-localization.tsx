import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

/**
 * The pickers' date-fns localization, loaded with a picker on its first use and not around every screen:
 * the adapter pulls in most of date-fns, which a screen without a picker never needs (docs/decisions/197).
 * A picker inside a test's own LocalizationProvider gets the same adapter here.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDateFns}>{children}</LocalizationProvider>;
}
