import {
  canReadVendorProposalsAsStaff,
  PAGE_SIZES,
  VENDOR_PROPOSAL_MESSAGES,
  vendorProposalListResource,
} from '@dispatchwise/shared';
import { Alert, Box, Checkbox, FormControlLabel } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DocumentPreviewDialog } from '../../components/document-preview-dialog';
import { DataGrid, useServerGrid } from '../../components/data-grid';
import { saveRowsCsv } from '../../lib/csv-export';
import { useCaptions } from '../../lib/captions';
import { formatMoney } from '../../lib/format';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { convertVendorProposal } from './api/convert-vendor-proposal';
import { getVendorProposal, vendorProposalKey } from './api/get-vendor-proposal';
import { vendorProposalsFetcher, vendorProposalsKey } from './api/get-vendor-proposals';
import { previewVendorProposal } from './api/preview-vendor-proposal';
import { approveVendorProposal, rejectVendorProposal } from './api/set-vendor-proposal-state';
import type { VendorProposalReview, VendorProposalRow, WorkOrder } from './api/types';
import { RejectionNoteDialog } from './components/rejection-note-dialog';
import { ReviewDialog } from './components/review-dialog';
import { VendorProposalCard } from './components/vendor-proposal-card';
import { vendorProposalColumns, vendorProposalHeaders } from './components/vendor-proposal-columns';
import {
  VendorProposalMenu,
  vendorProposalName,
  type VendorProposalActionKind,
} from './components/vendor-proposal-menu';

type Props = { workOrder: WorkOrder; recordKey: readonly unknown[] };

/** Toast of Approve and Reject (spec B section 8: "Status updated"). */
const STATUS_UPDATED = 'Status updated';
const GRID_DEFAULTS = { pageSize: PAGE_SIZES.vendorProposals };

const failure = (prefix: string, error: unknown) =>
  error instanceof Error && error.message ? `${prefix}: ${error.message}` : prefix;

/** Whether Approve asks to update the vendor line's quoted amount: it differs from the proposal amount. */
export const quotedAmountDiffers = (
  review: Pick<VendorProposalReview, 'proposalamount' | 'vendorquotedamount'>,
) =>
  review.vendorquotedamount !== null && Number(review.vendorquotedamount) !== Number(review.proposalamount);

type Approving = { row: VendorProposalRow; review: VendorProposalReview };

/**
 * The Vendor Submitted Proposals tab of the work-order detail (spec B sections 2, 4, 5, 8, 9; issue 11;
 * docs/decisions/136, 140): the proposals vendors submitted on the order, on the shared server grid (search,
 * sort, 100 per page, state under the resource's key, export of the page), each with Review, Preview, Approve and Reject
 * (pending, exactly one vendor) and Convert to Customer Proposal. Every change reads the whole order again.
 */
