import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import { makeLine, makeWorkOrder, OVER_NTE_HOLD } from './test-fixtures';
import VendorTab from './vendor-tab';

const RECORD_KEY = ['workorders', 'detail', 42] as const;

const LINES = [
  makeLine(),
  makeLine({
    id: 502,
    vendorid: 78,
    vendorname: 'Bolt Electric',
    quotedamount: '900.00',
    invnumber: 'INV-9',
    hold: OVER_NTE_HOLD,
    tradename: 'Electrical',
  }),
];

const emailItem = {
  id: 1,
  workorderid: 42,
  workordervendorid: 501,
  vendorid: 77,
  actiontype: 'TICKET',
  type: 'email',
  createddate: '2026-03-03T10:00:00.000Z',
  to: 'dispatch@acme.example',
  mailid: 5,
  vendorstatus: 'Attached',
  eventcounts: LINES[0]!.eventcounts,
};

function render(role: Parameters<typeof userOf>[0] = 'Admin', workOrder = makeWorkOrder()) {
  return renderAs(userOf(role), <VendorTab workOrder={workOrder} recordKey={RECORD_KEY} />);
}

async function pick(vendorname: string, item: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${vendorname}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: new RegExp(`^${item}`) }));
}

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VendorTab', () => {
  it("lists the order's lines and shows the NTE guard's hold and why", async () => {
    const api = stubApi({ 'GET /api/workorder/vendors': { status: 200, body: LINES } });
    render();
    expect(await screen.findByRole('link', { name: 'Acme Mechanical' })).toHaveAttribute(
      'href',
      '/vendor/details?id=77',
    );
    expect(screen.getByText('On hold: over NTE')).toHaveAttribute('title', OVER_NTE_HOLD.message);
    expect(screen.getByRole('status')).toHaveTextContent(`Bolt Electric: ${OVER_NTE_HOLD.message}`);
    expect(screen.getByText('$900.00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/workorder/vendors')[0]?.search.get('workorderid')).toBe('42');
  });

  it("Create Proposal hands the line's quoted amount and id to the proposals' editor the screen passes in", async () => {
    stubApi({ 'GET /api/workorder/vendors': { status: 200, body: LINES } });
    // The detail screen passes features/proposals' CreateProposalDialog here (tested there).
    const CreateProposal = ({
      start,
    }: {
      start: { quotedamount: string; workordervendorid: number } | null;
    }) => <output aria-label="proposal editor">{JSON.stringify(start)}</output>;
    renderAs(
      userOf('Dispatchers'),
      <VendorTab workOrder={makeWorkOrder()} recordKey={RECORD_KEY} createProposal={CreateProposal} />,
    );
    await pick('Acme Mechanical', 'Create Proposal');
    expect(await screen.findByRole('status', { name: 'proposal editor' })).toHaveTextContent(
      JSON.stringify({ quotedamount: LINES[0]!.quotedamount, workordervendorid: LINES[0]!.id }),
    );
  });

  it('Send WO Ticket goes through the notice popup: "Successfully sent.", then "Failed to send."', async () => {
    const routes: Record<string, { status: number; body?: unknown }> = {
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'POST /api/workorder/createwoemailitem': { status: 201, body: emailItem },
    };
    const api = stubApi(routes);
    render();
    await pick('Acme Mechanical', 'Send WO Ticket');
    const dialog = await screen.findByRole('dialog', { name: 'Send WO Ticket' });
    expect(within(dialog).getByText('Sent 1 time before.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successfully sent.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/createwoemailitem')[0]?.body).toEqual({
      workOrderId: 42,
      vendorId: 77,
      workOrderVendorId: 501,
      actionType: 'TICKET',
      type: 'email',
    });

    routes['POST /api/workorder/createwoemailitem'] = {
      status: 400,
      body: { message: 'The vendor has no e-mail address.' },
    };
    await pick('Acme Mechanical', 'Send Dispatched');
    const again = await screen.findByRole('dialog', { name: 'Send Dispatched' });
    await userEvent.click(within(again).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send.')).toBeInTheDocument();
    expect(within(again).getByText('The vendor has no e-mail address.')).toBeInTheDocument();
  });

  it('Detach asks first: "Successfully remove vendor"; a refusal says "Failed to remove vendor" and why', async () => {
    const routes: Record<string, { status: number; body?: unknown }> = {
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'DELETE /api/workorder/removevendor/501': {
        status: 400,
        body: { message: 'This vendor line has files: remove them first, or cancel the vendor instead.' },
      },
    };
    const api = stubApi(routes);
    render();
    await pick('Acme Mechanical', 'Detach');
    const dialog = await screen.findByRole('dialog', { name: 'Detach Vendor' });
    expect(api.callsTo('DELETE /api/workorder/removevendor/501')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Failed to remove vendor')).toBeInTheDocument();
    expect(within(dialog).getByText(/This vendor line has files/)).toBeInTheDocument();

    routes['DELETE /api/workorder/removevendor/501'] = { status: 200, body: { id: 501, workorderid: 42 } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Successfully remove vendor')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Detach Vendor' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /api/workorder/removevendor/501')).toHaveLength(2);
  });

  it('Approve Invoice over the NTE asks for the override reason and sends it', async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'PUT /api/workorder/approvevendorinvoice': {
        status: 200,
        body: { ...LINES[1], isapproved: true, hold: null },
      },
    });
    render();
    await pick('Bolt Electric', 'Approve Invoice');
    const dialog = await screen.findByRole('dialog', { name: 'Approve Invoice over NTE' });
    expect(within(dialog).getByText(OVER_NTE_HOLD.message)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('An override reason is required to approve over the NTE.'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/approvevendorinvoice')).toHaveLength(0);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Override Reason/ }),
      'Customer approved by phone',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Invoice Approved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/approvevendorinvoice')[0]?.body).toEqual({
      workordervendorid: 502,
      overridereason: 'Customer approved by phone',
    });
  });

  it('an approval the API holds (the NTE changed since) opens the reason prompt with its message', async () => {
    const held =
      'The vendor invoice ($250.00) exceeds the work order NTE ($200.00): approving it needs an override reason.';
    stubApi({
      'GET /api/workorder/vendors': { status: 200, body: [makeLine({ invnumber: 'INV-1' })] },
      'PUT /api/workorder/approvevendorinvoice': {
        status: 400,
        body: {
          message: held,
          errors: { overridereason: 'An override reason is required to approve over the NTE.' },
        },
      },
    });
    render();
    await pick('Acme Mechanical', 'Approve Invoice');
    const dialog = await screen.findByRole('dialog', { name: 'Approve Invoice over NTE' });
    expect(within(dialog).getByText(held)).toBeInTheDocument();
  });

  it('NOD is set with PUT flagnod/{id}/true; Edit saves the form with PUT updatevendor: "Vendor Saved"', async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'PUT /api/workorder/flagnod/501/true': { status: 201, body: { ...LINES[0], nodflagged: true } },
      'PUT /api/workorder/updatevendor': { status: 200, body: LINES[0] },
    });
    render('Dispatchers');
    await pick('Acme Mechanical', 'Set NOD Flag');
    expect(await screen.findByText('NOD flag set')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/flagnod/501/true')).toHaveLength(1);

    await pick('Acme Mechanical', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Acme Mechanical' });
    const amount = within(dialog).getByRole('textbox', { name: 'Quoted Amount' });
    expect(amount).toHaveValue('250.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,275.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Invoice Number' }), ' INV-77 ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Paid by Credit Card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vendor Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/updatevendor')[0]?.body).toEqual({
      id: 501,
      paidbycc: true,
      quoteonly: false,
      quotedamount: '1275.50',
      invnumber: 'INV-77',
      note: null,
    });
  });

  it('Select Vendor on an order without a trade warns "No Trade has been selected"; Invoiced disables it', async () => {
    const api = stubApi({ 'GET /api/workorder/vendors': { status: 200, body: [] } });
    const { unmount } = render('Dispatchers', makeWorkOrder({ trades: [] }));
    expect(await screen.findByText('No vendors are attached to this work order.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select Vendor' }));
    expect(await screen.findByText('No Trade has been selected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Select Vendor' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/workorder/getvendorsbytrades')).toHaveLength(0);
    unmount();

    render('Dispatchers', makeWorkOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' }));
    expect(await screen.findByRole('button', { name: 'Select Vendor' })).toBeDisabled();
  });

  it('QC Follow-up shows each required message before sending, then saves the review', async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'POST /api/workorder/savevendorqc': {
        status: 200,
        body: {
          id: 1,
          workordervendorid: 501,
          reviewername: 'Admin User',
          reviewdate: '2026-03-04T00:00:00.000Z',
        },
      },
    });
    render();
    await pick('Acme Mechanical', 'QC Follow-up');
    const dialog = await screen.findByRole('dialog', { name: 'Vendor QC Follow-up' });
    // The reviewer starts as the signed-in user; clearing it asks for it.
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Reviewer Name/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Reviewer Name is Required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Total Score is Required.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required.')).toHaveLength(5);
    expect(api.callsTo('POST /api/workorder/savevendorqc')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Incurred Only' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reviewer Name/ }), 'Dana Dispatch');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Total Score/ }), '40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QC Follow-up Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/savevendorqc')[0]?.body).toMatchObject({
      workordervendorid: 501,
      incurredonly: true,
      reviewername: 'Dana Dispatch',
      totalscore: '40',
      techarrivedonschedule: null,
      overallrating: null,
    });
  });

  it('Generate SignOff Ticket posts the line and saves {wonumber}_signoff.pdf', async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'POST /api/workorder/generatesignoff': { status: 200, body: 'pdf' },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render('Employee');
    await pick('Acme Mechanical', 'Generate SignOff Ticket');
    await waitFor(() => expect(saved).toEqual(['100042_signoff.pdf']));
    expect(api.callsTo('POST /api/workorder/generatesignoff')[0]?.body).toEqual({
      workOrderId: 42,
      workOrderVendorId: 501,
    });
  });

  it("shows a line's files under the grid (the master detail)", async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'GET /api/workorder/vendor/attachments/501': {
        status: 200,
        body: [
          {
            id: 9,
            workorderid: 42,
            workordervendorid: 501,
            attachmenttypeid: 7,
            attachmenttype: 'Vendor Invoice',
            filename: 'inv_20260304090507042.pdf',
            displayname: 'inv.pdf',
            path: 'workorder/42/inv_20260304090507042.pdf',
            createdbyuser: 'Dana Dispatch',
            createddate: '2026-03-04T15:30:00.000Z',
          },
        ],
      },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Show files of Acme Mechanical' }));
    const files = await screen.findByRole('region', { name: 'Files of Acme Mechanical' });
    expect(await within(files).findByText('inv.pdf')).toBeInTheDocument();
    expect(within(files).getByText('Vendor Invoice')).toBeInTheDocument();
    expect(api.callsTo('GET /api/workorder/vendor/attachments/501')).toHaveLength(1);
  });

  it('Cancel Vendor asks for the reason and cancels the line through createwoemailitem', async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'POST /api/workorder/createwoemailitem': {
        status: 201,
        body: { ...emailItem, actiontype: 'cancel_vendor', vendorstatus: 'Cancelled' },
      },
    });
    render('Dispatchers');
    await pick('Acme Mechanical', 'Cancel Vendor');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Vendor' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Tech unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Vendor' }));
    expect(await screen.findByText('Vendor Cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/createwoemailitem')[0]?.body).toEqual({
      workOrderId: 42,
      vendorId: 77,
      workOrderVendorId: 501,
      actionType: 'cancel_vendor',
      type: 'cancel_vendor',
      note: 'Tech unavailable',
    });
  });

  it('UnApprove Invoice on an approved line: "Invoice Un-Approved"', async () => {
    const approved = makeLine({ invnumber: 'INV-9', isapproved: true, approvedby: 'Alicia Grant' });
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: [approved] },
      'PUT /api/workorder/unapprovevendorinvoice': { status: 200, body: { ...approved, isapproved: false } },
    });
    render('AccountingAdmin');
    expect(await screen.findByText('Approved')).toHaveAttribute('title', 'Approved by Alicia Grant');
    await pick('Acme Mechanical', 'UnApprove Invoice');
    expect(await screen.findByText('Invoice Un-Approved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/unapprovevendorinvoice')[0]?.body).toEqual({
      workordervendorid: 501,
    });
  });

  it("the WO Count cell opens the vendor's work-order history", async () => {
    const api = stubApi({
      'GET /api/workorder/vendors': { status: 200, body: LINES },
      'GET /api/vendor/history': {
        status: 200,
        body: {
          data: [
            {
              id: 9,
              workorderid: 40,
              wonumber: '100040',
              ponumber: null,
              customername: 'Acme Retail',
              jobsite: 'Store 15',
              city: 'Austin',
              statecode: 'TX',
              status: 'Completed - Vendor',
              statusid: 8,
              trade: 'HVAC',
              createddate: '2026-02-01T10:00:00.000Z',
              scheduledate: null,
              completedate: null,
              quotedamount: '300.00',
              invnumber: 'INV-1',
              isapproved: true,
              linestatus: 'Attached',
            },
          ],
          totalCount: 1,
          totalCountIsExact: true,
        },
      },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: '12 work orders of Acme Mechanical: open the history' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Work Orders of Acme Mechanical' });
    expect(await within(dialog).findByRole('link', { name: '100040' })).toHaveAttribute(
      'href',
      '/workorder/details?id=40',
    );
    expect(within(dialog).getByText('$300.00')).toBeInTheDocument();
    const [call] = api.callsTo('GET /api/vendor/history');
    expect(call?.search.get('vendorid')).toBe('77');
    expect(call?.search.get('take')).toBe('20');
  });
});
