import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { OpenCount } from '../../../entities/work-orders';
import { PortalDashboard } from './portal-dashboard';

const ORDER = {
  id: 77,
  workorderid: 77,
  wonumber: '100077',
  ponumber: 'PO-9',
  customername: 'Acme Stores',
  jobsite: 'Store 12',
  city: 'Austin',
  status: 'Dispatched',
  statusid: 9,
  statuscolor: '#80DEEA',
  scheduledate: null,
  proposalamount: '1250.50',
};

/** Answers /api/{vendor|customer}/getopenworkorders with a count per status id, and records the calls. */
function stubCounts(counts: Record<number, number>) {
  const calls: URL[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname.endsWith('/getopenworkorders') && !url.searchParams.has('statusid')) {
      const body = Object.entries(counts).map(([statusid, count]): OpenCount => ({
        statusid: Number(statusid),
        status: 'status',
        label: 'label',
        count,
      }));
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }
    if (url.pathname.endsWith('/getopenworkorders')) {
      const body = { data: [ORDER], totalCount: 1, totalCountIsExact: true, summary: null, nextCursor: null };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }
    return new Response(JSON.stringify([]), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('PortalDashboard (vendor and customer home cards)', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the vendor cards with their statuses and counts of the vendor own orders', async () => {
    const calls = stubCounts({ 9: 4, 13: 2, 16: 0, 18: 1, 2: 3, 12: 5 });
    renderWithProviders(<PortalDashboard variant="vendor" ownerid={42} />);

    expect(await within(card('Pending')).findByRole('button', { name: 'Dispatched: 4' })).toBeInTheDocument();
    expect(within(card('In Progress')).getByRole('button', { name: 'Tech on Site: 2' })).toBeInTheDocument();
    expect(
      within(card('In Progress')).getByRole('button', { name: 'Waiting On Parts: 0' }),
    ).toBeInTheDocument();
    const review = within(card('Review'));
    expect(review.getByRole('button', { name: 'NOD: 1' })).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Pending Proposal: 3' })).toBeInTheDocument();
    expect(review.getByRole('button', { name: 'Waiting on Paperwork: 5' })).toBeInTheDocument();

    const countCalls = calls.filter((url) => url.pathname === '/api/vendor/getopenworkorders');
    expect(countCalls).toHaveLength(1);
    expect(countCalls[0]?.searchParams.get('vendorid')).toBe('42');
  });

  it('shows the customer cards with their statuses (Pending Proposal 21, Waiting on Approval 7)', async () => {
    const calls = stubCounts({ 9: 1, 21: 6, 13: 0, 16: 2, 7: 8 });
    renderWithProviders(<PortalDashboard variant="customer" ownerid={7} />);

    const pending = within(card('Pending'));
    expect(await pending.findByRole('button', { name: 'Dispatched: 1' })).toBeInTheDocument();
    expect(pending.getByRole('button', { name: 'Pending Proposal: 6' })).toBeInTheDocument();
    expect(
      within(card('In Progress')).getByRole('button', { name: 'Waiting On Parts: 2' }),
    ).toBeInTheDocument();
    expect(
      within(card('Review')).getByRole('button', { name: 'Waiting on Approval: 8' }),
    ).toBeInTheDocument();
    expect(within(card('Review')).getAllByRole('button')).toHaveLength(1);

    const countCalls = calls.filter((url) => url.pathname === '/api/customer/getopenworkorders');
    expect(countCalls).toHaveLength(1);
    expect(countCalls[0]?.searchParams.get('customerid')).toBe('7');
  });

  it('says so when the account has no vendor linked', () => {
    stubCounts({});
    renderWithProviders(<PortalDashboard variant="vendor" ownerid={null} />);
    expect(screen.getByText(/not linked to a vendor/)).toBeInTheDocument();
  });

  it('opens the popup grid of a vendor count with the vendor portal link and the company column', async () => {
    const calls = stubCounts({ 9: 4 });
    renderWithProviders(<PortalDashboard variant="vendor" ownerid={42} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatched: 4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dispatched Work Orders' });
    const link = await within(dialog).findByRole('link', { name: '100077' });
    expect(link).toHaveAttribute('href', '/vendorprofile/workorderdetails?id=77&origin=/home');
    expect(within(dialog).getByText('Company')).toBeInTheDocument();
    expect(within(dialog).queryByText('Proposal Amount')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    const gridCall = calls.find((url) => url.searchParams.get('statusid') === '9');
    expect(gridCall?.pathname).toBe('/api/vendor/getopenworkorders');
    expect(gridCall?.searchParams.get('vendorid')).toBe('42');
    expect(gridCall?.searchParams.get('take')).toBe('20');
  });

  it('shows the PO number and the proposal amount in a customer popup', async () => {
    stubCounts({ 7: 8 });
    renderWithProviders(<PortalDashboard variant="customer" ownerid={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Waiting on Approval: 8' }));

    const dialog = await screen.findByRole('dialog', { name: 'Waiting on Approval Work Orders' });
    expect(await within(dialog).findByRole('link', { name: '100077' })).toHaveAttribute(
      'href',
      '/customerprofile/workorderdetails?id=77&origin=/home',
    );
    expect(within(dialog).getByText('PO-9')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,250.50')).toBeInTheDocument();
  });
});
