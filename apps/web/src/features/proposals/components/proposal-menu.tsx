import { customerProposalActions, type SessionUser } from '@dispatchwise/shared';
import { RowActionsMenu } from '../../../components/data-grid';
import { formatMoney } from '../../../lib/format';
import type { CustomerProposal, WorkOrder } from '../api/types';

export type ProposalActionKind =
  'edit' | 'complete' | 'approve' | 'reject' | 'createInvoice' | 'preview' | 'clone' | 'pdf' | 'remove';

/** The menu's order and captions; each shows only when `customerProposalActions` allows it (spec B section 4). */
const ITEMS: readonly { kind: ProposalActionKind; label: string }[] = [
  { kind: 'edit', label: 'Edit' },
  { kind: 'complete', label: 'Complete' },
  { kind: 'approve', label: 'Approve' },
  { kind: 'reject', label: 'Reject' },
  { kind: 'createInvoice', label: 'Create Invoice' },
  { kind: 'preview', label: 'Preview' },
  { kind: 'clone', label: 'Clone' },
  { kind: 'pdf', label: 'PDF' },
  { kind: 'remove', label: 'Remove' },
];

/** The actions offered on a proposal for this user on this order, in menu order. */
export function proposalMenuItems(
  user: SessionUser,
  workOrder: Pick<WorkOrder, 'statusid' | 'status'>,
  proposal: CustomerProposal,
) {
  const allowed = customerProposalActions(user, workOrder, proposal);
  return ITEMS.filter((item) => allowed[item.kind]);
}

/** How a proposal is named to a screen reader and in the menu's header. */
export const proposalName = (proposal: CustomerProposal) =>
  `proposal ${formatMoney(proposal.amount)} (${proposal.status})`;

type Props = {
  user: SessionUser;
  workOrder: Pick<WorkOrder, 'statusid' | 'status'>;
  proposal: CustomerProposal;
  isBusy: boolean;
  onPick: (kind: ProposalActionKind, proposal: CustomerProposal) => void;
};

/** A proposal row's actions button and its menu. */
export function ProposalMenu({ user, workOrder, proposal, isBusy, onPick }: Props) {
  return (
    <RowActionsMenu
      name={proposalName(proposal)}
      items={proposalMenuItems(user, workOrder, proposal)}
      isBusy={isBusy}
      onPick={(kind) => onPick(kind, proposal)}
    />
  );
}
