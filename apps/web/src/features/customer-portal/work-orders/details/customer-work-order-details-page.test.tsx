import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../entities/work-orders/test-helpers';
import { CUSTOMER, customerOrder, invoice, proposal, renderPortal } from '../../test-fixtures';
import CustomerWorkOrderDetailsPage from './customer-work-order-details-page';

const DETAILS = 'GET /api/customerprofile/workorder';
const PROPOSALS = 'GET /api/customerprofile/workorderproposals';
const DECIDE = 'POST /api/customerprofile/updateproposalstatus';
const UPDATE = 'PUT /api/customerprofile/updateworkorder';

const DECIDED = [
  proposal({
    id: 81,
    note: 'Replace the trap',
    status: 'Approved',
    approvedbycustomer: true,
    canapprove: false,
    canreject: false,
  }),
  proposal({ id: 82, note: 'Replace the sink', amount: '900.00' }),
];

const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  [DETAILS]: { status: 200, body: customerOrder() },
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/workorder/notes/42': { status: 200, body: [] },
  'GET /api/workorder/attachments': { status: 200, body: [] },
  'GET /api/workorder/getattachmenttypes': { status: 200, body: [{ id: 9, attachmenttype: 'Photo' }] },
  [PROPOSALS]: { status: 200, body: DECIDED },
  'GET /api/customerprofile/workorderinvoices': { status: 200, body: [invoice()] },
  ...extra,
});

async function openDetails(extra: Parameters<typeof stubApi>[0] = {}, query = 'id=42') {
  const api = stubApi(routes(extra));
  renderPortal(CUSTOMER, <CustomerWorkOrderDetailsPage />, `/customerprofile/workorderdetails?${query}`);
  await screen.findByRole('region', { name: 'Work order summary' });
  return api;
}

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

describe('Work-order details (/customerprofile/workorderdetails)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the read-only header with the PO number and the spec tabs, the form read-only after Received', async () => {
    const api = await openDetails();
    expect(api.callsTo(DETAILS)[0]!.search.get('id')).toBe('42');
    const header = within(screen.getByRole('region', { name: 'Work order summary' }));
    expect(header.getByRole('heading', { name: 'Work Order #WO-1042' })).toBeInTheDocument();
    expect(header.getByText('PO-778')).toBeInTheDocument();
    expect(header.getByText('Austin, TX')).toBeInTheDocument();
    expect(header.getByText('Dana Dispatch')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Work Order',
      'Notes',
      'Proposals',
      'Invoices',
      'Attachments',
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/can no longer be changed here/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Brief Description/)).toHaveAttribute('readonly');
  });

  it("says 'Work order not found.' for another customer's order (the API's 403)", async () => {
    stubApi(routes({ [DETAILS]: { status: 403, body: { message: 'Forbidden' } } }));
    renderPortal(CUSTOMER, <CustomerWorkOrderDetailsPage />, '/customerprofile/workorderdetails?id=99');
    expect(await screen.findByText('Work order not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Work Orders' })).toHaveAttribute(
      'href',
      '/customerprofile/workorderlist?status=open',
    );
    expect(screen.queryByRole('region', { name: 'Work order summary' })).toBeNull();
  });

  it('saves only what changed while the order is Received', async () => {
    const received = customerOrder({ statusid: STATUS.Received, status: 'Received', canchange: true });
    const api = await openDetails({
      [DETAILS]: { status: 200, body: received },
      [UPDATE]: { status: 200, body: { ...received, briefdescription: 'Rooftop unit down again' } },
    });
    const brief = screen.getByLabelText(/Brief Description/);
    await userEvent.type(brief, ' again');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work Order Saved')).toBeInTheDocument();
    expect(api.callsTo(UPDATE)[0]!.body).toEqual({
      id: 42,
      modifieddate: '2026-11-20T15:00:00.000Z',
      briefdescription: 'Rooftop unit down again',
    });
  });

  it('offers Approve and Reject only on an undecided complete proposal; Reject asks for the reason', async () => {
    const api = await openDetails({ [DECIDE]: { status: 200, body: DECIDED } }, 'id=42&tab=proposals');
    await waitFor(() => expect(rowOf('Replace the sink')).toBeDefined());
    for (const header of ['Proposed Amount', 'Note', 'Customer Approved', 'Customer Rejected', 'Status'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Quoted|Margin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'All my proposals' })).toHaveAttribute(
      'href',
      '/customerprofile/proposals',
    );

    await userEvent.click(
      within(rowOf('Replace the trap')).getByRole('button', { name: /^Actions for Proposal/ }),
    );
    let menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Preview', 'PDF']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.click(
      within(rowOf('Replace the sink')).getByRole('button', { name: /^Actions for Proposal/ }),
    );
    menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Approve',
      'Reject',
      'Preview',
      'PDF',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Proposal' });
    expect(within(dialog).getByLabelText('Work Order #')).toHaveValue('WO-1042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rejection Information is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Rejection Information/), 'Too expensive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo(DECIDE)[0]!.body).toEqual({
      proposalId: 82,
      proposalStatusId: 4,
      note: 'Too expensive',
    });
  });

  it('Approve sends the approved status', async () => {
    const api = await openDetails({ [DECIDE]: { status: 200, body: DECIDED } }, 'id=42&tab=proposals');
    await waitFor(() => expect(rowOf('Replace the sink')).toBeDefined());
    await userEvent.click(
      within(rowOf('Replace the sink')).getByRole('button', { name: /^Actions for Proposal/ }),
    );
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Approve' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo(DECIDE)[0]!.body).toEqual({ proposalId: 82, proposalStatusId: 3 });
  });

  it('lists the invoices with Invoice Amount and Invoice Date, searchable and exported', async () => {
    await openDetails({}, 'id=42&tab=invoices');
    await waitFor(() => expect(rowOf('INV-91')).toBeDefined());
    expect(within(rowOf('INV-91')).getAllByText('$1,250.00')).toHaveLength(2);
    expect(within(rowOf('INV-91')).getByText('11/24/2026')).toBeInTheDocument();
    expect(screen.getAllByText('Invoice Amount').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Invoice Date').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(/Search/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my invoices' })).toHaveAttribute(
      'href',
      '/customerprofile/invoices',
    );
  });
});
