import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CustomerPicker } from '../../entities/job-sites';

/** What the upload area says until a customer is chosen. */
export const CHOOSE_CUSTOMER_FIRST = 'Choose a customer first.';
/** What it says to a user the import's rule refuses (the page itself needs only read:jobsites). */
export const NO_IMPORT_RIGHT = 'You are not allowed to import for a customer.';

/** Whether the upload is enabled, and what it says while it is not. */
export const uploadStateOf = (customerid: number | null, canImport: boolean) => ({
  isEnabled: canImport && customerid !== null,
  disabledText: canImport ? CHOOSE_CUSTOMER_FIRST : NO_IMPORT_RIGHT,
});

type Props = {
  customerid: number | null;
  onCustomerChange: (customerid: number | null) => void;
  /** What the file holds, one line ("One .xlsx sheet of job sites ..."). */
  hint: string;
  /** Buttons beside the customer (Download Sample Sheet). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of both customer imports: the customer first, then what the import takes and the upload. */
export function ImportLayout({ customerid, onCustomerChange, hint, actions, children }: Props) {
  return (
    <Paper sx={{ p: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        <CustomerPicker value={customerid} onChange={onCustomerChange} />
        {actions}
      </div>
      <Typography variant="body2" color="text.secondary">
        {hint}
      </Typography>
      {children}
    </Paper>
  );
}
