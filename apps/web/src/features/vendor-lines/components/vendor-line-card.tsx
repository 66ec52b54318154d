import { Box, Paper, Typography } from '@mui/material';
import { GRID_CELL_CLASS, GridCardField } from '../../../components/data-grid';
import type { ReactNode } from 'react';
import { formatDate, formatMoney } from '../../../lib/format';
import type { VendorLine } from '../api/types';
import { Label, VendorLink } from '../../../entities/vendors';
import { APPROVED_COLOR, HOLD_COLOR } from './vendor-line-columns';

/** A vendor line as a card (the grid's card variant, for phones): what a dispatcher checks first. */
export function VendorLineCard({ line, actions }: { line: VendorLine; actions: ReactNode }) {
  const flags = [line.quoteonly && 'Quote only', line.paidbycc && 'Paid by CC'].filter(Boolean).join(' · ');
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        // The grid's cell classes are styled by the grid's body only: the card styles its own.
        [`& .${GRID_CELL_CLASS.link}`]: { color: 'primary.main', fontWeight: 600, textDecoration: 'none' },
        [`& .${GRID_CELL_CLASS.label}`]: {
          display: 'inline-block',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          fontSize: 12,
          fontWeight: 600,
          lineHeight: 1.6,
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <VendorLink vendorid={line.vendorid}>{line.vendorname}</VendorLink>
        </Box>
        {actions}
      </Box>
      <Box>
        <Label color={line.status === 'Cancelled' ? '#E0E0E0' : 'transparent'}>{line.status}</Label>
        {line.isapproved ? <Label color={APPROVED_COLOR}>Approved</Label> : null}
        {line.hold ? (
          <Label color={HOLD_COLOR} title={line.hold.message}>
            On hold: over NTE
          </Label>
        ) : null}
        {line.nodflagged ? <Label color="#FFCDD2">NOD</Label> : null}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Cost">{formatMoney(line.quotedamount)}</GridCardField>
        <GridCardField label="Invoice Number">{line.invnumber || '—'}</GridCardField>
        <GridCardField label="Trade">{line.tradename ?? '—'}</GridCardField>
        <GridCardField label="Attached Date">{formatDate(line.createddate)}</GridCardField>
        <GridCardField label="Phone">{line.phone ?? '—'}</GridCardField>
        <GridCardField label="Min NTE">{line.minnte ? formatMoney(line.minnte) : '—'}</GridCardField>
      </Box>
      {flags ? (
        <Typography variant="caption" color="text.secondary">
          {flags}
        </Typography>
      ) : null}
      {line.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {line.note}
        </Typography>
      ) : null}
    </Paper>
  );
}
