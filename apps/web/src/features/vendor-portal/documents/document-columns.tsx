import { VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField, type DataGridColumn } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { DocumentKindConfig, DocumentPayment, PortalDocument } from './portal-document';

type Column = DataGridColumn<PortalDocument>;

const right = {
  muiTableBodyCellProps: { align: 'right' as const },
  muiTableHeadCellProps: { align: 'right' as const },
};

/** "Paid 11/20/2026 · Check 1042" under an invoice's status once its bill is paid (decision 179). */
function PaymentLine({ payment }: { payment: DocumentPayment }) {
  const how = [payment.paymenttype, payment.paymentrefnumber].filter(Boolean).join(' ');
  return (
    <Typography variant="caption" color="success.main" sx={{ display: 'block', whiteSpace: 'normal' }}>
      {`Paid ${formatDate(payment.paiddate)}${how ? ` · ${how}` : ''}`}
    </Typography>
  );
}

/** The status, a paid invoice's payment, and a rejected document's note under it (staff's reason). */
export function DocumentStatus({ document }: { document: PortalDocument }) {
  const isRejected = document.statusid === VENDOR_DOCUMENT_STATUS.Rejected;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color={isRejected ? 'error' : undefined}>
        {document.status}
      </Typography>
      {document.payment ? <PaymentLine payment={document.payment} /> : null}
      {isRejected && document.rejectionnote ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
          {document.rejectionnote}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Spec C 2.8's grids: Proposal # (Invoice #), Date (Invoice Date), Description, Status, Amount; the Actions
 * are the grid's.
 */
export function documentColumns(config: DocumentKindConfig): Column[] {
  return [
    { id: 'number', accessorFn: (row) => row.number ?? '', header: config.numberLabel, size: 140 },
    {
      id: 'date',
      accessorFn: (row) => Date.parse(row.date),
      header: config.dateLabel,
      size: 130,
      dataType: 'date',
      Cell: ({ row }) => formatDate(row.original.date),
    },
    { id: 'description', accessorFn: (row) => row.description ?? '', header: 'Description', size: 320 },
    {
      id: 'status',
      accessorKey: 'status',
      header: 'Status',
      size: 180,
      Cell: ({ row }) => <DocumentStatus document={row.original} />,
    },
    {
      id: 'amount',
      accessorFn: (row) => Number(row.amount),
      header: 'Amount',
      size: 130,
      dataType: 'number',
      ...right,
      Cell: ({ row }) => formatMoney(row.original.amount),
    },
  ];
}

/** A document as a card (the grid's card variant, for phones). */
export function DocumentCard({
  config,
  document,
  actions,
}: {
  config: DocumentKindConfig;
  document: PortalDocument;
  actions: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {config.numberLabel} {document.number || '—'} · {formatMoney(document.amount)}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label={config.dateLabel}>{formatDate(document.date)}</GridCardField>
        <GridCardField label="Status">
          <DocumentStatus document={document} />
        </GridCardField>
      </Box>
      {document.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {document.description}
        </Typography>
      ) : null}
    </Paper>
  );
}
