import { DEFAULT_ROLE_PERMISSIONS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Profile } from '../../lib/session';
import { renderWithProviders } from '../../test/render';
import DashboardPage from './dashboard-page';
import { HIGHLIGHT_COLORS } from './row-highlight';

const DISPATCHER: Profile = {
  id: 3,
  user_id: 'dispatcher-1',
  email: 'dispatcher@example.com',
  name: 'Dana Dispatcher',
  given_name: 'Dana',
  family_name: 'Dispatcher',
  picture: null,
  roles: ['Dispatchers'],
  permissions: [...DEFAULT_ROLE_PERMISSIONS.Dispatchers],
  vendorid: null,
  customerid: null,
  reports: [],
};

const line = (vendorid: number) => ({
  wovendorid: vendorid,
  vendorid,
  vendorname: `Vendor ${vendorid}`,
  quotedamount: '0.00',
  status: 'Dispatched',
});

const row = (id: number, overrides: Record<string, unknown>) => ({
  id,
  workorderid: id,
  wonumber: String(100000 + id),
  ponumber: null,
  customername: 'Acme Stores',
  jobsite: 'Store 1',
  sitenumber: '001',
  city: 'Austin',
  statecode: 'TX',
  priority: 'Normal',
  priorityid: 4,
  dispatcher: 'Dana Dispatcher',
  dispatcherid: 3,
  status: 'Dispatched',
  statusid: 9,
  statuscolor: '#80DEEA',
  dispatchdate: null,
  scheduledate: null,
  promisedate: null,
  onsitetime: null,
  trades: ['Plumbing'],
  vendors: [line(1)],
  events: [],
  flagged: false,
  overridegeofencing: false,
  lastnote: null,
  customerdispatcher: null,
  ...overrides,
});

const ROWS = [
  row(1, {}),
  row(2, { flagged: true }),
  row(3, { vendors: [line(1), line(2)] }),
  row(4, { flagged: true, vendors: [line(1), line(2)], priority: 'Emergency', priorityid: 1 }),
];

function stubApi() {
  const alertCalls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/dashboard/getalerts') {
        alertCalls.push(url.searchParams);
        return json({
          data: ROWS,
          totalCount: ROWS.length,
          totalCountIsExact: true,
          summary: null,
          nextCursor: null,
        });
      }
      return json([]);
    }),
  );
  return alertCalls;
}

const renderPage = () =>
  renderWithProviders(
    <SessionContext.Provider value={DISPATCHER}>
      <DashboardPage />
    </SessionContext.Provider>,
    { route: '/dashboard' },
  );

const rowOf = (wonumber: string) => screen.getByRole('link', { name: wonumber }).closest('tr') as HTMLElement;

describe('DashboardPage (alerts dashboard)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for today first, sends the chosen ETA as days, and the exclusive checkboxes as flagged or mine', async () => {
    const calls = stubApi();
    renderPage();
    await screen.findByRole('link', { name: '100001' });
    expect(calls.at(-1)?.get('days')).toBe('0');
    expect(calls.at(-1)?.get('take')).toBe('50');

    await userEvent.click(screen.getByRole('combobox', { name: /^ETA/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Next 14 Days' }));
    await waitFor(() => expect(calls.at(-1)?.get('days')).toBe('14'));

    await userEvent.click(screen.getByRole('checkbox', { name: 'Flagged Orders' }));
    await waitFor(() => expect(calls.at(-1)?.get('flagged')).toBe('true'));
    expect(calls.at(-1)?.get('days')).toBe('14');

    await userEvent.click(screen.getByRole('checkbox', { name: 'My Work Orders' }));
    await waitFor(() => expect(calls.at(-1)?.get('mine')).toBe('true'));
    expect(calls.at(-1)?.has('flagged')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Flagged Orders' })).not.toBeChecked();
  });

  it('highlights flagged rows and rows with more than one vendor, and shows Emergency as the red chip', async () => {
    stubApi();
    renderPage();
    await screen.findByRole('link', { name: '100001' });

    const background = (wonumber: string) => getComputedStyle(rowOf(wonumber)).backgroundColor;
    const rgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
    };
    expect(background('100001')).not.toBe(rgb(HIGHLIGHT_COLORS.flagged));
    expect(background('100001')).not.toBe(rgb(HIGHLIGHT_COLORS.multivendor));
    expect(background('100002')).toBe(rgb(HIGHLIGHT_COLORS.flagged));
    expect(background('100003')).toBe(rgb(HIGHLIGHT_COLORS.multivendor));
    expect(background('100004')).toBe(rgb(HIGHLIGHT_COLORS.both));

    const emergencyRow = within(rowOf('100004'));
    // The one priority cell of every grid (decision 191).
    expect(emergencyRow.getByTitle('Emergency: ETA of 8 hours or less')).toHaveTextContent('Emergency');
    expect(within(rowOf('100001')).queryByTitle('Emergency: ETA of 8 hours or less')).toBeNull();
    expect(within(rowOf('100001')).getByText('Normal')).toBeInTheDocument();

    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(within(legend).getByText('Row: Flagged')).toBeInTheDocument();
    expect(within(legend).getByText('Row: More than one vendor')).toBeInTheDocument();
  });
});
