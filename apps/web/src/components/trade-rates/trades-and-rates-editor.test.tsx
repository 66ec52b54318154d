import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { Rate, Trade } from './api/trade-rates-api';
import { rateBodyOf, rateFormValues } from './rate-form';
import { TradesAndRatesEditor } from './trades-and-rates-editor';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const RATE: Rate = {
  id: 7,
  name: null,
  statecode: 'TX',
  statecodes: ['TX'],
  counties: [{ id: 10, county: 'Travis', statecode: 'TX' }],
  cities: [],
  zipcodes: [{ id: 12, zipcode: '78701', statecode: 'TX' }],
  regularrate: '85.50',
  overtimerate: '1250.00',
  holidayrate: null,
  tripcharge: null,
  markupcharge: '12.50',
  lastupdated: '2026-03-04T15:30:00.000Z',
};
const PLUMBING: Trade = { id: 3, tradeid: 34, tradename: 'Plumbing', isdeleted: false, rates: [RATE] };
const TRADES = [
  { tradeid: 20, tradename: 'General Maintenance', type: 'Facilities' },
  { tradeid: 33, tradename: 'HVAC', type: 'Facilities' },
  { tradeid: 34, tradename: 'Plumbing', type: 'Facilities' },
];

type Call = { method: string; path: string; body: unknown };

/** A fetch stub over the editor's calls; `fail` names the paths that answer 500. */
function stubApi({ fail = [] as string[] } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (fail.includes(url.pathname)) return json({ message: 'Rate could not be saved' }, 500);
      switch (url.pathname) {
        case '/api/vendor/gettrades':
          return json([PLUMBING]);
        case '/api/trades/tradelist':
          return json(TRADES);
        case '/api/geoinfo/getstates':
          return json([{ id: 1, statecode: 'TX', statename: 'Texas' }]);
        case '/api/vendor/trade/add':
          return json({ id: 5, trades: [PLUMBING] });
        case '/api/vendor/rate/add':
        case '/api/vendor/rate/update':
          return json({ ...RATE, vendortradeid: 3 });
        case '/api/vendor/rate/delete/7':
          return json({ id: 7, message: 'Removed rate!' });
        default:
          return json({}, 200);
      }
    }),
  );
  return calls;
}

const renderEditor = (props: { isReadOnly?: boolean } = {}) =>
  renderWithProviders(
    <TradesAndRatesEditor owner={{ area: 'vendor', id: 5 }} canCopyTrade isReadOnly={props.isReadOnly} />,
  );

describe('rate form', () => {
  it('sends the places as objects and as ids, money as decimals and the markup with 2 decimals', () => {
    const values = { ...rateFormValues({ ...RATE, vendortradeid: 3 } as Rate), markupcharge: '7.5%' };
    expect(values.overtimerate).toBe('1,250.00');
    expect(rateBodyOf(values, RATE)).toMatchObject({
      statecode: 'TX',
      statecodes: ['TX'],
      countyids: [10],
      cityids: [],
      zipids: [12],
      regularrate: '85.50',
      overtimerate: '1250.00',
      holidayrate: null,
      markupcharge: '7.50',
    });
  });
});

describe('TradesAndRatesEditor', () => {
  it('offers only the trades not yet present and requires a trade', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderEditor();
    await screen.findByText('Plumbing');
    await user.click(screen.getByRole('button', { name: 'Add Trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trade' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Trade is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/vendor/trade/add')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Trade' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['General Maintenance', 'HVAC']);
    await user.click(screen.getByRole('option', { name: 'HVAC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/vendor/trade/add')?.body).toEqual({
        tradeid: 33,
        tradename: 'HVAC',
        vendorid: 5,
      }),
    );
  });

  it('requires the regular rate, saves the rate and refreshes the rates about 1 s later', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Show rates of Plumbing' }));
    const rates = await screen.findByRole('region', { name: 'Rates of Plumbing' });
    expect(within(rates).getByText('$85.50')).toBeInTheDocument();
    expect(within(rates).getByText('12.50%')).toBeInTheDocument();

    await user.click(within(rates).getByRole('button', { name: 'Edit the rate of TX' }));
    const dialog = await screen.findByRole('dialog', { name: /Rate Details/ });
    const regular = within(dialog).getByRole('textbox', { name: /Regular Rate/ });
    await user.clear(regular);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Regular Rate is required.')).toBeInTheDocument();

    await user.type(regular, '90');
    const listsBefore = calls.filter((call) => call.path === '/api/vendor/gettrades').length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Rate Details/ })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.path === '/api/vendor/rate/update')?.body).toMatchObject({
      id: 7,
      regularrate: '90.00',
      statecodes: ['TX'],
      countyids: [10],
      zipids: [12],
    });
    expect(calls.filter((call) => call.path === '/api/vendor/gettrades')).toHaveLength(listsBefore);
    await waitFor(
      () =>
        expect(calls.filter((call) => call.path === '/api/vendor/gettrades').length).toBe(listsBefore + 1),
      { timeout: 2500 },
    );
  });

  it('closes Rate Details with an error toast when the save fails', async () => {
    stubApi({ fail: ['/api/vendor/rate/add'] });
    const notify = vi.fn();
    const { configureHttp, resetHttp } = await import('../../lib/http');
    configureHttp({ notifyError: notify });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add Rate to Plumbing' }));
    const dialog = await screen.findByRole('dialog', { name: /Rate Details/ });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('State is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'States' }));
    await user.click(await screen.findByRole('option', { name: 'TX - Texas' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Regular Rate/ }), '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Rate Details/ })).not.toBeInTheDocument(),
    );
    expect(notify).toHaveBeenCalledWith('Rate could not be saved');
    resetHttp();
  });

  it('removes a rate with "Removed rate!"', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Show rates of Plumbing' }));
    await user.click(await screen.findByRole('button', { name: 'Remove the rate of TX' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Rate' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed rate!')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/vendor/rate/delete/7')).toBe(
      true,
    );
  });

  it('read-only: the rates can be looked at but nothing added, copied or removed', async () => {
    stubApi();
    const user = userEvent.setup();
    renderEditor({ isReadOnly: true });
    await user.click(await screen.findByRole('button', { name: 'Show rates of Plumbing' }));
    expect(screen.queryByRole('button', { name: 'Add Trade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Rate to Plumbing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Trade Plumbing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Plumbing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the rate of TX' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View the rate of TX' })).toBeInTheDocument();
  });
});
