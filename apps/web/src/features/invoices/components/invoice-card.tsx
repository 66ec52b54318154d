import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { CustomerInvoice } from '../api/types';
import { invoiceState } from './invoice-menu';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An invoice as a card (the grid's card variant, for phones). */
export function InvoiceCard({ invoice, actions }: { invoice: CustomerInvoice; actions: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {formatMoney(invoice.amount)} · {invoiceState(invoice)}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Invoice Date">{formatDate(invoice.invoicingdate) || '—'}</GridCardField>
        <GridCardField label="Due Date">{formatDate(invoice.duedate) || '—'}</GridCardField>
        <GridCardField label="Complete Date">{formatDate(invoice.completedate) || '—'}</GridCardField>
        <GridCardField label="Sent By">{invoice.sentby || '—'}</GridCardField>
        <GridCardField label="Bill w/o Signoff">{yesNo(invoice.billwithoutsignoff)}</GridCardField>
        <GridCardField label="Payment Due">{formatMoney(invoice.paymentdue)}</GridCardField>
      </Box>
      {invoice.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {invoice.note}
        </Typography>
      ) : null}
    </Paper>
  );
}
