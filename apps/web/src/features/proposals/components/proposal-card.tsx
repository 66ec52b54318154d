import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { GridCardField } from '../../../components/data-grid';
import { formatDate, formatMoney } from '../../../lib/format';
import type { CustomerProposal } from '../api/types';

/** A proposal as a card (the grid's card variant, for phones). */
export function ProposalCard({ proposal, actions }: { proposal: CustomerProposal; actions: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {formatMoney(proposal.amount)} · {proposal.status}
        </Typography>
        {actions}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <GridCardField label="Vendor Quoted Amount">{formatMoney(proposal.quotedamount)}</GridCardField>
        <GridCardField label="Margin">{`${Number(proposal.marginpercent).toFixed(2)}%`}</GridCardField>
        <GridCardField label="Cust. PO">{proposal.externalproposalnumber || '—'}</GridCardField>
        <GridCardField label="Date Created">{formatDate(proposal.createddate)}</GridCardField>
        <GridCardField label="Complete Date">{formatDate(proposal.completedate) || '—'}</GridCardField>
        <GridCardField label="Cust. Approved">
          {proposal.approvedbycustomer ? `Yes ${formatDate(proposal.approvedbycustomerdate)}` : 'No'}
        </GridCardField>
      </Box>
      {proposal.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {proposal.note}
        </Typography>
      ) : null}
    </Paper>
  );
}
