import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentActionsButton, documentMenuItems } from '../../components/line-items/test-helpers';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import type * as Http from '../../lib/http';
import { downloadFile } from '../../lib/http';
import ProposalsTab from './proposals-tab';
import { makeProposal, makeWorkOrder } from './test-fixtures';

// The PDF goes through the one download of lib/http: assert on the call, the file is its own test's.
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  downloadFile: vi.fn(() => Promise.resolve()),
}));

const RECORD_KEY = ['workorders', 'detail', 42] as const;
const LIST = 'GET /api/workorder/proposals';

function render(role: Parameters<typeof userOf>[0] = 'Dispatchers', workOrder = makeWorkOrder()) {
  return renderAs(userOf(role), <ProposalsTab workOrder={workOrder} recordKey={RECORD_KEY} />);
}

const actionsButton = (state: string) => documentActionsButton('proposal', state);
const menuItemsOf = (state: string) => documentMenuItems('proposal', state);

/** The figure after a caption in a summary list ("Totals", "Margin"). */
const figure = (scope: HTMLElement, list: string, caption: string) =>
  within(within(scope).getByLabelText(list)).getByText(caption).nextElementSibling?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProposalsTab', () => {
  it("lists the order's proposals with their amounts, and their lines under the grid", async () => {
    const api = stubApi({ [LIST]: { status: 200, body: [makeProposal()] } });
    render();
    expect(await screen.findByText('$1,000.00')).toBeInTheDocument();
    expect(screen.getByText('$700.00')).toBeInTheDocument();
    expect(screen.getByText('30.00%')).toBeInTheDocument();
    expect(screen.getByText('CP-7')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.search.get('workorderid')).toBe('42');

    await userEvent.click(screen.getByRole('button', { name: /^Show line items of proposal/ }));
    const lines = await screen.findByRole('table', { name: /Line items of/ });
    expect(within(lines).getByText('Replace the trap')).toBeInTheDocument();
    // The line's subtotal and total, and the totals row's.
    expect(within(lines).getAllByText('$237.50')).toHaveLength(4);
  });

  it.each([
    ['In Progress', ['Edit', 'Complete', 'Preview', 'Clone', 'PDF', 'Remove']],
    ['Complete', ['Edit', 'Approve', 'Reject', 'Preview', 'Clone', 'PDF', 'Remove']],
    ['Approved', ['Reject', 'Create Invoice', 'Preview', 'Clone', 'PDF']],
    ['Rejected', ['Preview', 'Clone', 'PDF', 'Remove']],
  ] as const)('a proposal %s offers %j to a dispatcher', async (state, expected) => {
    stubApi({ [LIST]: { status: 200, body: [makeProposal({}, state)] } });
    render();
    expect(await menuItemsOf(state)).toEqual(expected);
  });

  it('an Employee reads the proposals (Preview, PDF) but changes none, and cannot add one', async () => {
    stubApi({ [LIST]: { status: 200, body: [makeProposal({}, 'Complete')] } });
    render('Employee');
    expect(await menuItemsOf('Complete')).toEqual(['Preview', 'PDF']);
    expect(screen.getByRole('button', { name: 'Add Proposal' })).toBeDisabled();
  });

  it('an Invoiced order disables Add Proposal and every change of its proposals', async () => {
    stubApi({ [LIST]: { status: 200, body: [makeProposal({}, 'Approved')] } });
    render('Admin', makeWorkOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' }));
    expect(await menuItemsOf('Approved')).toEqual(['Preview', 'PDF']);
    expect(screen.getByRole('button', { name: 'Add Proposal' })).toBeDisabled();
  });

  it('a Vendor user sees no proposals and no call is made', () => {
    const api = stubApi({ [LIST]: { status: 200, body: [] } });
    render('Vendor');
    expect(screen.getByText(/does not see the customer proposals/)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it("the editor's checks: Vendor Quoted Amount, Scope of Work, margin, and each line's fields", async () => {
    const api = stubApi({ [LIST]: { status: 200, body: [] } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Proposal' });
    expect(within(dialog).getByRole('textbox', { name: /Margin percent/ })).toHaveValue('30');
    const margin = within(dialog).getByRole('textbox', { name: /Margin percent/ });
    await userEvent.clear(margin);
    await userEvent.type(margin, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Quantity, line 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Vendor Quoted Amount is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Scope of Work is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Margin must be between 10 and 99.99.')).toBeInTheDocument();
    expect(within(dialog).getByText('Type is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate is required.')).toBeInTheDocument();
    await userEvent.clear(margin);
    await userEvent.type(margin, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Margin must be between 10 and 99.99.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveproposal')).toHaveLength(0);
  });

  it('builds a proposal: live Proposed Amount and totals, then "Proposal Saved" with the exact body', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [] },
      'POST /api/workorder/saveproposal': { status: 201, body: makeProposal() },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Proposal' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Vendor Quoted Amount/ }), '650');
    const margin = within(dialog).getByRole('textbox', { name: /Margin percent/ });
    await userEvent.clear(margin);
    await userEvent.type(margin, '35');
    // 650 / 0.65 = 1000.00
    expect(within(dialog).getByRole('textbox', { name: 'Proposed Amount' })).toHaveValue('$1,000.00');
    expect(figure(dialog, 'Margin', 'Proposed Amount')).toBe('$1,000.00');
    expect(figure(dialog, 'Margin', 'Margin')).toBe('35.00%');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Description' }));

    const addLine = async (n: number, type: string, quantity: string, rate: string, tax = '') => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
      await userEvent.click(within(dialog).getByRole('combobox', { name: `Type, line ${n}` }));
      await userEvent.click(await screen.findByRole('option', { name: type }));
      const q = within(dialog).getByRole('textbox', { name: `Quantity, line ${n}` });
      await userEvent.clear(q);
      await userEvent.type(q, quantity);
      await userEvent.type(within(dialog).getByRole('textbox', { name: `Rate, line ${n}` }), rate);
      if (tax) {
        const t = within(dialog).getByRole('textbox', { name: `Tax Rate %, line ${n}` });
        await userEvent.clear(t);
        await userEvent.type(t, tax);
      }
    };
    await addLine(1, 'Labor', '2.5', '95.00');
    await addLine(2, 'Material', '3', '33.35', '8.875');
    await addLine(3, 'Travel', '1', '65.00');
    // 237.50 + 100.05 + 65.00 = 402.55; taxes round(100.05 x 8.875 %) = 8.88; total 411.43
    expect(figure(dialog, 'Totals', 'Subtotal')).toBe('$402.55');
    expect(figure(dialog, 'Totals', 'Taxes')).toBe('$8.88');
    expect(figure(dialog, 'Totals', 'Total')).toBe('$411.43');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Proposal Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveproposal')[0]?.body).toEqual({
      workorderid: 42,
      quotedamount: '650.00',
      marginpercent: '35',
      externalproposalnumber: null,
      note: null,
      scopeofworkformatted: '<p>Leak under the sink</p>',
      details: [
        { itemtypeid: 1, description: null, quantity: '2.5', rates: '95.00', taxrate: '0' },
        { itemtypeid: 2, description: null, quantity: '3', rates: '33.35', taxrate: '8.875' },
        { itemtypeid: 3, description: null, quantity: '1', rates: '65.00', taxrate: '0' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Edit sends updateproposal with the id and the kept lines', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeProposal()] },
      'PUT /api/workorder/updateproposal': { status: 200, body: makeProposal() },
    });
    render();
    await userEvent.click(await actionsButton('In Progress'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Proposal' });
    expect(within(dialog).getByRole('textbox', { name: /Vendor Quoted Amount/ })).toHaveValue('700.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Proposal Saved')).toBeInTheDocument();
    const body = api.callsTo('PUT /api/workorder/updateproposal')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 301,
      quotedamount: '700.00',
      marginpercent: '30',
      details: [{ id: 901, itemtypeid: 1, quantity: '2.5', rates: '95.00', taxrate: '0' }],
    });
    expect(body).not.toHaveProperty('workorderid');
  });

  it('Remove asks first: "Failed to remove Proposal" with the reason, then "Removed Proposal"', async () => {
    const routes: Record<string, { status: number; body?: unknown }> = {
      [LIST]: { status: 200, body: [makeProposal()] },
      'DELETE /api/workorder/removeproposal': { status: 400, body: { message: 'Not today.' } },
    };
    const api = stubApi(routes);
    render();
    await userEvent.click(await actionsButton('In Progress'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Proposal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove Proposal')).toBeInTheDocument();
    expect(within(dialog).getByText('Not today.')).toBeInTheDocument();
    routes['DELETE /api/workorder/removeproposal'] = { status: 200, body: { id: 301, workorderid: 42 } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Proposal')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/workorder/removeproposal')[1]?.search.get('id')).toBe('301');
  });

  it('Complete calls completeproposal; Create Invoice says "Invoice created."', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeProposal(), makeProposal({ id: 302 }, 'Approved')] },
      'PUT /api/workorder/completeproposal': { status: 200, body: makeProposal({}, 'Complete') },
      'POST /api/workorder/convertproposal': {
        status: 201,
        body: {
          message: 'Invoice created.',
          invoiceid: 5,
          workorderid: 42,
          workorderproposalid: 302,
          amount: '237.50',
        },
      },
    });
    render();
    await userEvent.click(await actionsButton('In Progress'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Complete' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/completeproposal')[0]?.body).toEqual({ id: 301 });
    await userEvent.click(await actionsButton('Approved'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create Invoice' }));
    expect(await screen.findByText('Invoice created.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/convertproposal')[0]?.body).toEqual({ id: 302 });
  });

  it("removes a line under the grid with removeproposalitem; an approved proposal's lines stay", async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeProposal(), makeProposal({ id: 302 }, 'Approved')] },
      'DELETE /api/workorder/removeproposalitem': { status: 200, body: makeProposal({ details: [] }) },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: /^Show line items of .*\(In Progress\)$/ }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove line 1' }));
    expect(await screen.findByText('Removed item')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/workorder/removeproposalitem')[0]?.search.get('id')).toBe('901');
    await userEvent.click(screen.getByRole('button', { name: /^Show line items of .*\(Approved\)$/ }));
    expect(await screen.findByRole('table', { name: /Line items of approved/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
  });

  it("Preview shows the server's page in the Proposal Preview; PDF downloads the file the API names", async () => {
    const page = '<!doctype html><html><body><h1>Proposal</h1></body></html>';
    const api = stubApi({ [LIST]: { status: 200, body: [makeProposal()] } });
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/workorder/generatewoproposal') return api.fetchMock(input, init);
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(page, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    });
    render();
    await userEvent.click(await actionsButton('In Progress'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proposal Preview' });
    expect(await within(dialog).findByTitle('Proposal Preview')).toHaveAttribute('srcdoc', page);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await actionsButton('In Progress'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'PDF' }));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith('/api/workorder/generatewoproposal', 'proposal_301.pdf', {
        method: 'POST',
        body: { id: 301, preview: false },
        isNamedByServer: true,
        isSilent: true,
      }),
    );
    expect(bodies).toEqual([{ id: 301, preview: true }]);
  });
});
