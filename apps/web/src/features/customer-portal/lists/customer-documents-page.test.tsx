import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../entities/work-orders/test-helpers';
import { CUSTOMER, renderPortal } from '../test-fixtures';
import InvoicesPage from './invoices-page';
import ProposalsPage from './proposals-page';

// My Proposals and My Invoices of the customer (decision 173): the page's status as the API's `status`, the
// customer's words for it, the columns and the link to the order's tab.

const PROPOSALS = 'GET /api/customerprofile/proposals';
const INVOICES = 'GET /api/customerprofile/invoices';
const page = (row: object) => ({ status: 200, body: { data: [row], totalCount: 1, summary: [1250] } });

const proposal = {
  id: 81,
  workorderid: 42,
  wonumber: 'WO-1042',
  ponumber: 'PO-778',
  jobsite: 'Store 12',
  city: 'Austin',
  statecode: 'TX',
  externalproposalnumber: 'CP-81',
  createddate: '2026-11-21T10:00:00.000Z',
  note: 'Replace the compressor',
  status: 'Complete',
  amount: '1250.00',
};
const invoice = {
  id: 91,
  workorderid: 43,
  wonumber: 'WO-1043',
  ponumber: null,
  jobsite: 'Store 14',
  city: 'Dallas',
  statecode: 'TX',
  invoicenumber: 'INV-91',
  invoicingdate: '2026-11-24T00:00:00.000Z',
  duedate: '2026-12-24T00:00:00.000Z',
  status: 'Open',
  amount: '1250.00',
  balance: '1250.00',
};

describe('My Proposals and My Invoices (/customerprofile/proposals, /customerprofile/invoices)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the page's status, says it in the customer's words and links the order's Proposals tab", async () => {
    const api = stubApi({ [PROPOSALS]: page(proposal), 'GET /api/site/meta': { status: 200, body: [] } });
    renderPortal(CUSTOMER, <ProposalsPage />, '/customerprofile/proposals?status=waiting');
    expect(screen.getByRole('heading', { name: 'My Proposals - Waiting for Approval' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'WO-1042' });
    expect(link).toHaveAttribute(
      'href',
      `/customerprofile/workorderdetails?id=42&tab=proposals&origin=${encodeURIComponent('/customerprofile/proposals?status=waiting')}`,
    );
    expect(api.callsTo(PROPOSALS)[0]!.search.get('status')).toBe('waiting');
    expect(screen.getByText('PO-778')).toBeInTheDocument();
    expect(screen.getAllByText('Proposed Amount').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Quoted|Margin|Vendor/)).toBeNull();
  });

  it('My Invoices: Paid is the approved status, no Rejected; an unknown status is All', async () => {
    const api = stubApi({ [INVOICES]: page(invoice), 'GET /api/site/meta': { status: 200, body: [] } });
    renderPortal(CUSTOMER, <InvoicesPage />, '/customerprofile/invoices?status=rejected');
    expect(screen.getByRole('heading', { name: 'My Invoices - All' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WO-1043' });
    expect(api.callsTo(INVOICES)[0]!.search.get('status')).toBeNull();
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(Array.from(statuses.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Open',
      'Past Due',
      'Paid',
      'All',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() =>
      expect(api.callsTo(INVOICES).some((c) => c.search.get('status') === 'approved')).toBe(true),
    );
  });
});
