import {
  canAddCustomerProposalToWorkOrder,
  canReadCustomerProposalsAsStaff,
  isCustomerProposalEditable,
  isWorkOrderInvoiced,
  PROPOSAL_MESSAGES,
} from '@dispatchwise/shared';
import AddIcon from '@mui/icons-material/Add';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Alert, Box, Button, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataGrid } from '../../components/data-grid';
import { ApiError } from '../../lib/http';
import { useSessionUser } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { cloneProposal } from './api/clone-proposal';
import { convertProposal } from './api/convert-proposal';
import { useProposals } from './api/get-proposals';
import { removeProposal } from './api/remove-proposal';
import { removeProposalItem } from './api/remove-proposal-item';
import { runProposalAction } from './api/run-proposal-action';
import type { CustomerProposal, ProposalLine, WorkOrder } from './api/types';
import { ProposalCard } from './components/proposal-card';
import { proposalColumns } from './components/proposal-columns';
import { ProposalDialog, type ProposalDialogTarget } from './components/proposal-dialog';
import type { ProposalFormValues } from './components/proposal-form';
import { ProposalLines } from './components/proposal-lines';
import { ProposalMenu, proposalName, type ProposalActionKind } from './components/proposal-menu';
import { submitProposal } from './submit-proposal';

type Props = { workOrder: WorkOrder; recordKey: readonly unknown[] };

/** Toasts of the status actions (spec B section 8: "Status updated"). */
const STATUS_UPDATED = 'Status updated';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '');
const failure = (prefix: string, error: unknown) => {
  const message = messageOf(error);
  return message ? `${prefix}: ${message}` : prefix;
};

/**
 * The Customer Proposals tab of the work-order detail (spec B sections 2, 4, 5, 8; issue 11;
 * docs/decisions/135, 137): the order's proposals on the shared grid with the actions
 * `customerProposalActions` allows, a proposal's lines under the grid (the master detail), Add Proposal and
 * the editor popup. Every change reads the whole order again (the header's margin, the System notes).
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
  const [busyId, setBusyId] = useState<number | null>(null);
  const [busyLineId, setBusyLineId] = useState<number | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const expanded = rows.find((proposal) => proposal.id === expandedId) ?? null;
  const canAdd = canAddCustomerProposalToWorkOrder(user, workOrder);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: recordKey }),
    [queryClient, recordKey],
  );

  /** An immediate action: the row's menu waits, a toast either way. */
  const run = async (
    proposal: CustomerProposal,
    action: () => Promise<unknown>,
    success: string,
    prefix: string,
  ) => {
    setBusyId(proposal.id);
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
          proposal,
          () => runProposalAction(kind, proposal.id),
          STATUS_UPDATED,
          `Failed to ${kind} the proposal`,
        );
        return;
      case 'createInvoice':
        void run(
          proposal,
          () => convertProposal(proposal.id),
          PROPOSAL_MESSAGES.invoiceCreated,
          'Failed to create the invoice',
        );
        return;
      case 'clone':
        void run(
          proposal,
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
    if (expandedId === removing.id) setExpandedId(null);
    await refresh();
  };

  const handleRemoveLine = async (line: ProposalLine) => {
    setBusyLineId(line.id);
    try {
      await removeProposalItem(line.id);
      toast('Removed item', 'success');
      await refresh();
    } catch (error) {
      toast(failure('Failed to remove the item', error), 'error');
    } finally {
      setBusyLineId(null);
    }
  };

  if (!isAllowed)
    return <Alert severity="info">Your role does not see the customer proposals of work orders.</Alert>;

  const toggle = (proposal: CustomerProposal) =>
    setExpandedId((id) => (id === proposal.id ? null : proposal.id));
  const renderActions = (proposal: CustomerProposal) => {
    const isOpen = expandedId === proposal.id;
    return (
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ProposalMenu
          user={user}
          workOrder={workOrder}
          proposal={proposal}
          isBusy={busyId === proposal.id}
          onPick={handlePick}
        />
        <Tooltip title={isOpen ? 'Hide line items' : 'Show line items'}>
          <IconButton
            size="small"
            aria-label={`${isOpen ? 'Hide' : 'Show'} line items of ${proposalName(proposal)}`}
            aria-expanded={isOpen}
            onClick={() => toggle(proposal)}
          >
            {isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        </Tooltip>
      </Box>
    );
  };
  const canRemoveLines =
    expanded !== null &&
    canAddCustomerProposalToWorkOrder(user, workOrder) &&
    isCustomerProposalEditable(expanded);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <DataGrid<CustomerProposal>
        columns={columns}
        data={rows}
        getRowId={(proposal) => String(proposal.id)}
        isLoading={proposals.isPending}
        isFetching={proposals.isFetching}
        stateKey="workOrderProposals"
        hasHeaderFilters={false}
        hasFilterBuilder={false}
        emptyText="No customer proposals on this work order."
        rowActionsWidth={84}
        renderRowActions={renderActions}
        renderCard={(proposal) => <ProposalCard proposal={proposal} actions={renderActions(proposal)} />}
        cardListHeight={480}
        onRowOpen={toggle}
        renderToolbarActions={() => (
          <Tooltip
            title={
              isWorkOrderInvoiced(workOrder) ? 'The work order is Invoiced: proposals cannot be added.' : ''
            }
          >
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                disabled={!canAdd}
                onClick={() => setEditing({ kind: 'new' })}
              >
                Add Proposal
              </Button>
            </span>
          </Tooltip>
        )}
      />
      {expanded ? (
        <Paper variant="outlined" sx={{ p: 1.5 }} aria-label="Line items">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            Line items of the {proposalName(expanded)}
          </Typography>
          <ProposalLines
            proposal={expanded}
            busyLineId={busyLineId}
            onRemoveLine={canRemoveLines ? (line) => void handleRemoveLine(line) : undefined}
          />
        </Paper>
      ) : null}

      <ProposalDialog
        target={editing}
        description={workOrder.description}
        onSubmit={handleSubmit}
        onClose={() => setEditing(null)}
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
