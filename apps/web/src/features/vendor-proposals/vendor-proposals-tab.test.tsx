import { STATUS, VENDOR_DOCUMENT_STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import { rowsCsv } from '../../lib/csv-export';
import { makeReview, makeRow, makeWorkOrder } from './test-fixtures';
import VendorProposalsTab from './vendor-proposals-tab';

const RECORD_KEY = ['workorders', 'detail', 42] as const;
const LIST = 'GET /api/workorder/vendorproposals';
const REVIEW = 'GET /api/workorder/vendorproposal';
const SET_STATE = 'PUT /api/workorder/setvendorproposalstate';
const CONVERT = 'POST /api/workorder/convertvendorproposal';

const page = (rows: unknown[]) => ({
  status: 200,
  body: { data: rows, totalCount: rows.length, totalCountIsExact: true, summary: null, nextCursor: null },
});

function render(role: Parameters<typeof userOf>[0] = 'Dispatchers', workOrder = makeWorkOrder()) {
  return renderAs(userOf(role), <VendorProposalsTab workOrder={workOrder} recordKey={RECORD_KEY} />);
}

const actionsButton = () => screen.findByRole('button', { name: /^Actions for proposal P1042-1/ });

async function openMenu() {
  await userEvent.click(await actionsButton());
  return screen.findByRole('menu');
}

/** The menu's items once the review (the order's vendors) has answered. */
async function menuItems() {
  const menu = await openMenu();
  await waitFor(() => expect(within(menu).queryByText(/Checking/)).not.toBeInTheDocument());
  const items = within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-disabled') !== 'true')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  return items;
}

async function pick(label: string) {
  const menu = await openMenu();
  await userEvent.click(await within(menu).findByRole('menuitem', { name: label }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('VendorSubmittedProposalsTab', () => {
  it("lists the order's submitted proposals, 100 per page, asking for the order's rows", async () => {
    const api = stubApi({ [LIST]: page([makeRow()]) });
    render();
    expect(await screen.findByText('$850.00')).toBeInTheDocument();
    expect(screen.getByText('Acme Plumbing')).toBeInTheDocument();
    expect(screen.getByText('P1042-1')).toBeInTheDocument();
    const call = api.callsTo(LIST)[0]!;
    expect(call.search.get('workorderid')).toBe('42');
    expect(call.search.get('take')).toBe('100');
  });

  it.each([
    [
      'a pending proposal on an order with one vendor',
      VENDOR_DOCUMENT_STATUS.Submitted,
      {},
      'Dispatchers',
      ['Review', 'Preview', 'Approve', 'Reject', 'Convert to Customer Proposal'],
    ],
    [
      'a pending proposal on an order with two vendors',
      VENDOR_DOCUMENT_STATUS.Submitted,
      { vendorcount: 2, isreviewable: false },
      'Dispatchers',
      ['Review', 'Preview', 'Convert to Customer Proposal'],
    ],
    [
      'an approved proposal',
      VENDOR_DOCUMENT_STATUS.Approved,
      {},
      'Admin',
      ['Review', 'Preview', 'Convert to Customer Proposal'],
    ],
    [
      'a rejected proposal',
      VENDOR_DOCUMENT_STATUS.Rejected,
      {},
      'Dispatchers',
      ['Review', 'Preview', 'Convert to Customer Proposal'],
    ],
    [
      'a pending proposal, to an Employee',
      VENDOR_DOCUMENT_STATUS.Submitted,
      {},
      'Employee',
      ['Review', 'Preview'],
    ],
  ] as const)('%s: the menu lists what the rules allow', async (_, statusid, review, role, expected) => {
    stubApi({
      [LIST]: page([makeRow(statusid)]),
      [REVIEW]: { status: 200, body: makeReview({ proposalstatusid: statusid, ...review }) },
    });
    render(role);
    expect(await menuItems()).toEqual(expected);
  });

  it('an Invoiced order takes no new customer proposal: Convert is not offered', async () => {
    stubApi({
      [LIST]: page([makeRow(VENDOR_DOCUMENT_STATUS.Approved)]),
      [REVIEW]: { status: 200, body: makeReview({ proposalstatusid: VENDOR_DOCUMENT_STATUS.Approved }) },
    });
    render('Dispatchers', makeWorkOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' }));
    expect(await menuItems()).toEqual(['Review', 'Preview']);
  });

  it('a Vendor user sees no proposals and no call is made', () => {
    const api = stubApi({ [LIST]: page([]) });
    render('Vendor');
    expect(screen.getByText(/does not see the proposals vendors submitted/)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('Approve with the same quoted amount sends code 3 at once, without the question', async () => {
    const api = stubApi({
      [LIST]: page([makeRow()]),
      [REVIEW]: { status: 200, body: makeReview() },
      [SET_STATE]: { status: 200, body: makeReview({ proposalstatusid: 3, proposalstatus: 'Approved' }) },
    });
    render();
    await pick('Approve');
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo(SET_STATE).map((call) => call.body)).toEqual([
      { id: 601, state: 3, updatequotedamount: false },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Approve Vendor Proposal' })).not.toBeInTheDocument();
  });

  it.each([true, false])(
    'Approve with a different quoted amount asks first; updatequotedamount follows the update box (checked: %s)',
    async (isChecked) => {
      const api = stubApi({
        [LIST]: page([makeRow()]),
        [REVIEW]: { status: 200, body: makeReview({ vendorquotedamount: '700.00' }) },
        [SET_STATE]: { status: 200, body: makeReview({ proposalstatusid: 3 }) },
      });
      render();
      await pick('Approve');
      const dialog = await screen.findByRole('dialog', { name: 'Approve Vendor Proposal' });
      expect(dialog).toHaveTextContent('$850.00 differs from the vendor');
      expect(dialog).toHaveTextContent('quoted amount $700.00');
      if (isChecked)
        await userEvent.click(
          within(dialog).getByRole('checkbox', { name: /Update the vendor quoted amount/ }),
        );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByText('Status updated')).toBeInTheDocument();
      expect(api.callsTo(SET_STATE).map((call) => call.body)).toEqual([
        { id: 601, state: 3, updatequotedamount: isChecked },
      ]);
    },
  );

  it('Reject asks for confirmation, then a required Rejection Note, and sends code 4 with it', async () => {
    const api = stubApi({
      [LIST]: page([makeRow()]),
      [REVIEW]: { status: 200, body: makeReview() },
      [SET_STATE]: { status: 200, body: makeReview({ proposalstatusid: 4 }) },
    });
    render();
    await pick('Reject');
    const confirm = await screen.findByRole('dialog', { name: 'Reject Vendor Proposal' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    const note = await screen.findByRole('dialog', { name: 'Rejection Note' });
    await userEvent.click(within(note).getByRole('button', { name: 'Save' }));
    expect(await within(note).findByText('Rejection Note is required.')).toBeInTheDocument();
    expect(api.callsTo(SET_STATE)).toHaveLength(0);
    await userEvent.type(within(note).getByRole('textbox', { name: /Rejection Note/ }), 'Too expensive');
    await userEvent.click(within(note).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo(SET_STATE).map((call) => call.body)).toEqual([
      { id: 601, state: 4, rejectionnote: 'Too expensive' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rejection Note' })).not.toBeInTheDocument(),
    );
  });

  it('Convert to Customer Proposal toasts "Vendor Proposal Converted" and reads the order again', async () => {
    const api = stubApi({
      [LIST]: page([makeRow(VENDOR_DOCUMENT_STATUS.Approved)]),
      [CONVERT]: {
        status: 200,
        body: {
          message: 'Vendor Proposal Converted',
          vendorproposalid: 601,
          workorderid: 42,
          workorderproposalid: 88,
          quotedamount: '850.00',
        },
      },
    });
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await pick('Convert to Customer Proposal');
    expect(await screen.findByText('Vendor Proposal Converted')).toBeInTheDocument();
    expect(api.callsTo(CONVERT).map((call) => call.body)).toEqual([{ proposalid: 601 }]);
    // The order's key holds the customer proposals' list, so the new proposal shows there too.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: RECORD_KEY });
  });

  it("Review shows the vendor's lines per tab, read-only, with a line that breaks a rule of spec B section 5", async () => {
    stubApi({ [LIST]: page([makeRow()]), [REVIEW]: { status: 200, body: makeReview() } });
    render();
    await pick('Review');
    const dialog = await screen.findByRole('dialog', { name: 'Review Proposal' });
    const summary = await within(dialog).findByLabelText('Proposal summary');
    expect(summary).toHaveTextContent('Acme Plumbing');
    expect(summary).toHaveTextContent('$1,214.29');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Labor (1)' }));
    const labor = within(dialog).getByRole('table', { name: 'Labor lines' });
    expect(labor).toHaveTextContent('Overtime');
    expect(within(labor).getAllByText('$600.00')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Other (1)' }));
    const other = within(dialog).getByRole('table', { name: 'Other lines' });
    expect(within(other).getByRole('note')).toHaveTextContent('Description is required.');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("Preview shows the API's page of the proposal in the shared preview popup", async () => {
    const api = stubApi({
      [LIST]: page([makeRow()]),
      [REVIEW]: { status: 200, body: makeReview() },
      'POST /api/vendorprofile/generatevendorproposal': {
        status: 200,
        body: '<!DOCTYPE html><html><body>Vendor Proposal P1042-1</body></html>',
      },
    });
    render();
    await pick('Preview');
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Proposal Preview' });
    const frame = await within(dialog).findByTitle('Vendor Proposal Preview');
    expect(frame.getAttribute('srcdoc')).toContain('Vendor Proposal P1042-1');
    const [call] = api.callsTo('POST /api/vendorprofile/generatevendorproposal');
    expect(call?.search.get('proposalid')).toBe('601');
    expect(call?.search.get('preview')).toBe('true');
  });

  it('exports the rows under the grid captions as CSV, formulas kept as text', () => {
    const csv = rowsCsv(
      [
        { name: 'vendorname', header: 'Vendor Name' },
        { name: 'proposalamount', header: 'Proposal Amount' },
      ],
      [
        { vendorname: '=HYPERLINK("x")', proposalamount: '850.00' },
        { vendorname: 'A, B', proposalamount: '1.00' },
      ],
    );
    expect(csv).toBe('\uFEFFVendor Name,Proposal Amount\r\n"\'=HYPERLINK(""x"")",850.00\r\n"A, B",1.00\r\n');
  });
});
