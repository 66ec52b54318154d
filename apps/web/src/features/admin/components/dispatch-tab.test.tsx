import { DISPATCH_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { DispatchVendor, DispatchVendorChoice, TradeOption } from '../types';
import { DISPATCH_TOASTS, DispatchTab } from './dispatch-tab';

const TRADES: TradeOption[] = [
  { tradeid: 3, tradename: 'Electrical', type: 'trade' },
  { tradeid: 5, tradename: 'Plumbing', type: 'trade' },
];

const listed = (vendorid: number, name: string, priority: number): DispatchVendor => ({
  tradeid: 5,
  vendorid,
  priority,
  name,
  city: 'Tulsa',
  statecode: 'OK',
  postalcode: '74103',
  autoattachenabled: true,
  isactive: true,
  blockedreason: null,
});
const LIST = [
  listed(11, 'Acme Plumbing', 1),
  { ...listed(12, 'Best Pipes', 2), blockedreason: 'Redlined' as const },
];
const CHOICE: DispatchVendorChoice = {
  vendorid: 20,
  name: 'Clear Drains',
  address: '1 Main St',
  city: 'Dallas',
  statecode: 'TX',
  postalcode: '75201',
  autoattachenabled: false,
};

afterEach(() => vi.unstubAllGlobals());

function setUp(answers: Record<string, { status: number; body?: unknown }> = {}) {
  const api = stubApi({
    'GET /api/trades/tradelist': { status: 200, body: TRADES },
    'GET /api/admin/getvendorsbytradeid': { status: 200, body: LIST },
    'GET /api/admin/getallvendorsbytradeid': { status: 200, body: [CHOICE] },
    'POST /api/admin/savedispatchvendor': { status: 200, body: [...LIST, listed(20, 'Clear Drains', 3)] },
    'PUT /api/admin/updatedispatchvendor': { status: 200, body: [LIST[1]!] },
    ...answers,
  });
  const user = userEvent.setup();
  renderAs(userOf('Admin'), <DispatchTab />);
  return { ...api, user };
}

async function choosePlumbing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Trade' }));
  await user.click(await screen.findByRole('option', { name: 'Plumbing' }));
  await screen.findByText('Acme Plumbing');
}

describe('Admin > Dispatch', () => {
  it('loads nothing until a trade is chosen, then the trade list by priority', async () => {
    const { user, callsTo } = setUp();
    expect(screen.getByText('Choose a trade.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeDisabled();
    expect(callsTo('GET /api/admin/getvendorsbytradeid')).toHaveLength(0);

    await choosePlumbing(user);
    expect(callsTo('GET /api/admin/getvendorsbytradeid')[0]!.search.get('tradeId')).toBe('5');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Acme Plumbing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Best Pipes')).toBeInTheDocument();
    // Auto-dispatch passes a Redlined vendor over: the row says so.
    expect(within(rows[1]!).getByText('Redlined')).toBeInTheDocument();
    for (const header of ['Name', 'City', 'State', 'Zip', 'Auto Attach', 'Priority'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
  });

  it("Add Vendor opens 'Select Vendor' with the trade's choices and posts the one chosen with its priority", async () => {
    const { user, callsTo } = setUp();
    await choosePlumbing(user);
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    expect(callsTo('GET /api/admin/getallvendorsbytradeid')[0]!.search.get('tradeId')).toBe('5');
    await within(dialog).findByText('Clear Drains');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a vendor.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin/savedispatchvendor')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Choose Clear Drains' }));
    expect(within(dialog).getByText('Chosen: Clear Drains')).toBeInTheDocument();
    // The next priority is offered.
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('3');
    await user.clear(within(dialog).getByLabelText('Priority'));
    await user.type(within(dialog).getByLabelText('Priority'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(callsTo('POST /api/admin/savedispatchvendor')[0]!.body).toEqual({
        tradeid: 5,
        vendorid: 20,
        priority: 2,
      }),
    );
    expect(await screen.findByText(DISPATCH_TOASTS.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The grid shows the list the save answered.
    expect(screen.getByText('Clear Drains')).toBeInTheDocument();
  });

  it('a refused save keeps the popup open with the message on the priority', async () => {
    const { user } = setUp({
      'POST /api/admin/savedispatchvendor': {
        status: 400,
        body: { message: 'Invalid input', errors: { priority: DISPATCH_MESSAGES.priorityTooLarge } },
      },
    });
    await choosePlumbing(user);
    await user.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Clear Drains' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(DISPATCH_MESSAGES.priorityTooLarge)).toBeInTheDocument();
  });

  it('Change Priority checks the number, then puts the new one', async () => {
    const { user, callsTo } = setUp();
    await choosePlumbing(user);
    await user.click(screen.getByRole('button', { name: 'Change the priority of Best Pipes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Priority' });
    const field = within(dialog).getByLabelText('Priority');
    expect(field).toHaveValue('2');
    await user.clear(field);
    await user.type(field, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(DISPATCH_MESSAGES.priorityInvalid)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('PUT /api/admin/updatedispatchvendor')[0]!.body).toEqual({
        tradeid: 5,
        vendorid: 12,
        priority: 1,
      }),
    );
    expect(await screen.findByText(DISPATCH_TOASTS.updated)).toBeInTheDocument();
  });

  it('Remove asks first, then sends priority 0 (and a priority of 0 typed asks the same)', async () => {
    const { user, callsTo } = setUp();
    await choosePlumbing(user);
    await user.click(screen.getByRole('button', { name: 'Remove Acme Plumbing' }));
    let question = await screen.findByRole('dialog', { name: 'Remove Vendor' });
    expect(
      within(question).getByText('Take Acme Plumbing off the Plumbing dispatch list?'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('PUT /api/admin/updatedispatchvendor')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Change the priority of Acme Plumbing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Priority' });
    await user.clear(within(dialog).getByLabelText('Priority'));
    await user.type(within(dialog).getByLabelText('Priority'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    question = await screen.findByRole('dialog', { name: 'Remove Vendor' });
    expect(callsTo('PUT /api/admin/updatedispatchvendor')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Remove' }));

    await waitFor(() =>
      expect(callsTo('PUT /api/admin/updatedispatchvendor')[0]!.body).toEqual({
        tradeid: 5,
        vendorid: 11,
        priority: 0,
      }),
    );
    expect(await screen.findByText(DISPATCH_TOASTS.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Acme Plumbing')).not.toBeInTheDocument());
  });
});
