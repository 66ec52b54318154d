import {
  canAddCustomerProposalToWorkOrder,
  canReadCustomerProposalsAsStaff,
  isCustomerProposalEditable,
  isWorkOrderInvoiced,
  PROPOSAL_MESSAGES,
} from '@dispatchwise/shared';
import { Alert, Box } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRowActionRunner } from '../../components/data-grid';
import { DocumentPreviewDialog } from '../../components/document-preview-dialog';
import { DocumentsGrid } from '../../components/line-items';
import { ApiError } from '../../lib/http';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { cloneProposal } from './api/clone-proposal';
import { convertProposal } from './api/convert-proposal';
import { downloadProposalPdf, previewProposal } from './api/generate-proposal-document';
import { useProposals } from './api/get-proposals';
import { removeProposal } from './api/remove-proposal';
import { removeProposalItem } from './api/remove-proposal-item';
import { runProposalAction } from './api/run-proposal-action';
import type { CustomerProposal, ProposalLine, WorkOrder } from './api/types';
import { ProposalCard } from './components/proposal-card';
import { proposalColumns } from './components/proposal-columns';
import { ProposalDialog, type ProposalDialogTarget } from './components/proposal-dialog';
import type { ProposalFormValues } from './components/proposal-form';
import { ProposalMenu, proposalName, type ProposalActionKind } from './components/proposal-menu';
import { submitProposal } from './submit-proposal';

type Props = { workOrder: WorkOrder; recordKey: readonly unknown[] };

/** Toasts of the status actions (spec B section 8: "Status updated"). */
const STATUS_UPDATED = 'Status updated';

/**
 * The Customer Proposals tab of the work-order detail (spec B sections 2, 4, 5, 8; issue 11;
 * docs/decisions/135, 137, 139): the order's proposals on the shared grid with the actions
 * `customerProposalActions` allows, a proposal's lines under the grid (the master detail), Add Proposal and
 * the editor popup, the Proposal Preview and the PDF. Every change reads the whole order again (the header's margin, the System notes).
 */
export default function ProposalsTab({ workOrder, recordKey }: Props) {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const isAllowed = canReadCustomerProposalsAsStaff(user);
  const proposals = useProposals({ workorderid: workOrder.id, recordKey, isEnabled: isAllowed });
  const rows = useMemo(() => proposals.data ?? [], [proposals.data]);
  const columns = useMemo(() => proposalColumns(), []);
  const [editing, setEditing] = useState<ProposalDialogTarget | null>(null);
  const [removing, setRemoving] = useState<CustomerProposal | null>(null);
  const [previewing, setPreviewing] = useState<CustomerProposal | null>(null);
  const canAdd = canAddCustomerProposalToWorkOrder(user, workOrder);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKey }),
    [queryClient, recordKey],
  );

  const { busyId, run } = useRowActionRunner(refresh);
  const runOnLine = useRowActionRunner(refresh);

  const handlePick = (kind: ProposalActionKind, proposal: CustomerProposal) => {
    switch (kind) {
      case 'edit':
        setEditing({ kind: 'edit', proposal });
        return;
      case 'remove':
        setRemoving(proposal);
        return;
      case 'complete':
      case 'approve':
      case 'reject':
        void run(
          proposal.id,
          () => runProposalAction(kind, proposal.id),
          STATUS_UPDATED,
          `Failed to ${kind} the proposal`,
        );
        return;
      case 'createInvoice':
        void run(
          proposal.id,
          () => convertProposal(proposal.id),
          PROPOSAL_MESSAGES.invoiceCreated,
          'Failed to create the invoice',
        );
        return;
      case 'preview':
        setPreviewing(proposal);
        return;
      case 'pdf':
        void run(proposal.id, () => downloadProposalPdf(proposal.id), null, 'Failed to download the PDF');
        return;
      case 'clone':
        void run(
          proposal.id,
          () => cloneProposal(proposal.id),
          PROPOSAL_MESSAGES.saved,
          'Failed to clone the proposal',
        );
        return;
    }
  };

  const handleSubmit = async (values: ProposalFormValues, target: ProposalDialogTarget) => {
    await submitProposal(values, target, workOrder.id);
    toast(PROPOSAL_MESSAGES.saved, 'success');
    setEditing(null);
    await refresh();
  };

  const handleRemove = async () => {
    if (!removing) return;
    try {
      await removeProposal(removing.id);
    } catch (error) {
      toast(PROPOSAL_MESSAGES.removeFailed, 'error');
      // The popup stays open with the reason.
      throw error instanceof ApiError ? new Error(error.message) : error;
    }
    toast(PROPOSAL_MESSAGES.removed, 'success');
    await refresh();
  };

  if (!isAllowed)
    return <Alert severity="info">Your role does not see the customer proposals of work orders.</Alert>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DocumentsGrid<CustomerProposal, ProposalLine>
        rows={rows}
        columns={columns}
        isLoading={proposals.isPending}
        isFetching={proposals.isFetching}
        stateKey="workOrderProposals"
        emptyText="No customer proposals on this work order."
        nameOf={proposalName}
        renderMenu={(proposal) => (
          <ProposalMenu
            user={user}
            workOrder={workOrder}
            proposal={proposal}
            isBusy={busyId === proposal.id}
            onPick={handlePick}
          />
        )}
        renderCard={(proposal, actions) => <ProposalCard proposal={proposal} actions={actions} />}
        add={{
          label: 'Add Proposal',
          isDisabled: !canAdd,
          disabledReason: isWorkOrderInvoiced(workOrder)
            ? 'The work order is Invoiced: proposals cannot be added.'
            : '',
          onAdd: () => setEditing({ kind: 'new' }),
        }}
        lines={{
          labelOf: (proposal) => `Line items of ${proposal.status.toLowerCase()} proposal`,
          emptyText: 'This proposal has no line items.',
        }}
        removeLineOf={(proposal) =>
          canAdd && isCustomerProposalEditable(proposal)
            ? (line) =>
                void runOnLine.run(
                  line.id,
                  () => removeProposalItem(line.id),
                  'Removed item',
                  'Failed to remove the item',
                )
            : undefined
        }
        busyLineId={runOnLine.busyId}
      />

      <ProposalDialog
        target={editing}
        description={workOrder.description}
        onSubmit={handleSubmit}
        onClose={() => setEditing(null)}
      />
      <DocumentPreviewDialog
        title="Proposal Preview"
        source={
          previewing
            ? {
                key: ['proposal', previewing.id],
                load: (signal) => previewProposal(previewing.id, signal),
              }
            : null
        }
        onClose={() => setPreviewing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove Proposal"
        confirmLabel="Remove"
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        Remove the {removing ? proposalName(removing) : 'proposal'} and its line items?
      </ConfirmDialog>
    </Box>
  );
}
