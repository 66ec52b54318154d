import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import AccountingPendingPage from './accounting-page';
import { CONNECTED, LISTS } from './test-fixtures';

// The Accounting screen (spec A "Accounting", decision 179): what Push Approved to QB sends, queued rows,
// totals, NOD marks, the tab's log filter, Remove, and the push being off without a connection.

const PENDING = 'GET /api/accounting/getpendingsyncs';
const SUBMIT = 'POST /api/accounting/submitpending';
const LOGS = 'GET /api/accounting/gettransmissionlogs';
const ACCOUNTING = userOf('AccountingAdmin');

const log = {
  id: 1,
  typeId: 1,
  workorderId: 42,
  vendorId: 77,
  workOrderNumber: 'WO-1040',
  customerName: 'Big Box Stores',
  vendorName: 'Acme Plumbing',
  invoiceNumber: 'AP-1',
  startTime: '2026-11-20T15:00:00.000Z',
  endTime: '2026-11-20T15:00:01.000Z',
  errorMessage: 'Vendor Acme Plumbing is not in QuickBooks.',
  success: false,
};

const routes = (overrides: Record<string, { status: number; body?: unknown }> = {}) => ({
  [PENDING]: { status: 200, body: LISTS },
  'GET /api/accounting/quickbooks': { status: 200, body: CONNECTED },
  'GET /api/accounting/getuploadingstatus': { status: 200, body: false },
  [LOGS]: {
    status: 200,
    body: { data: [log], totalCount: 1, totalCountIsExact: true, summary: null, nextCursor: null },
  },
  [SUBMIT]: {
    status: 200,
    body: {
      ...LISTS,
      vendorBilling: LISTS.vendorBilling.map((row) => ({ ...row, approvedByAccounting: true })),
    },
  },
  'GET /api/site/meta': { status: 200, body: [] },
  ...overrides,
});

const openTab = async (name: RegExp) => userEvent.click(await screen.findByRole('tab', { name }));

