import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../entities/work-orders/test-helpers';
import { renderPortal, TECH, VENDOR } from '../work-orders/test-fixtures';
import InvoicesPage from './invoices-page';
import ProposalsPage from './proposals-page';

// My Proposals and My Invoices (decision 164): the page's status as the API's `status`, the title, the
// columns, the amount's total and the link to the order's tab.

const PROPOSALS = 'GET /api/vendorprofile/proposals';
const INVOICES = 'GET /api/vendorprofile/invoices';

const proposal = {
  id: 7,
  workorderid: 42,
  wonumber: 'WO-1042',
  customername: 'Big Box Stores',
  city: 'Austin',
  statecode: 'TX',
  proposalnumber: 'P-100',
  proposaldate: '2026-11-20T15:30:00.000Z',
  description: 'Replace the fan motor',
  proposalstatusid: 1,
  proposalstatus: 'Draft',
  proposalamount: '1234.50',
};
const invoice = {
  id: 9,
  workorderid: 43,
  wonumber: 'WO-1043',
  customername: 'Big Box Stores',
  city: 'Dallas',
  statecode: 'TX',
  invoicenumber: 'INV-9',
  invoicedate: '2026-11-21T15:30:00.000Z',
  description: 'Fan motor replaced',
  invoicestatusid: 3,
  invoicestatus: 'Approved',
  invoiceamount: '99.00',
  paiddate: '2026-11-25T12:00:00.000Z',
  paymentrefnumber: 'CHK-1042',
  paymenttype: 'Check',
};

const page = (rows: unknown[], summary: number[]) => ({
  status: 200,
  body: { data: rows, totalCount: rows.length, totalCountIsExact: true, summary, nextCursor: null },
});
const routes = () => ({
  [PROPOSALS]: page([proposal], [1234.5]),
  [INVOICES]: page([invoice], [99]),
  'GET /api/site/meta': { status: 200, body: [] },
});

describe('My Proposals and My Invoices (/vendorprofile/proposals, /vendorprofile/invoices)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['open', 'My Proposals - Open'],
    ['waiting', 'My Proposals - Waiting'],
    ['approved', 'My Proposals - Approved'],
    ['rejected', 'My Proposals - Rejected'],
  ])('status=%s asks the API for that status and is titled %s', async (status, title) => {
    const api = stubApi(routes());
    renderPortal(VENDOR, <ProposalsPage />, `/vendorprofile/proposals?status=${status}`);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WO-1042' });
    const call = api.callsTo(PROPOSALS)[0]!;
    expect(call.search.get('status')).toBe(status);
    expect(call.search.get('take')).toBe('100');
    expect(JSON.parse(call.search.get('totalSummary')!)).toEqual([
      { selector: 'proposalamount', summaryType: 'sum' },
    ]);
  });

  it('without a status (or an unknown one) shows All and sends none', async () => {
    const api = stubApi(routes());
    renderPortal(VENDOR, <ProposalsPage />, '/vendorprofile/proposals?status=drafts');
    expect(screen.getByRole('heading', { name: 'My Proposals - All' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WO-1042' });
    expect(api.callsTo(PROPOSALS)[0]!.search.has('status')).toBe(false);
  });

  it("links the work order # to the order's Proposals tab, with Back to this list", async () => {
    stubApi(routes());
    renderPortal(VENDOR, <ProposalsPage />, '/vendorprofile/proposals?status=open');
    const link = await screen.findByRole('link', { name: 'WO-1042' });
    expect(link).toHaveAttribute(
      'href',
      `/vendorprofile/workorderdetails?id=42&tab=proposals&origin=${encodeURIComponent(
        '/vendorprofile/proposals?status=open',
      )}`,
    );
    for (const text of ['Big Box Stores', 'Austin', 'P-100', '11/20/2026', 'Replace the fan motor', 'Draft'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Total: $1,234.50')).toBeInTheDocument();
  });

  it('the status buttons open the list in another status', async () => {
    const api = stubApi(routes());
    renderPortal(TECH, <ProposalsPage />, '/vendorprofile/proposals?status=open');
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'My Proposals - Rejected' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(PROPOSALS).at(-1)!.search.get('status')).toBe('rejected'));
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'My Proposals - All' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(PROPOSALS).at(-1)!.search.has('status')).toBe(false));
  });

  it("My Invoices asks the invoices list and links to the order's Invoices tab", async () => {
    const api = stubApi(routes());
    renderPortal(VENDOR, <InvoicesPage />, '/vendorprofile/invoices?status=approved');
    expect(screen.getByRole('heading', { name: 'My Invoices - Approved' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'WO-1043' });
    expect(link.getAttribute('href')).toMatch(/^\/vendorprofile\/workorderdetails\?id=43&tab=invoices&/);
    expect(api.callsTo(INVOICES)[0]!.search.get('status')).toBe('approved');
    expect(screen.getByText('INV-9')).toBeInTheDocument();
    expect(screen.getByText('Total: $99.00')).toBeInTheDocument();
    // Paid in QuickBooks: when, by which reference and how (decision 179).
    for (const text of ['Paid Date', 'Payment Ref #', '11/25/2026', 'CHK-1042', 'Check'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(api.callsTo(PROPOSALS)).toHaveLength(0);
  });

  it('Reset Layout forgets the stored layout', async () => {
    stubApi(routes());
    localStorage.setItem('vendorproposallist', JSON.stringify({ version: 1, pageSize: 10 }));
    renderPortal(VENDOR, <ProposalsPage />, '/vendorprofile/proposals?status=open');
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset Layout' }));
    expect(await screen.findByText('Successfully reset view')).toBeInTheDocument();
    expect(localStorage.getItem('vendorproposallist')).toBeNull();
  });
});
