import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField } from '../../../components/data-grid';
import { formatMoney } from '../../../lib/format';
import type { VendorProposalRow } from '../api/types';

/** A vendor proposal as a card (the grid's card variant, for phones). */
export function VendorProposalCard({ row, actions }: { row: VendorProposalRow; actions: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {row.vendorname} · {row.proposalstatus}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Proposal #">{row.proposalnumber || '—'}</GridCardField>
        <GridCardField label="Work Order #">{row.wonumber}</GridCardField>
        <GridCardField label="Proposal Amount">{formatMoney(row.proposalamount)}</GridCardField>
      </Box>
    </Paper>
  );
}