describe('Accounting (/accounting/pending)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('pushes the checked rows of every tab under the spec names and says Approved Rows Sent', async () => {
    const pushed = routes()[SUBMIT]!;
    // As the server does, the lists read after the push (when the worker's status says it ended) hold the
    // queued rows too, not the lists from before it.
    const api = stubApi({
      ...routes(),
      get [PENDING]() {
        return api.callsTo(SUBMIT).length > 0 ? pushed : { status: 200, body: LISTS };
      },
    });
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Approve WO-1044 Big Box Stores' }));
    await openTab(/^Vendor Billing/);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Approve WO-1042 Bolt Electric' }));
    await openTab(/^Customer Invoicing/);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve All' }));
    expect(screen.getByText('4 approved to push')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Push Approved to QB' }));
    expect(await screen.findByText('Approved Rows Sent')).toBeInTheDocument();
    expect(api.callsTo(SUBMIT)[0]!.body).toEqual({
      VendorBilling: [{ workorderVendorId: 502 }],
      CustomerBilling: [{ invoiceId: 900 }, { invoiceId: 901 }],
      PendingVendors: [],
      CompleteBilling: [{ invoiceId: 910 }],
    });
    // The answer replaced the lists: the vendor bills are now queued and cannot be checked again.
    // The tab already showed one queued bill before the push: wait for all three, not the first match.
    await openTab(/^Vendor Billing/);
    await waitFor(() => expect(screen.getAllByText('Queued')).toHaveLength(3));
    expect(screen.queryByRole('checkbox', { name: /^Approve WO-1042/ })).toBeNull();
  });

  it('shows a queued row as Queued, the NOD mark in words, links in a new tab and exact totals', async () => {
    stubApi(routes());
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await openTab(/^Vendor Billing \(3\)/);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Approve / })).toHaveLength(2);
    expect(screen.getByRole('img', { name: /flagged NOD/ })).toBeInTheDocument();
    expect(screen.getByText('Total: $350.00')).toBeInTheDocument();
    const vendor = screen.getByRole('link', { name: 'Bolt Electric' });
    expect(vendor).toHaveAttribute('href', '/vendor/details?id=78');
    expect(vendor).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: 'WO-1042' })[0]).toHaveAttribute(
      'href',
      '/workorder/details?id=42',
    );

    await openTab(/^Customer Invoicing/);
    expect(await screen.findByText('Total: $1,000.30')).toBeInTheDocument();
    expect(screen.getByText('Total: $600.30')).toBeInTheDocument();
  });

  it("a tab's log asks for its typeId, newest first, 5 a page, and highlights a failure", async () => {
    const api = stubApi(routes());
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    expect(await screen.findByText('Vendor Acme Plumbing is not in QuickBooks.')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    const first = api.callsTo(LOGS)[0]!.search;
    expect(JSON.parse(first.get('filter')!)).toEqual(['typeId', '=', 1]);
    expect(first.get('take')).toBe('5');
    expect(JSON.parse(first.get('sort')!)).toEqual([{ selector: 'startTime', desc: true }]);

    await openTab(/^Customer Invoicing/);
    await waitFor(() =>
      expect(JSON.parse(api.callsTo(LOGS).at(-1)!.search.get('filter')!)).toEqual(['typeId', '=', 2]),
    );
  });

  it('as cards (a phone), a row is approved and pushed the same way', async () => {
    const api = stubApi(routes());
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await openTab(/^Vendor Billing/);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Show as cards' }))[0]!);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[2]!).getByText('Queued')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$0.20')).toBeInTheDocument();
    await userEvent.click(within(cards[0]!).getByRole('checkbox', { name: 'Approve WO-1042 Acme Plumbing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Push Approved to QB' }));
    await waitFor(() =>
      expect(api.callsTo(SUBMIT)[0]?.body?.VendorBilling).toEqual([{ workorderVendorId: 501 }]),
    );
  });

  it('as cards, a log row says its outcome, what it was and the error in full', async () => {
    stubApi(routes());
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    const log = await screen.findByRole('region', { name: 'Transmission log' });
    await userEvent.click(await within(log).findByRole('button', { name: 'Show as cards' }));
    const card = await within(log).findByRole('listitem');
    expect(card).toHaveTextContent('Failed');
    expect(card).toHaveTextContent('WO-1040 · Acme Plumbing · AP-1');
    expect(card).toHaveTextContent('Vendor Acme Plumbing is not in QuickBooks.');
  });

  it('a Completed Invoicing row opens its vendor bills and invoice lines', async () => {
    stubApi(routes());
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of WO-1044' }));
    const bills = screen.getByRole('table', { name: 'Vendor bills of WO-1044' });
    expect(within(bills).getByRole('link', { name: 'Acme Plumbing' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Invoice lines of WO-1044' });
    expect(within(lines).getByText('Fan motor')).toBeInTheDocument();
    expect(within(lines).getByText('$500.10')).toBeInTheDocument();
  });

  it('Remove asks first, then removes the bill and shows the returned lists', async () => {
    const api = stubApi(
      routes({
        'PUT /api/accounting/removevendorbill/501': {
          status: 200,
          body: { ...LISTS, vendorBilling: LISTS.vendorBilling.slice(1) },
        },
      }),
    );
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await openTab(/^Vendor Billing/);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove WO-1042 Acme Plumbing' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Vendor Bill' });
    expect(within(dialog).getByText(/Acme Plumbing on WO-1042 \(\$250\.10\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Vendor bill removed')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/accounting/removevendorbill/501')).toHaveLength(1);
    expect(await screen.findByRole('tab', { name: /^Vendor Billing \(2\)/ })).toBeInTheDocument();
  });

  it('without a connection the push is off and the line says where an administrator connects', async () => {
    stubApi(
      routes({
        'GET /api/accounting/quickbooks': { status: 200, body: { ...CONNECTED, isConnected: false } },
      }),
    );
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    expect(await screen.findByText(/QuickBooks is not connected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin > QuickBooks' })).toHaveAttribute(
      'href',
      '/admin/quickbooks',
    );
    expect(screen.getByRole('button', { name: 'Push Approved to QB' })).toBeDisabled();
  });

  it('a refused push shows the API message and keeps the rows checked', async () => {
    stubApi(
      routes({
        [SUBMIT]: { status: 400, body: { message: 'This row is no longer pending. Refresh the list.' } },
      }),
    );
    renderAs(ACCOUNTING, <AccountingPendingPage />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Approve WO-1044 Big Box Stores' }));
    await userEvent.click(screen.getByRole('button', { name: 'Push Approved to QB' }));
    expect(await screen.findByText('This row is no longer pending. Refresh the list.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Approve WO-1044 Big Box Stores' })).toBeChecked();
  });
});
