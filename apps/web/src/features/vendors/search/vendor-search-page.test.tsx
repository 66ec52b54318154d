import { VENDOR_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { VendorSearchResult } from './api/search-vendors';
import { SEARCH_ROW_COLORS } from './components/search-results';
import { ZIP_MESSAGES } from './search-form-values';
import VendorSearchPage from './vendor-search-page';

const found = (id: number, overrides: Partial<VendorSearchResult> = {}): VendorSearchResult => ({
  id,
  name: `Vendor ${id}`,
  ispreferredvendor: false,
  primaryphone: '(512) 555-0100',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  county: 'Travis',
  dispatchemail: `dispatch${id}@example.com`,
  vendorstatus: 'Complete',
  vendorstatustypeid: 2,
  wocount: 3,
  trades: 'HVAC, Plumbing',
  tierid: 1,
  distancefromjob: 4.25,
  ...overrides,
});

const RESULTS = [
  found(1, { name: 'Acme Mechanical', ispreferredvendor: true }),
  found(2, { name: 'Bolt Electric', vendorstatus: 'Incomplete', vendorstatustypeid: 1, distancefromjob: 12 }),
  found(3, { name: 'Cedar Supply', vendorstatus: 'Supplier', vendorstatustypeid: 3, distancefromjob: 20 }),
  found(4, { name: 'Dune Roofing', vendorstatus: 'Redlined', vendorstatustypeid: 4, distancefromjob: 30 }),
];

const TRADES = [
  { tradeid: 33, tradename: 'HVAC', type: 'trade' },
  { tradeid: 34, tradename: 'Plumbing', type: 'trade' },
];

const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  'GET /api/trades/tradelist': { status: 200, body: TRADES },
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/geoinfo/getstates': {
    status: 200,
    body: [
      { id: 1, statecode: 'AZ', statename: 'Arizona' },
      { id: 2, statecode: 'TX', statename: 'Texas' },
    ],
  },
  'POST /api/vendor/searchbyradius': { status: 200, body: RESULTS },
  'POST /api/vendor/searchbygeography': {
    status: 200,
    body: RESULTS.map((row) => ({ ...row, distancefromjob: null })),
  },
  ...extra,
});

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
const zipBox = () => screen.getByRole('textbox', { name: /Zip Code/ });
const searchButton = () => screen.getByRole('button', { name: 'Search' });

const renderPage = () => renderAs(userOf('Dispatchers'), <VendorSearchPage />);

describe('VendorSearchPage (/vendor/search)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a 5-digit zip before searching by radius', async () => {
    const api = stubApi(routes());
    renderPage();
    await userEvent.click(searchButton());
    expect(await screen.findByText(ZIP_MESSAGES.required)).toBeInTheDocument();

    await userEvent.type(zipBox(), '787');
    await userEvent.click(searchButton());
    expect(await screen.findByText(ZIP_MESSAGES.digits)).toBeInTheDocument();

    await userEvent.type(zipBox(), 'ab');
    await userEvent.click(searchButton());
    expect(await screen.findByText(ZIP_MESSAGES.digits)).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/searchbyradius')).toHaveLength(0);
  });

  it('searches by trades, radius (50 by default) and zip, and colours the rows by status', async () => {
    const api = stubApi(routes());
    renderPage();
    expect(screen.getByRole('combobox', { name: 'Radius' })).toHaveTextContent('50 miles');

    await userEvent.click(screen.getByRole('combobox', { name: 'Radius' }));
    await userEvent.click(await screen.findByRole('option', { name: '75 miles' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Trades' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Plumbing' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(zipBox(), '78701');
    await userEvent.click(searchButton());

    await screen.findByRole('link', { name: 'Acme Mechanical' });
    expect(api.callsTo('POST /api/vendor/searchbyradius')[0]?.body).toEqual({
      trades: [34],
      radius: 75,
      zip: '78701',
    });
    expect(screen.getByRole('link', { name: 'Acme Mechanical' })).toHaveAttribute(
      'href',
      '/vendor/details?id=1',
    );
    expect(within(rowOf('Acme Mechanical')).getByText('4.3 mi')).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).getByLabelText('Yes')).toBeInTheDocument();
    expect(within(rowOf('Acme Mechanical')).getByText('Tier 1')).toBeInTheDocument();
    expect(rowOf('Acme Mechanical').style.backgroundColor).toBe(rgb(SEARCH_ROW_COLORS.complete));
    expect(rowOf('Bolt Electric').style.backgroundColor).toBe(rgb(SEARCH_ROW_COLORS.incomplete));
    expect(rowOf('Cedar Supply').style.backgroundColor).toBe(rgb(SEARCH_ROW_COLORS.supplier));
    expect(rowOf('Dune Roofing').style.backgroundColor).toBe(rgb(SEARCH_ROW_COLORS.other));

    await userEvent.click(
      screen.getByRole('button', { name: '3 work orders of Acme Mechanical: open the history' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Work Orders of Acme Mechanical' })).toBeInTheDocument();
  });

  it('searches by geography once a place is chosen, without a distance column', async () => {
    const api = stubApi(routes());
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Geography' }));
    expect(screen.queryByRole('textbox', { name: /Zip Code/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Counties' })).toBeDisabled();

    await userEvent.click(searchButton());
    expect(await screen.findByText(VENDOR_MESSAGES.noPlaces)).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/searchbygeography')).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'States' }));
    await userEvent.click(await screen.findByRole('option', { name: 'TX - Texas' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText(VENDOR_MESSAGES.noPlaces)).toBeNull();
    await userEvent.click(searchButton());

    await screen.findByRole('link', { name: 'Acme Mechanical' });
    expect(api.callsTo('POST /api/vendor/searchbygeography')[0]?.body).toEqual({
      trades: [],
      statecodes: ['TX'],
      countyids: [],
      cityids: [],
      zipcodeids: [],
    });
    expect(screen.queryByRole('columnheader', { name: /Est. Distance/ })).toBeNull();
  });

  it('says when nothing matched and when the search failed', async () => {
    stubApi(routes({ 'POST /api/vendor/searchbyradius': { status: 200, body: [] } }));
    const { unmount } = renderPage();
    await userEvent.type(zipBox(), '78701');
    await userEvent.click(searchButton());
    expect(await screen.findByText('No vendors match this search.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubApi(
      routes({
        'POST /api/vendor/searchbyradius': {
          status: 400,
          body: { message: 'Zip code not found.', errors: { zip: 'Zip code not found.' } },
        },
      }),
    );
    renderPage();
    await userEvent.type(zipBox(), '00000');
    await userEvent.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed: Zip code not found.');
    expect(zipBox()).toHaveAccessibleDescription('Zip code not found.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Acme Mechanical' })).toBeNull());
  });
});
