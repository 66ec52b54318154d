import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Box,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { DataGrid, type DataGridColumn } from '../../../components/data-grid';
import { Tooltip } from '../../../components/tooltip';
import { useCaptions } from '../../../lib/captions';
import { formatDate, formatMoney } from '../../../lib/format';
import { useVendorPayments } from './api/get-vendor-payments';
import type { VendorPayment } from './api/types';

/** Until the accounting sync records a payment (spec C 2.4 Payments). */
export const NO_PAYMENTS_TEXT = 'No payments yet';

/**
 * The Payments tab (spec C 2.4): the payments made to the vendor (date, type, reference, amount), each
 * expanding to its lines (work order #, invoice #, amount applied) under the grid, one at a time like
 * the documents' lines (decision 137). Read-only: the accounting sync fills it.
 */
export function PaymentsTab({ vendorid }: { vendorid: number }) {
  const caption = useCaptions();
  const payments = useVendorPayments(vendorid);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const rows = useMemo(() => payments.data ?? [], [payments.data]);
  const expanded = rows.find((payment) => payment.id === expandedId) ?? null;
  const label = (field: string) => caption('vendorpayment', field);

  const columns = useMemo<DataGridColumn<VendorPayment>[]>(() => {
    const header = (field: string) => caption('vendorpayment', field);
    return [
      {
        id: 'txnDate',
        accessorFn: (payment) => formatDate(payment.txnDate),
        header: header('txnDate'),
        size: 130,
        sortingFn: (a, b) => new Date(a.original.txnDate).getTime() - new Date(b.original.txnDate).getTime(),
      },
      {
        id: 'paymentType',
        accessorFn: (payment) => payment.paymentType ?? '',
        header: header('paymentType'),
      },
      { id: 'refNumber', accessorFn: (payment) => payment.refNumber ?? '', header: header('refNumber') },
      {
        id: 'amount',
        accessorFn: (payment) => formatMoney(payment.amount),
        header: header('amount'),
        size: 130,
        sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
        muiTableBodyCellProps: { align: 'right' },
        muiTableHeadCellProps: { align: 'right' },
      },
    ];
  }, [caption]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DataGrid<VendorPayment>
        columns={columns}
        data={rows}
        getRowId={(payment) => String(payment.id)}
        isLoading={payments.isLoading}
        isFetching={payments.isFetching}
        emptyText={NO_PAYMENTS_TEXT}
        rowActionsWidth={56}
        onRowOpen={(payment) => setExpandedId((id) => (id === payment.id ? null : payment.id))}
        renderRowActions={(payment) => {
          const isOpen = expandedId === payment.id;
          const name = `payment ${payment.refNumber ?? ''} of ${formatDate(payment.txnDate)}`;
          return (
            <Tooltip title={isOpen ? 'Hide lines' : 'Show lines'}>
              <IconButton
                size="small"
                aria-label={`${isOpen ? 'Hide' : 'Show'} lines of ${name}`}
                aria-expanded={isOpen}
                onClick={() => setExpandedId(isOpen ? null : payment.id)}
              >
                {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </IconButton>
            </Tooltip>
          );
        }}
      />
      {expanded ? (
        <Paper variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {`Lines of payment ${expanded.refNumber ?? ''} (${formatDate(expanded.txnDate)}, ${formatMoney(expanded.amount)})`}
          </Typography>
          {expanded.paymentLines.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              This payment has no lines.
            </Typography>
          ) : (
            <Table size="small" aria-label={`Lines of payment ${expanded.refNumber ?? ''}`}>
              <TableHead>
                <TableRow>
                  <TableCell>{label('memo')}</TableCell>
                  <TableCell>{label('appliedToTxnRefNumber')}</TableCell>
                  <TableCell align="right">{label('appliedToTxnAmount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {expanded.paymentLines.map((line, index) => (
                  <TableRow key={index}>
                    <TableCell>{line.memo ?? ''}</TableCell>
                    <TableCell>{line.appliedToTxnRefNumber ?? ''}</TableCell>
                    <TableCell align="right">
                      {line.appliedToTxnAmount === null ? '' : formatMoney(line.appliedToTxnAmount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
