import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHERS, renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import ReassignDispatcherPage, { REASSIGN_MESSAGES } from './reassign-dispatcher-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOOKUPS = {
  'GET /api/customer/getcustomers': {
    status: 200,
    body: [{ id: 9, customername: 'Big Box Retail', isactive: true }],
  },
  'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS },
};

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: 'Customer' }));
  await user.click(await screen.findByRole('option', { name: 'Big Box Retail' }));
  await user.click(screen.getByRole('combobox', { name: 'New Dispatcher' }));
  await user.click(await screen.findByRole('option', { name: 'Eli Ops' }));
  await user.click(screen.getByRole('button', { name: 'Reassign' }));
}

describe('Reassign Dispatcher (bulk)', () => {
  it('is Admin only', () => {
    stubApi(LOOKUPS);
    renderAs(userOf('Dispatchers'), <ReassignDispatcherPage />);
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
  });

  it('requires the customer and the dispatcher, then posts them and says Updated Dispatcher!', async () => {
    const api = stubApi({
      ...LOOKUPS,
      'POST /api/workorder/reassigndispatchers': {
        status: 200,
        body: { customerid: 9, dispatcherid: 4, updated: 3 },
      },
    });
    const user = userEvent.setup();
    renderAs(userOf('Admin'), <ReassignDispatcherPage />);
    await user.click(screen.getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Customer is required.')).toBeInTheDocument();
    expect(screen.getByText('Dispatcher is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/reassigndispatchers')).toHaveLength(0);

    await fillAndSubmit(user);
    expect(await screen.findByText(REASSIGN_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/reassigndispatchers')[0]!.body).toEqual({
      customerid: 9,
      userid: 4,
    });
    expect(screen.getByText('3 open work orders of Big Box Retail now have Eli Ops.')).toBeInTheDocument();
  });

  it('says Failed to update dispatcher! when the call fails', async () => {
    stubApi({
      ...LOOKUPS,
      'POST /api/workorder/reassigndispatchers': { status: 500, body: { message: 'boom' } },
    });
    const user = userEvent.setup();
    renderAs(userOf('Admin'), <ReassignDispatcherPage />);
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByText(REASSIGN_MESSAGES.failed)).toBeInTheDocument());
    expect(screen.queryByText(REASSIGN_MESSAGES.updated)).not.toBeInTheDocument();
  });
});
