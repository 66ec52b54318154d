import { Box } from '@mui/material';
import { SummaryField, SummaryFigure } from '../../../components/line-items';
import { formatMoney } from '../../../lib/format';
import type { PortalDocumentSummary } from './api/types';

/** The editor's totals: Labor, Materials, Other and their total. */
export type DocumentTotals = { labor: string; material: string; other: string; total: string };

/**
 * The editors' Summary tab (spec C 2.8): customer, job site, location, address, city and state read-only, and
 * the Labor, Materials and Other totals with the grand total (live while a draft is edited).
 */
export function DocumentSummary({
  summary,
  totals,
}: {
  summary: PortalDocumentSummary | undefined;
  totals: DocumentTotals;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <Box
        component="dl"
        aria-label="Work order"
        sx={{
          m: 0,
          flex: '1 1 480px',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <SummaryField label="Customer">{summary?.customername}</SummaryField>
        <SummaryField label="Job Site">{summary?.jobsite}</SummaryField>
        <SummaryField label="Location">{summary?.location}</SummaryField>
        <SummaryField label="Address">{summary?.address}</SummaryField>
        <SummaryField label="City">{summary?.city}</SummaryField>
        <SummaryField label="State">{summary?.statecode}</SummaryField>
      </Box>
      <Box
        component="dl"
        aria-label="Totals"
        sx={{ m: 0, flex: '0 1 260px', minWidth: { xs: '100%', sm: 240 } }}
      >
        <SummaryFigure label="Labor" value={formatMoney(totals.labor)} />
        <SummaryFigure label="Materials" value={formatMoney(totals.material)} />
        <SummaryFigure label="Other" value={formatMoney(totals.other)} />
        <SummaryFigure label="Total" value={formatMoney(totals.total)} isStrong />
      </Box>
    </Box>
  );
}
