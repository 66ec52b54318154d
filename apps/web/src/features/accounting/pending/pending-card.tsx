import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField } from '../../../components/data-grid';
import { useCaptions } from '../../../lib/captions';
import { formatDate } from '../../../lib/format';
import type { InvoicingRow, VendorBillingRow } from '../api/types';
import { ApproveCell, moneyCell, NewTabLink, NodFlag, vendorHref, workOrderHref } from './pending-cells';
import { rowIdOf, type PendingRow } from './selection';

/** A pending row as a card (the grid's card variant, for phones): approve, the order, who, the amounts. */
export function PendingCard({
  row,
  isChecked,
  onToggle,
  actions,
}: {
  row: PendingRow;
  isChecked: boolean;
  onToggle: (id: number) => void;
  actions: ReactNode;
}) {
  const bill = 'workorderVendorId' in row ? (row as VendorBillingRow) : null;
  const invoice = bill ? null : (row as InvoicingRow);
  const who = bill?.vendorName ?? invoice!.customerName;
  const caption = useCaptions();
  const c = (field: string) => caption(bill ? 'vendorbilling' : 'customerinvoicing', field);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ApproveCell
          isQueued={row.approvedByAccounting}
          isChecked={isChecked}
          name={`${row.workorderNumber} ${who}`}
          onToggle={() => onToggle(rowIdOf(row))}
        />
        <NewTabLink href={workOrderHref(row.workorderId)}>{row.workorderNumber}</NewTabLink>
        <NodFlag isFlagged={row.nodFlagged} />
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {bill ? <NewTabLink href={vendorHref(bill.vendorId)}>{bill.vendorName}</NewTabLink> : who}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {bill ? (
          <>
            <GridCardField label={c('vendorInvoiceNumber')}>{bill.vendorInvoiceNumber ?? ''}</GridCardField>
            <GridCardField label={c('vendorAmount')}>{moneyCell(bill.vendorAmount)}</GridCardField>
          </>
        ) : (
          <>
            <GridCardField label={c('invoiceAmount')}>{moneyCell(invoice!.invoiceAmount)}</GridCardField>
            <GridCardField label={c('vendorCost')}>{moneyCell(invoice!.vendorCost)}</GridCardField>
            <GridCardField label={c('invoiceDate')}>
              {invoice!.invoiceDate ? formatDate(invoice!.invoiceDate) : ''}
            </GridCardField>
          </>
        )}
      </Box>
    </Paper>
  );
}
