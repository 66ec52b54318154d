import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CustomerPicker } from '../../entities/job-sites';

/** What the upload area says until a customer is chosen. */
export const CHOOSE_CUSTOMER_FIRST = 'Choose a customer first.';

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
    <Paper sx={{ p: 2, display: 'grid', gap: 2 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
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
