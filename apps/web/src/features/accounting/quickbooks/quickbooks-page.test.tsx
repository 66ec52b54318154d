import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { SessionContext } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { CONNECTED } from '../test-fixtures';
import QuickBooksPage from './quickbooks-page';

// /admin/quickbooks (decisions 176, 179): the three states, Connect sends the browser to Intuit, the callback's
// outcome is said once, Disconnect asks first, Sync payments now.

const STATUS = 'GET /api/accounting/quickbooks';
const NOT_CONNECTED = {
  ...CONNECTED,
  isConnected: false,
  realmId: null,
  companyName: null,
  connectedAt: null,
  refreshTokenExpiresAt: null,
};

const render = (route = '/admin/quickbooks') =>
  renderWithProviders(
    <SessionContext.Provider value={userOf('Admin')}>
      <QuickBooksPage />
    </SessionContext.Provider>,
    { route },
  );

describe('QuickBooks (/admin/quickbooks)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('not configured: names the settings that turn it on and offers no Connect', async () => {
    stubApi({
      [STATUS]: { status: 200, body: { ...NOT_CONNECTED, isConfigured: false, environment: null } },
    });
    render();
    expect(await screen.findByText(/QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect to QuickBooks' })).toBeNull();
  });

  it("Connect asks the API for Intuit's address and sends the browser there", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const api = stubApi({
      [STATUS]: { status: 200, body: NOT_CONNECTED },
      'POST /api/accounting/quickbooks/connect': {
        status: 200,
        body: { url: 'http://127.0.0.1:9/connect?state=s1' },
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect to QuickBooks' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/connect?state=s1'));
    expect(api.callsTo('POST /api/accounting/quickbooks/connect')).toHaveLength(1);
  });

  it('connected: company, realm and dates; ?connected=1 says it connected', async () => {
    stubApi({ [STATUS]: { status: 200, body: CONNECTED } });
    render('/admin/quickbooks?connected=1');
    expect(await screen.findByText('QuickBooks connected')).toBeInTheDocument();
    expect(await screen.findByText('Connected to Dispatchwise Sandbox Co')).toBeInTheDocument();
    expect(screen.getByText('4620816365')).toBeInTheDocument();
    expect(screen.getByText('Never')).toBeInTheDocument();
  });

  it("?error= shows Intuit's refusal", async () => {
    stubApi({ [STATUS]: { status: 200, body: NOT_CONNECTED } });
    render('/admin/quickbooks?error=access_denied');
    expect(await screen.findByText('QuickBooks was not connected: access_denied')).toBeInTheDocument();
  });

  it('Disconnect asks first; Sync payments now calls the sync', async () => {
    const api = stubApi({
      [STATUS]: { status: 200, body: CONNECTED },
      'POST /api/accounting/quickbooks/disconnect': { status: 204 },
      'POST /api/accounting/quickbooks/syncpayments': { status: 200, body: { payments: 1 } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sync payments now' }));
    expect(await screen.findByText('Payments synced from QuickBooks')).toBeInTheDocument();
    expect(api.callsTo('POST /api/accounting/quickbooks/syncpayments')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect QuickBooks' });
    expect(api.callsTo('POST /api/accounting/quickbooks/disconnect')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('QuickBooks disconnected')).toBeInTheDocument();
    expect(api.callsTo('POST /api/accounting/quickbooks/disconnect')).toHaveLength(1);
  });
});
