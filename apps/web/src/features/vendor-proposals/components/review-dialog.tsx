import CloseIcon from '@mui/icons-material/Close';
import { Alert, AppBar, Box, Dialog, IconButton, Tab, Tabs, Toolbar, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import {
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

/** A caption and its value in the Summary. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children || '—'}
      </Typography>
    </Box>
  );
}

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
      <Field label="Vendor Name">{review.vendorname}</Field>
      <Field label="Proposal #">{review.proposalnumber ?? ''}</Field>
      <Field label="Work Order #">{review.wonumber}</Field>
      <Field label="Status">{review.proposalstatus}</Field>
      <Field label="Proposal Date">{formatDate(review.proposaldate)}</Field>
      <Field label="Submitted Date">{formatDate(review.submitteddate)}</Field>
      <Field label="Proposal Amount">{formatMoney(review.proposalamount)}</Field>
      <Field label="Vendor Quoted Amount">
        {review.vendorquotedamount === null ? '' : formatMoney(review.vendorquotedamount)}
      </Field>
      <Field label="Labor">{formatMoney(review.totals.labor)}</Field>
      <Field label="Materials">{formatMoney(review.totals.materials)}</Field>
      <Field label="Other">{formatMoney(review.totals.other)}</Field>
      <Field label="Total">{formatMoney(review.totals.total)}</Field>
      <Field label="Customer Proposed Amount on conversion">{formatMoney(review.convertedamount)}</Field>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Field label="Description">{review.description ?? ''}</Field>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Field label="Note">{review.note ?? ''}</Field>
      </Box>
      {review.rejectionnote ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Field label="Rejection Note">{review.rejectionnote}</Field>
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
