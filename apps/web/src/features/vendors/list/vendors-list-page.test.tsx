import { VENDOR_STATUS_TYPES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAPERWORK_COLORS } from '../../../entities/vendors';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { VendorListRow } from './api/get-vendors';
import VendorsListPage from './vendors-list-page';

const vendor = (id: number, overrides: Partial<VendorListRow> = {}): VendorListRow => ({
  id,
  name: `Vendor ${id}`,
  vendorstatustypeid: 2,
  isactive: true,
  vendorratings: 3.5,
  autoattachenabled: false,
  minnte: '150.00',
  tierid: 2,
  paperworkcomplete: true,
  backgroundchecksrun: true,
  address: '1 Main St',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  primaryphone: '(512) 555-0100',
  primaryemail: `v${id}@example.com`,
  secondaryphone: null,
  secondaryemail: null,
  workordercount: 7,
  wcexempt: false,
  wcexpirationdate: '2027-01-31T00:00:00.000Z',
  glexpirationdate: '2027-01-31T00:00:00.000Z',
  tradearray: ['HVAC', 'Plumbing'],
  glexpired: false,
  wcexpired: false,
  w9expired: false,
  ...overrides,
});

const ROWS = [
  vendor(1, { name: 'Acme Mechanical' }),
  vendor(2, {
    name: 'Bolt Electric',
    vendorstatustypeid: 1,
    paperworkcomplete: false,
    wcexpired: true,
    w9expired: true,
  }),
  vendor(3, { name: 'Cedar Supply', vendorstatustypeid: 3 }),
  vendor(4, { name: 'Dune Roofing', vendorstatustypeid: 4 }),
];

