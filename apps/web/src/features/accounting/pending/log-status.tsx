import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { CSSProperties } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { TransmissionLogRow } from '../api/types';

/**
 * A log row's outcome (decision 179): sent; still sending (no answer yet and no end time: the worker is on
 * it); or failed — any row whose success is not true once it has ended, highlighted as the spec asks.
 */
export type LogOutcome = 'sent' | 'sending' | 'failed';

export function logOutcomeOf(row: Pick<TransmissionLogRow, 'success' | 'endTime'>): LogOutcome {
  if (row.success === true) return 'sent';
  return row.success === null && !row.endTime ? 'sending' : 'failed';
}

/** The error highlight (MUI's error red at 10%) with a red edge, so it reads without the colour too. */
const FAILED_ROW: CSSProperties = {
  backgroundColor: 'rgba(211, 47, 47, 0.1)',
  boxShadow: 'inset 4px 0 0 #d32f2f',
};

export const logRowStyle = (row: TransmissionLogRow): CSSProperties | undefined =>
  logOutcomeOf(row) === 'failed' ? FAILED_ROW : undefined;

const LABELS: Record<LogOutcome, string> = { sent: 'Sent', sending: 'Sending…', failed: 'Failed' };

export function LogOutcomeCell({ row }: { row: TransmissionLogRow }) {
  const outcome = logOutcomeOf(row);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {outcome === 'sent' ? <CheckCircleOutline color="success" fontSize="small" /> : null}
      {outcome === 'failed' ? <ErrorOutline color="error" fontSize="small" /> : null}
      {outcome === 'sending' ? <CircularProgress size={14} aria-hidden /> : null}
      <Typography variant="body2" color={outcome === 'failed' ? 'error' : undefined} sx={{ fontWeight: 600 }}>
        {LABELS[outcome]}
      </Typography>
    </Box>
  );
}

/** A log row as a card (the grid's card variant, for phones): outcome, when, what, and the error in full. */
export function LogCard({ row }: { row: TransmissionLogRow }) {
  const what = [row.workOrderNumber, row.vendorName ?? row.customerName, row.invoiceNumber].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5, ...logRowStyle(row) }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <LogOutcomeCell row={row} />
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(row.startTime)}
        </Typography>
      </Box>
      <Typography variant="body2">{what.join(' · ')}</Typography>
      {row.errorMessage ? (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {row.errorMessage}
        </Typography>
      ) : null}
    </Paper>
  );
}
