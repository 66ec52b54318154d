import { canUseCustomerPortalProposals, CUSTOMER_PORTAL_MESSAGES, formatMoney } from '@dispatchwise/shared';
import { Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RowActionsMenu, useRowActionRunner } from '../../../../components/data-grid';
import { DocumentPreviewDialog } from '../../../../components/document-preview-dialog';
import { DocumentsGrid } from '../../../../components/line-items';
import { useSessionUser } from '../../../../lib/session';
import { useToast } from '../../../../lib/toast';
import {
  approveCustomerProposal,
  downloadCustomerProposalPdf,
  getCustomerProposals,
  previewCustomerProposal,
  rejectCustomerProposal,
  type CustomerProposal,
} from '../../api/document-calls';
import { customerPortalKeys } from '../../api/query-keys';
import { CustomerProposalCard, customerProposalColumns } from './document-columns';
import { RejectProposalDialog } from './reject-proposal-dialog';

/** The customer's preview popup (spec C 9: "customer preview 800x750"). */
export const CUSTOMER_PREVIEW_SIZE = { width: 800, height: 750 } as const;

type Kind = 'approve' | 'reject' | 'preview' | 'pdf';

const nameOf = (proposal: CustomerProposal) =>
  `proposal ${formatMoney(proposal.amount)} (${proposal.status})`;

/**
 * The Proposals tab of the customer's order (spec C 2.9, 4; decision 172): its proposals at customer prices
 * on the shared documents grid, the lines under a row, Approve and Reject only on a complete proposal with no
 * customer decision (the API's `canapprove` / `canreject`), Preview (800x750) and PDF always.
 */
export default function CustomerProposalsTab({
  workorderid,
  wonumber,
}: {
  workorderid: number;
  wonumber: string;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = customerPortalKeys.proposals(workorderid);
  const proposals = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getCustomerProposals(workorderid, signal),
  });
  const rows = useMemo(() => proposals.data ?? [], [proposals.data]);
  const columns = useMemo(() => customerProposalColumns(), []);
  const [rejecting, setRejecting] = useState<CustomerProposal | null>(null);
  const [previewing, setPreviewing] = useState<CustomerProposal | null>(null);

  // A decision changes the order's notes (the system note) and the lists' rows too.
  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: customerPortalKeys.documents(workorderid) });
    await queryClient.invalidateQueries({ queryKey: ['records', 'workorder', workorderid] });
    await queryClient.invalidateQueries({ queryKey: customerPortalKeys.documentLists, refetchType: 'none' });
  }, [queryClient, workorderid]);
  const runner = useRowActionRunner(refresh);

  const itemsOf = (proposal: CustomerProposal) => {
    // The API answers spec C 4's rule per row (customerPortalProposalActions over the stored flags).
    const canDecide = canUseCustomerPortalProposals(user);
    return [
      ...(canDecide && proposal.canapprove ? [{ kind: 'approve' as const, label: 'Approve' }] : []),
      ...(canDecide && proposal.canreject ? [{ kind: 'reject' as const, label: 'Reject' }] : []),
      { kind: 'preview' as const, label: 'Preview' },
      { kind: 'pdf' as const, label: 'PDF' },
    ];
  };

  const handlePick = (proposal: CustomerProposal, kind: Kind) => {
    if (kind === 'approve') {
      void runner.run(
        proposal.id,
        () => approveCustomerProposal(proposal.id),
        CUSTOMER_PORTAL_MESSAGES.statusUpdated,
        'Failed to approve the proposal',
      );
    } else if (kind === 'reject') {
      setRejecting(proposal);
    } else if (kind === 'preview') {
      setPreviewing(proposal);
    } else {
      void runner.run(
        proposal.id,
        () => downloadCustomerProposalPdf(proposal.id),
        null,
        'Failed to download the PDF',
      );
    }
  };

  const handleReject = async (note: string) => {
    if (!rejecting) return;
    await rejectCustomerProposal(rejecting.id, note);
    setRejecting(null);
    toast(CUSTOMER_PORTAL_MESSAGES.statusUpdated, 'success');
    await refresh();
  };

  const renderMenu = (proposal: CustomerProposal) => (
    <RowActionsMenu<Kind>
      name={`Proposal ${proposal.externalproposalnumber ?? formatMoney(proposal.amount)}`}
      items={itemsOf(proposal)}
      isBusy={runner.busyId === proposal.id}
      onPick={(kind) => handlePick(proposal, kind)}
    />
  );

  return (
    <>
      <DocumentsGrid<CustomerProposal, CustomerProposal['details'][number]>
        rows={rows}
        columns={columns}
        isLoading={proposals.isLoading}
        isFetching={proposals.isFetching}
        stateKey="customerWorkOrderProposals"
        emptyText="No proposals on this work order."
        toolbarActions={
          // The list across orders, hidden in the side menu (spec C 2.2, decisions 164 and 173).
          <Button component={RouterLink} to="/customerprofile/proposals" size="small">
            All my proposals
          </Button>
        }
        nameOf={nameOf}
        renderMenu={renderMenu}
        renderCard={(proposal, actions) => <CustomerProposalCard proposal={proposal} actions={actions} />}
        lines={{
          labelOf: (proposal) => `Line items of ${nameOf(proposal)}`,
          emptyText: 'This proposal has no line items.',
        }}
      />
      {rejecting ? (
        <RejectProposalDialog
          wonumber={wonumber}
          onReject={handleReject}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      <DocumentPreviewDialog
        title="Proposal Preview"
        size={CUSTOMER_PREVIEW_SIZE}
        source={
          previewing
            ? {
                key: ['customer-proposal-preview', previewing.id],
                load: (signal) => previewCustomerProposal(previewing.id, signal),
              }
            : null
        }
        onClose={() => setPreviewing(null)}
      />
    </>
  );
}
