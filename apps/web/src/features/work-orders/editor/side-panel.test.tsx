import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { WorkOrderSidePanel } from './side-panel';
import { makeDetail } from './editor-test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RATES = [
  {
    name: 'Acme TX plumbing',
    tradeid: 33,
    tradename: 'Plumbing',
    statecode: 'TX',
    regularrate: '85',
    overtimerate: '127.5',
    holidayrate: '170.00',
    tripcharge: '1250',
    markuppercent: '10',
    city: null,
    county: null,
    zipcode: null,
  },
];

describe('WorkOrderSidePanel', () => {
  it('shows N/A, "No Customer Rates found." on a 204 and "No Procedures Found"', async () => {
    const api = stubApi({
      'GET /api/customer/traderates': { status: 204 },
      'GET /api/workorder/vendors': { status: 200, body: [] },
      'GET /api/workorder/getpastvendors': { status: 200, body: [] },
    });
    renderAs(userOf('Dispatchers'), <WorkOrderSidePanel workOrder={makeDetail()} />);

    expect(await screen.findByText('No Customer Rates found.')).toBeInTheDocument();
    expect(screen.getByText('No Procedures Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Management Provider Information' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    const [call] = api.callsTo('GET /api/customer/traderates');
    expect(call?.search.get('customerid')).toBe('9');
    expect(call?.search.get('statecode')).toBe('TX');
    // The vendor sections (issue 10) say so when the order has none.
    expect(await screen.findByText('No Vendors Found')).toBeInTheDocument();
    expect(await screen.findByText('No Previous Vendors Found')).toBeInTheDocument();
  });

  it('lists the rates as money, the procedures, and the provider with a masked password', async () => {
    stubApi({ 'GET /api/customer/traderates': { status: 200, body: RATES } });
    const workOrder = makeDetail({
      managementprovider: {
        managementprovider: 'ServiceChannel',
        webaddress: 'portal.servicechannel.test',
        userid: 'acme-ops',
        password: 's3cret!',
      },
      jobsite: {
        ...makeDetail().jobsite!,
        procedures: [
          { id: 1, procedure: 'Check in with the store manager.' },
          { id: 2, procedure: 'No work during opening hours.' },
        ],
      },
    });
    renderAs(userOf('Dispatchers'), <WorkOrderSidePanel workOrder={workOrder} />);

    const table = await screen.findByRole('table', { name: 'Customer Trade Rates' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Trade', 'State', 'RT', 'OT', 'DT/H', 'TC']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // The rate's name sits under the trade: a customer may have a state-wide and a city rate for one trade.
    expect(cells).toEqual(['PlumbingAcme TX plumbing', 'TX', '$85.00', '$127.50', '$170.00', '$1,250.00']);

    const procedures = screen.getByRole('list', { name: 'Special Jobsite Procedures' });
    expect(
      within(procedures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Check in with the store manager.', 'No work during opening hours.']);

    const link = screen.getByRole('link', { name: 'portal.servicechannel.test' });
    expect(link).toHaveAttribute('href', 'https://portal.servicechannel.test');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('acme-ops')).toBeInTheDocument();
    expect(screen.queryByText('s3cret!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByText('s3cret!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.queryByText('s3cret!')).not.toBeInTheDocument();
  });

  it.each(['Vendor', 'Tech', 'Customer'] as const)(
    'shows a %s user the procedures only: no provider (the API leaves it out), no customer rates',
    (role) => {
      const api = stubApi({});
      const { managementprovider: _provider, margin: _margin, ...forExternal } = makeDetail();
      renderAs(userOf(role), <WorkOrderSidePanel workOrder={forExternal} />);
      expect(screen.getByText('No Procedures Found')).toBeInTheDocument();
      expect(screen.queryByText('Management Provider Information')).not.toBeInTheDocument();
      expect(screen.queryByText('Customer Trade Rates')).not.toBeInTheDocument();
      expect(api.fetchMock).not.toHaveBeenCalled();
    },
  );

  it('makes no rates call, and asks for no previous vendors, without a job site', () => {
    const api = stubApi({ 'GET /api/workorder/vendors': { status: 200, body: [] } });
    renderAs(
      userOf('Dispatchers'),
      <WorkOrderSidePanel workOrder={makeDetail({ jobsite: null, jobsiteid: null })} />,
    );
    expect(screen.getByText('No Customer Rates found.')).toBeInTheDocument();
    expect(screen.getByText('No Procedures Found')).toBeInTheDocument();
    expect(screen.getByText('No Previous Vendors Found')).toBeInTheDocument();
    expect(api.callsTo('GET /api/customer/traderates')).toHaveLength(0);
    expect(api.callsTo('GET /api/workorder/getpastvendors')).toHaveLength(0);
  });

  it('folds a section away', async () => {
    stubApi({ 'GET /api/customer/traderates': { status: 204 } });
    renderAs(userOf('Dispatchers'), <WorkOrderSidePanel workOrder={makeDetail()} />);
    const header = screen.getByRole('button', { name: 'Special Jobsite Procedures' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });
});
