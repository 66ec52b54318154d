import { PROPOSAL_MESSAGES } from '@dispatchwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../lib/toast';
import { ProposalDialog, type ProposalDialogTarget } from './components/proposal-dialog';
import type { ProposalFormValues } from './components/proposal-form';
import type { WorkOrder } from './api/types';
import { submitProposal } from './submit-proposal';

/**
 * Create Proposal from a vendor line (spec B section 4, "always available"): the proposal editor with the
 * line's quoted amount as Vendor Quoted Amount and the line as the proposal's vendor; "Proposal Saved", and the
 * order (its proposals and header margin) is read again. The Vendor tab opens it through the detail screen's
 * slot (docs/decisions/126, 137).
 */
type Props = {
  workOrder: WorkOrder;
  recordKey: readonly unknown[];
  /** The vendor line the proposal prices, or null: closed. */
  start: { quotedamount: string; workordervendorid: number } | null;
  onClose: () => void;
};

export default function CreateProposalDialog({ workOrder, recordKey, start, onClose }: Props) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const target: ProposalDialogTarget | null = start ? { kind: 'new', ...start } : null;

  const handleSubmit = async (values: ProposalFormValues, submitted: ProposalDialogTarget) => {
    await submitProposal(values, submitted, workOrder.id);
    toast(PROPOSAL_MESSAGES.saved, 'success');
    onClose();
    await queryClient.invalidateQueries({ queryKey: recordKey });
  };

  return (
    <ProposalDialog
      target={target}
      description={workOrder.description}
      onSubmit={handleSubmit}
      onClose={onClose}
    />
  );
}