const page = { status: 200, body: { data: ROWS, totalCount: ROWS.length, totalCountIsExact: true } };
const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  'GET /api/vendor/getvendors': page,
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/views/getviews': { status: 200, body: [] },
  ...extra,
});

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const cellOf = (name: string) => screen.getByRole('link', { name }).closest('td') as HTMLElement;
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const listCalls = (api: ReturnType<typeof stubApi>) => api.callsTo('GET /api/vendor/getvendors');
/** Opens a row's actions menu and reads its items. */
async function menuOf(name: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

const DISPATCHER = userOf('Dispatchers');

describe('VendorsListPage (/vendor)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the vendors with the name coloured by paperwork and the status cell by status', async () => {
    stubApi(routes());
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });

    expect(screen.getByRole('link', { name: 'Acme Mechanical' })).toHaveAttribute(
      'href',
      '/vendor/details?id=1',
    );
    expect(cellOf('Acme Mechanical').style.backgroundColor).toBe(rgb(PAPERWORK_COLORS.complete));
    expect(cellOf('Bolt Electric').style.backgroundColor).toBe(rgb(PAPERWORK_COLORS.incomplete));

    for (const [name, statusid] of [
      ['Bolt Electric', 1],
      ['Acme Mechanical', 2],
      ['Cedar Supply', 3],
      ['Dune Roofing', 4],
    ] as const) {
      const status = VENDOR_STATUS_TYPES.find((type) => type.id === statusid)!;
      const cell = within(rowOf(name)).getByText(status.type).closest('td') as HTMLElement;
      expect(cell.style.backgroundColor).toBe(rgb(status.color));
    }
    expect(
      within(rowOf('Acme Mechanical')).getByRole('img', { name: /Rating 3.50 of 5/ }),
    ).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).getByText('$150.00')).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).getByText('Tier 2')).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).getByText('HVAC, Plumbing')).toBeInTheDocument();
  });

  it('marks expired paperwork with an icon that says what expired, not by colour alone', async () => {
    stubApi(routes());
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Bolt Electric' });
    const expiredRow = within(rowOf('Bolt Electric'));
    expect(expiredRow.getByRole('img', { name: 'WC expired' })).toBeInTheDocument();
    expect(expiredRow.getByRole('img', { name: 'Expired paperwork: WC, W9' })).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).queryByRole('img', { name: /expired/i })).toBeNull();
  });

  it('searches only for an empty text or more than 3 characters', async () => {
    const api = stubApi(routes());
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });
    const box = screen.getByPlaceholderText('Search vendors...');

    await userEvent.type(box, 'acm');
    // Give the search box's debounce time to pass: still no call with a search.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(listCalls(api).some((call) => call.search.has('searchValue'))).toBe(false);

    await userEvent.type(box, 'e');
    await waitFor(() => expect(listCalls(api).at(-1)?.search.get('searchValue')).toBe('acme'));

    const before = listCalls(api).length;
    await userEvent.type(box, '{backspace}');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(
      listCalls(api)
        .slice(before)
        .some((call) => call.search.get('searchValue') === 'acm'),
    ).toBe(false);

    await userEvent.clear(box);
    await waitFor(() => expect(listCalls(api).at(-1)?.search.has('searchValue')).toBe(false));
    expect(listCalls(api).at(-1)?.search.get('take')).toBe('20');
  });

  it('sends a document from the row menu and says whether it was sent', async () => {
    const api = stubApi(
      routes({
        'POST /api/vendor/senddoc/1/1': {
          status: 200,
          body: { recipients: ['v1@example.com'], mailoutboxid: 9 },
        },
        'POST /api/vendor/senddoc/2/5': {
          status: 400,
          body: { message: 'The vendor has no primary or dispatch e-mail address.' },
        },
      }),
    );
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });

    expect(await menuOf('Acme Mechanical')).toEqual([
      'View History',
      'Send COI',
      'Send W9',
      'Send Vendor Profile',
      'Send WC',
      'Send Expired GL/WC',
      'View Open Work Orders',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send W9' }));
    expect(await screen.findByText('Successfully sent.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/senddoc/1/1')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Bolt Electric' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send Expired GL/WC' }));
    expect(await screen.findByText(/^Failed to send\./)).toBeInTheDocument();
  });

  it('opens the history popup from the WO Count and the open work orders by status', async () => {
    const api = stubApi(
      routes({
        'GET /api/vendor/history': {
          status: 200,
          body: { data: [], totalCount: 0, totalCountIsExact: true },
        },
        'GET /api/vendor/getopenworkorders': { status: 200, body: [] },
      }),
    );
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });

    await userEvent.click(
      screen.getByRole('button', { name: '7 work orders of Acme Mechanical: open the history' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Work Orders of Acme Mechanical' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/vendor/history')[0]?.search.get('vendorid')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Acme Mechanical' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View Open Work Orders' }));
    expect(
      await screen.findByRole('dialog', { name: 'Open Work Orders of Acme Mechanical' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const calls = api.callsTo('GET /api/vendor/getopenworkorders');
      expect(calls.some((call) => call.search.get('vendorid') === '1' && !call.search.has('statusid'))).toBe(
        true,
      );
      expect(calls.some((call) => call.search.get('statusid') === '9')).toBe(true);
    });
  });

  it('offers staff who may not read work orders the sends only, and the WO Count as a number', async () => {
    stubApi(routes());
    const noOrders = {
      ...DISPATCHER,
      permissions: DISPATCHER.permissions.filter((permission) => permission !== 'read:workorders'),
    };
    renderAs(noOrders, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });
    expect(screen.queryByRole('button', { name: /open the history/ })).toBeNull();
    expect(await menuOf('Acme Mechanical')).toEqual([
      'Send COI',
      'Send W9',
      'Send Vendor Profile',
      'Send WC',
      'Send Expired GL/WC',
    ]);
  });

  it('gives staff Add Vendor and the grid tools; an external user none of them', async () => {
    stubApi(routes());
    const { unmount } = renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });
    expect(screen.getByRole('button', { name: 'Add Vendor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show/Hide columns' })).toBeInTheDocument();
    unmount();

    renderAs({ ...userOf('Vendor'), vendorid: 1 }, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Acme Mechanical' });
    expect(screen.queryByRole('button', { name: 'Add Vendor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show/Hide columns' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  });

  it('marks the vendors with uploads waiting for review, from one call for the whole list', async () => {
    const review = (id: number, vendorid: number) => ({ id, vendorid, vendorname: `Vendor ${vendorid}` });
    const api = stubApi(
      routes({
        'GET /api/vendor/documentreviews': { status: 200, body: [review(8, 2), review(9, 2), review(10, 4)] },
      }),
    );
    renderAs(DISPATCHER, <VendorsListPage />);
    await screen.findByRole('link', { name: 'Bolt Electric' });
    const mark = 'Documents waiting for review';
    expect(await within(cellOf('Bolt Electric')).findByRole('img', { name: mark })).toBeInTheDocument();
    expect(within(cellOf('Dune Roofing')).getByRole('img', { name: mark })).toBeInTheDocument();
    expect(within(cellOf('Acme Mechanical')).queryByRole('img', { name: mark })).toBeNull();
    const calls = api.callsTo('GET /api/vendor/documentreviews');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.search.has('vendorid')).toBe(false);
  });
});
