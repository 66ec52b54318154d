import CloseIcon from '@mui/icons-material/Close';
import { Alert, AppBar, Box, Dialog, IconButton, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import {
  SummaryField,
  vendorLaborColumns,
  VendorLinesTable,
  vendorMaterialColumns,
  vendorOtherColumns,
} from '../../../components/line-items';
import { Loading } from '../../../components/loading';
import { formatDate, formatMoney } from '../../../lib/format';
import { useVendorProposal } from '../api/get-vendor-proposal';
import type { VendorProposalReview } from '../api/types';
import { laborLineProblems, materialLineProblems, otherLineProblems } from './line-rules';

type TabId = 'summary' | 'labor' | 'materials' | 'other';

type Labor = VendorProposalReview['labor'][number];
type Material = VendorProposalReview['materials'][number];
type Other = VendorProposalReview['other'][number];

const LABOR = vendorLaborColumns<Labor>((line) => line.total);
const MATERIALS = vendorMaterialColumns<Material>((line) => line.total);
const OTHER = vendorOtherColumns<Other>((line) => line.total);

function Summary({ review }: { review: VendorProposalReview }) {
  return (
    <Box
      component="dl"
      aria-label="Proposal summary"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      <SummaryField label="Vendor Name">{review.vendorname}</SummaryField>
      <SummaryField label="Proposal #">{review.proposalnumber ?? ''}</SummaryField>
      <SummaryField label="Work Order #">{review.wonumber}</SummaryField>
      <SummaryField label="Status">{review.proposalstatus}</SummaryField>
      <SummaryField label="Proposal Date">{formatDate(review.proposaldate)}</SummaryField>
      <SummaryField label="Submitted Date">{formatDate(review.submitteddate)}</SummaryField>
      <SummaryField label="Proposal Amount">{formatMoney(review.proposalamount)}</SummaryField>
      <SummaryField label="Vendor Quoted Amount">
        {review.vendorquotedamount === null ? '' : formatMoney(review.vendorquotedamount)}
      </SummaryField>
      <SummaryField label="Labor">{formatMoney(review.totals.labor)}</SummaryField>
      <SummaryField label="Materials">{formatMoney(review.totals.materials)}</SummaryField>
      <SummaryField label="Other">{formatMoney(review.totals.other)}</SummaryField>
      <SummaryField label="Total">{formatMoney(review.totals.total)}</SummaryField>
      <SummaryField label="Customer Proposed Amount on conversion">
        {formatMoney(review.convertedamount)}
      </SummaryField>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SummaryField label="Description">{review.description ?? ''}</SummaryField>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SummaryField label="Note">{review.note ?? ''}</SummaryField>
      </Box>
      {review.rejectionnote ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <SummaryField label="Rejection Note">{review.rejectionnote}</SummaryField>
        </Box>
      ) : null}
    </Box>
  );
}

function ReviewBody({ review }: { review: VendorProposalReview }) {
  const [tab, setTab] = useState<TabId>('summary');
  const id = useId();
  const panel = (value: TabId) => ({
    role: 'tabpanel',
    id: `${id}-${value}-panel`,
    'aria-labelledby': `${id}-${value}-tab`,
    hidden: tab !== value,
    sx: { p: 2 },
  });
  const tabOf = (value: TabId, label: string) => (
    <Tab value={value} label={label} id={`${id}-${value}-tab`} aria-controls={`${id}-${value}-panel`} />
  );
  const panels: { value: TabId; content: ReactNode }[] = [
    { value: 'summary', content: <Summary review={review} /> },
    {
      value: 'labor',
      content: (
        <VendorLinesTable
          label="Labor lines"
          lines={review.labor}
          columns={LABOR}
          total={review.totals.labor}
          problemsOf={laborLineProblems}
          emptyText="No labor on this proposal."
        />
      ),
    },
    {
      value: 'materials',
      content: (
        <VendorLinesTable
          label="Material lines"
          lines={review.materials}
          columns={MATERIALS}
          total={review.totals.materials}
          problemsOf={materialLineProblems}
          emptyText="No materials on this proposal."
        />
      ),
    },
    {
      value: 'other',
      content: (
        <VendorLinesTable
          label="Other lines"
          lines={review.other}
          columns={OTHER}
          total={review.totals.other}
          problemsOf={otherLineProblems}
          emptyText="No other charges on this proposal."
        />
      ),
    },
  ];
  return (
    <>
      <Tabs value={tab} onChange={(_, next: TabId) => setTab(next)} variant="scrollable" sx={{ px: 2 }}>
        {tabOf('summary', 'Summary')}
        {tabOf('labor', `Labor (${review.labor.length})`)}
        {tabOf('materials', `Materials (${review.materials.length})`)}
        {tabOf('other', `Other (${review.other.length})`)}
      </Tabs>
      {panels.map(({ value, content }) => (
        <Box key={value} {...panel(value)}>
          {tab === value ? content : null}
        </Box>
      ))}
    </>
  );
}

/**
 * Review Proposal (spec B section 2): a full-screen popup with the tabs Summary, Labor, Materials and Other, the
 * vendor's lines and the amounts the API computed, read-only (staff have no save path for a vendor's lines).
 */
export function ReviewDialog({
  proposalId,
  recordKey,
  onClose,
}: {
  /** The proposal shown, or null: closed. */
  proposalId: number | null;
  recordKey: readonly unknown[];
  onClose: () => void;
}) {
  const titleId = useId();
  const review = useVendorProposal({ id: proposalId ?? 0, recordKey, isEnabled: proposalId !== null });
  return (
    <Dialog open={proposalId !== null} onClose={onClose} fullScreen aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Review Proposal
          </Typography>
          <IconButton edge="end" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {review.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {review.error instanceof Error ? review.error.message : 'The proposal could not be loaded.'}
        </Alert>
      ) : review.data ? (
        <ReviewBody key={review.data.id} review={review.data} />
      ) : (
        <Loading />
      )}
    </Dialog>
  );
}
