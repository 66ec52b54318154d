import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { makeCandidate, makeLine, makeWorkOrder } from '../test-fixtures';
import { SelectVendorDialog } from './select-vendor-dialog';

const RECORD_KEY = ['workorders', 'detail', 42] as const;

const CANDIDATES = [
  makeCandidate(),
  makeCandidate({
    id: 80,
    name: 'Redline Heating',
    vendorstatustypeid: 4,
    vendorstatus: 'Redlined',
    vendorstatuscolor: '#F44336',
    blockedreason: 'Redlined',
    isblocked: true,
    paperworkcomplete: false,
    distancefromjob: 1.2,
  }),
  makeCandidate({ id: 81, name: 'Already Here HVAC', isattached: true }),
];

const answer = { status: 200, body: { data: CANDIDATES, totalCount: 3, totalCountIsExact: true } };

function render(onClose = vi.fn(), workOrder = makeWorkOrder()) {
  renderAs(
    userOf('Dispatchers'),
    <SelectVendorDialog workOrder={workOrder} recordKey={RECORD_KEY} isOpen onClose={onClose} />,
  );
  return onClose;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SelectVendorDialog', () => {
  it("asks for the order's trades, 20 to a page, in the API's dispatch order, with the legend", async () => {
    const api = stubApi({ 'GET /api/workorder/getvendorsbytrades': answer });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    expect(await within(dialog).findByRole('link', { name: 'Acme Mechanical' })).toHaveAttribute(
      'href',
      '/vendor/details?id=77',
    );
    const [call] = api.callsTo('GET /api/workorder/getvendorsbytrades');
    expect(call?.search.get('workorderId')).toBe('42');
    expect(call?.search.get('tradeIds')).toBe('33');
    expect(call?.search.get('take')).toBe('20');
    // No sort of the popup's own: the API's default is the dispatch order.
    expect(call?.search.get('sort')).toBeNull();
    const legend = within(dialog).getByRole('group', { name: 'Legend' });
    expect(legend).toHaveTextContent('Paperwork Complete');
    expect(legend).toHaveTextContent('Paperwork Incomplete');
    expect(within(dialog).getByRole('link', { name: 'Add Vendor' })).toHaveAttribute(
      'href',
      '/vendor/new?id=0',
    );
    expect(within(dialog).getByRole('link', { name: 'Add Vendor' })).toHaveAttribute('target', '_blank');
  });

  it('a blocked vendor shows why and cannot be picked; an attached one neither', async () => {
    stubApi({ 'GET /api/workorder/getvendorsbytrades': answer });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    const blocked = await within(dialog).findByText('Blocked: Redlined');
    expect(blocked).toHaveAttribute('title', 'This vendor is Redlined and cannot be attached.');
    expect(within(dialog).getByRole('checkbox', { name: 'Select Redline Heating' })).toBeDisabled();
    expect(within(dialog).getByText('Already attached')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Already Here HVAC' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Acme Mechanical' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Attach Vendor' })).toBeDisabled();
  });

  it('attaches the picked vendor for the trade it was found for: "Vendor Saved", and closes', async () => {
    const api = stubApi({
      'GET /api/workorder/getvendorsbytrades': answer,
      'POST /api/workorder/savevendor': { status: 200, body: makeLine() },
    });
    const onClose = render();
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select Acme Mechanical' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach Vendor' }));
    expect(await screen.findByText('Vendor Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/savevendor')[0]?.body).toEqual({
      workorderid: 42,
      vendorid: 77,
      tradeid: 33,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("a refused attach says the API's reason and keeps the popup open", async () => {
    stubApi({
      'GET /api/workorder/getvendorsbytrades': answer,
      'POST /api/workorder/savevendor': {
        status: 400,
        body: { message: 'This vendor is already attached to this work order.' },
      },
    });
    const onClose = render();
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Select Acme Mechanical' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach Vendor' }));
    expect(
      await screen.findByText('Acme Mechanical: This vendor is already attached to this work order.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('checkbox', { name: 'Select Acme Mechanical' })).toBeChecked();
  });

  it('turning off every trade warns "No Trade has been selected" and asks nothing', async () => {
    const api = stubApi({ 'GET /api/workorder/getvendorsbytrades': answer });
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Select Vendor' });
    await within(dialog).findByText('Acme Mechanical');
    await userEvent.click(within(dialog).getByRole('button', { name: 'HVAC' }));
    expect(await screen.findAllByText('No Trade has been selected')).not.toHaveLength(0);
    expect(within(dialog).queryByText('Acme Mechanical')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/workorder/getvendorsbytrades')).toHaveLength(1);
  });
});