export default function VendorProposalsTab({ workOrder, recordKey }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const caption = useCaptions();
  const queryClient = useQueryClient();
  const isAllowed = canReadVendorProposalsAsStaff(user);
  const fetcher = useMemo(() => vendorProposalsFetcher(workOrder.id), [workOrder.id]);
  const queryKey = useMemo(() => vendorProposalsKey(recordKey), [recordKey]);
  const grid = useServerGrid<VendorProposalRow>(vendorProposalListResource, fetcher, {
    stateKey: vendorProposalListResource.key,
    queryKey,
    defaults: GRID_DEFAULTS,
    isEnabled: isAllowed,
  });
  const columns = useMemo(() => vendorProposalColumns(caption), [caption]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const [previewingId, setPreviewingId] = useState<number | null>(null);
  const [approving, setApproving] = useState<Approving | null>(null);
  const [updatesQuoted, setUpdatesQuoted] = useState(false);
  const [rejecting, setRejecting] = useState<VendorProposalRow | null>(null);
  const [noteFor, setNoteFor] = useState<VendorProposalRow | null>(null);

  // The whole order: the header's cost and margin, the vendor line's quoted amount, the customer proposals
  // (a conversion adds one under the same record key) and this list.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKey }),
    [queryClient, recordKey],
  );

  const run = async (
    row: VendorProposalRow,
    action: () => Promise<unknown>,
    success: string,
    prefix: string,
  ) => {
    setBusyId(row.id);
    try {
      await action();
      toast(success, 'success');
      await refresh();
    } catch (error) {
      toast(failure(prefix, error), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const approve = (row: VendorProposalRow, updatequotedamount: boolean) =>
    run(
      row,
      () => approveVendorProposal(row.id, updatequotedamount),
      STATUS_UPDATED,
      'Failed to approve the proposal',
    );

  /** Approve: asks about the vendor's quoted amount only when it differs from the proposal amount. */
  const startApprove = async (row: VendorProposalRow) => {
    setBusyId(row.id);
    let review: VendorProposalReview;
    try {
      review = await queryClient.fetchQuery({
        queryKey: vendorProposalKey(recordKey, row.id),
        queryFn: ({ signal }) => getVendorProposal(row.id, signal),
      });
    } catch (error) {
      toast(failure('Failed to approve the proposal', error), 'error');
      setBusyId(null);
      return;
    }
    setBusyId(null);
    if (quotedAmountDiffers(review)) {
      setUpdatesQuoted(false);
      setApproving({ row, review });
    } else await approve(row, false);
  };

  const handlePick = (kind: VendorProposalActionKind, row: VendorProposalRow) => {
    switch (kind) {
      case 'review':
        setReviewingId(row.id);
        return;
      case 'preview':
        setPreviewingId(row.id);
        return;
      case 'approve':
        void startApprove(row);
        return;
      case 'reject':
        setRejecting(row);
        return;
      case 'convert':
        void run(
          row,
          () => convertVendorProposal(row.id),
          VENDOR_PROPOSAL_MESSAGES.converted,
          'Failed to convert the proposal',
        );
        return;
    }
  };

  const handleReject = async (rejectionnote: string) => {
    if (!noteFor) return;
    // The popup keeps a refusal's message (FormDialog) and stays open.
    await rejectVendorProposal(noteFor.id, rejectionnote);
    toast(STATUS_UPDATED, 'success');
    setNoteFor(null);
    await refresh();
  };

  if (!isAllowed)
    return <Alert severity="info">Your role does not see the proposals vendors submitted.</Alert>;

  const renderActions = (row: VendorProposalRow) => (
    <VendorProposalMenu
      user={user}
      workOrder={workOrder}
      row={row}
      recordKey={recordKey}
      isBusy={busyId === row.id}
      onPick={handlePick}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DataGrid<VendorProposalRow>
        server={grid}
        columns={columns}
        getRowId={(row) => String(row.id)}
        hasFilterBuilder={false}
        hasRowVirtualization={false}
        emptyText="No vendor proposals submitted on this work order."
        rowActionsWidth={56}
        renderRowActions={renderActions}
        renderCard={(row) => <VendorProposalCard row={row} actions={renderActions(row)} />}
        cardListHeight={480}
        onRowOpen={(row) => setReviewingId(row.id)}
        onExport={() =>
          saveRowsCsv(`vendor-proposals-${workOrder.wonumber}.csv`, vendorProposalHeaders(caption), grid.rows)
        }
      />

      <ReviewDialog proposalId={reviewingId} recordKey={recordKey} onClose={() => setReviewingId(null)} />
      <DocumentPreviewDialog
        title="Vendor Proposal Preview"
        source={
          previewingId === null
            ? null
            : {
                key: ['vendor-proposal', previewingId],
                load: (signal) => previewVendorProposal(previewingId, signal),
              }
        }
        onClose={() => setPreviewingId(null)}
      />
      <ConfirmDialog
        open={approving !== null}
        title="Approve Vendor Proposal"
        confirmLabel="Approve"
        onConfirm={async () => {
          if (approving) await approve(approving.row, updatesQuoted);
        }}
        onClose={() => setApproving(null)}
      >
        {approving ? (
          <>
            The proposal amount {formatMoney(approving.review.proposalamount)} differs from the vendor&apos;s
            quoted amount {formatMoney(approving.review.vendorquotedamount ?? '0')} on this work order.
            <FormControlLabel
              sx={{ display: 'flex', mt: 1.5 }}
              control={
                <Checkbox
                  checked={updatesQuoted}
                  onChange={(event) => setUpdatesQuoted(event.target.checked)}
                />
              }
              label={`Update the vendor quoted amount to ${formatMoney(approving.review.proposalamount)}`}
            />
          </>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={rejecting !== null}
        title="Reject Vendor Proposal"
        confirmLabel="Reject"
        onConfirm={async () => setNoteFor(rejecting)}
        onClose={() => setRejecting(null)}
      >
        Reject the {rejecting ? vendorProposalName(rejecting) : 'proposal'}? A rejection note is asked next.
      </ConfirmDialog>
      <RejectionNoteDialog
        isOpen={noteFor !== null}
        onSubmit={handleReject}
        onClose={() => setNoteFor(null)}
      />
    </Box>
  );
}
