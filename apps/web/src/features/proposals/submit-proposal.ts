import { saveProposal } from './api/save-proposal';
import { updateProposal } from './api/update-proposal';
import type { ProposalDialogTarget } from './components/proposal-dialog';
import { proposalInput, type ProposalFormValues } from './components/proposal-form';

/** The editor's Save: saveproposal for a new proposal (with its vendor line, if any), else updateproposal. */
export async function submitProposal(
  values: ProposalFormValues,
  target: ProposalDialogTarget,
  workorderid: number,
) {
  const input = proposalInput(values, workorderid);
  if (target.kind === 'edit') {
    const { workorderid: _workorderid, ...changes } = input;
    return updateProposal({ ...changes, id: target.proposal.id });
  }
  return saveProposal({ ...input, workordervendorid: target.workordervendorid ?? undefined });
}
