import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import CreateProposalDialog from './create-proposal-dialog';
import { makeProposal, makeWorkOrder } from './test-fixtures';

const RECORD_KEY = ['workorders', 'detail', 42] as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CreateProposalDialog (the vendor line\u2019s Create Proposal)', () => {
  it("opens the editor with the line's quoted amount and saves the proposal for that line", async () => {
    const api = stubApi({ 'POST /api/workorder/saveproposal': { status: 201, body: makeProposal() } });
    const onClose = vi.fn();
    renderAs(
      userOf('Dispatchers'),
      <CreateProposalDialog
        workOrder={makeWorkOrder()}
        recordKey={RECORD_KEY}
        start={{ quotedamount: '450.00', workordervendorid: 501 }}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add Proposal' });
    expect(within(dialog).getByRole('textbox', { name: /Vendor Quoted Amount/ })).toHaveValue('450.00');
    // 450 / 0.7 = 642.857...
    expect(within(dialog).getByRole('textbox', { name: 'Proposed Amount' })).toHaveValue('$642.86');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Description' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Proposal Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveproposal')[0]?.body).toMatchObject({
      workorderid: 42,
      quotedamount: '450.00',
      workordervendorid: 501,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('is closed without a line to start from', () => {
    renderAs(
      userOf('Dispatchers'),
      <CreateProposalDialog
        workOrder={makeWorkOrder()}
        recordKey={RECORD_KEY}
        start={null}
        onClose={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
