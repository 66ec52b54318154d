import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField, type DataGridColumn } from '../../../../components/data-grid';
import { formatDate, formatMoney } from '../../../../lib/format';
import type { CustomerInvoice, CustomerProposal } from '../../api/document-calls';

const right = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
};
const time = (value: string | null) => (value ? Date.parse(value) : undefined);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const moneyColumn = <T extends { amount: string }>(header: string): DataGridColumn<T> => ({
  id: 'amount',
  accessorFn: (row) => Number(row.amount),
  header,
  size: 150,
  dataType: 'number',
  ...right,
  Cell: ({ row }) => formatMoney(row.original.amount),
});

const dateColumn = (
  id: string,
  header: string,
  read: (row: CustomerInvoice) => string | null,
): DataGridColumn<CustomerInvoice> => ({
  id,
  accessorFn: (row) => time(read(row)),
  header,
  size: 130,
  dataType: 'date',
  sortUndefined: 'last',
  Cell: ({ row }) => formatDate(read(row.original)),
});

/**
 * The customer's Proposals grid (spec C 2.9): Proposed Amount, note, Customer Approved, Customer Rejected and
 * the customer-facing status (spec C 4); the Actions are the grid's. A rejection shows its reason.
 */
export function customerProposalColumns(): DataGridColumn<CustomerProposal>[] {
  return [
    moneyColumn<CustomerProposal>('Proposed Amount'),
    { id: 'note', accessorFn: (row) => row.note ?? '', header: 'Note', size: 260 },
    {
      id: 'approvedbycustomer',
      accessorFn: (row) => yesNo(row.approvedbycustomer),
      header: 'Customer Approved',
      size: 150,
      Cell: ({ row }) =>
        row.original.approvedbycustomer
          ? `Yes${row.original.approvedbycustomerdate ? ` (${formatDate(row.original.approvedbycustomerdate)})` : ''}`
          : 'No',
    },
    {
      id: 'rejectedbycustomer',
      accessorFn: (row) => yesNo(row.rejectedbycustomer),
      header: 'Customer Rejected',
      size: 150,
      Cell: ({ row }) =>
        row.original.rejectedbycustomer
          ? `Yes${row.original.rejectedbycustomerdate ? ` (${formatDate(row.original.rejectedbycustomerdate)})` : ''}`
          : 'No',
    },
    {
      id: 'status',
      accessorFn: (row) => row.status,
      header: 'Status',
      size: 160,
      Cell: ({ row }) => <ProposalStatus proposal={row.original} />,
    },
  ];
}

function ProposalStatus({ proposal }: { proposal: CustomerProposal }) {
  return (
    <Box>
      {proposal.status}
      {proposal.rejectionnote ? (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'normal' }}>
          {proposal.rejectionnote}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The customer's Invoices grid (spec C 2.9): Invoice #, Invoice Amount, Invoice Date, due date and balance. */
export function customerInvoiceColumns(): DataGridColumn<CustomerInvoice>[] {
  return [
    { id: 'invoicenumber', accessorFn: (row) => row.invoicenumber ?? '', header: 'Invoice #', size: 130 },
    moneyColumn<CustomerInvoice>('Invoice Amount'),
    dateColumn('invoicingdate', 'Invoice Date', (row) => row.invoicingdate),
    dateColumn('duedate', 'Due Date', (row) => row.duedate),
    {
      id: 'balance',
      accessorFn: (row) => Number(row.balance),
      header: 'Balance',
      size: 130,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => formatMoney(row.original.balance),
    },
  ];
}

/** A proposal as a card (the grid's card variant, for phones). */
export function CustomerProposalCard({
  proposal,
  actions,
}: {
  proposal: CustomerProposal;
  actions: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {formatMoney(proposal.amount)} · {proposal.status}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Customer Approved">{yesNo(proposal.approvedbycustomer)}</GridCardField>
        <GridCardField label="Customer Rejected">{yesNo(proposal.rejectedbycustomer)}</GridCardField>
      </Box>
      {proposal.note ? <Typography variant="body2">{proposal.note}</Typography> : null}
      {proposal.rejectionnote ? (
        <Typography variant="body2" color="text.secondary">
          {proposal.rejectionnote}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** An invoice as a card. */
export function CustomerInvoiceCard({ invoice, actions }: { invoice: CustomerInvoice; actions: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {invoice.invoicenumber ?? 'Invoice'} · {formatMoney(invoice.amount)}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Invoice Date">{formatDate(invoice.invoicingdate) || '—'}</GridCardField>
        <GridCardField label="Balance">{formatMoney(invoice.balance)}</GridCardField>
      </Box>
    </Paper>
  );
}
