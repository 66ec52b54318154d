import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHERS, makeRow, renderAs, stubApi, userOf } from './test-helpers';
import type { WorkOrderActionRow } from './types';
import { WorkOrderRowActions } from './work-order-row-actions';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openMenu(
  row: WorkOrderActionRow,
  role: Parameters<typeof userOf>[0] = 'Dispatchers',
  onChanged = vi.fn(),
) {
  renderAs(userOf(role), <WorkOrderRowActions row={row} onChanged={onChanged} />);
  await userEvent.click(screen.getByRole('button', { name: `Actions for work order ${row.wonumber}` }));
  return { menu: await screen.findByRole('menu'), onChanged };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('WorkOrderRowActions: items by role and status', () => {
  it('a Dispatcher on a Dispatched order: ownership, flag, the popups and the vendor line with counts', async () => {
    stubApi({});
    const { menu } = await openMenu(makeRow());
    expect(itemNames(menu)).toEqual([
      'Take Ownership',
      'Flag',
      'Work Order Note',
      'Update Schedule Date',
      'Update Follow-up Date',
      'Send WO Ticket2',
      'Send Dispatched0',
      'Cancel Vendor',
    ]);
    expect(within(menu).getByText('Acme Plumbing')).toBeInTheDocument();
    expect(within(menu).getByLabelText('sent 2 times')).toBeInTheDocument();
  });

  it('an Admin also gets Reassign Dispatcher and GeoFencing; labels follow the row', async () => {
    stubApi({});
    const { menu } = await openMenu(
      makeRow({ flagged: true, overridegeofencing: true, dispatcherid: 7 }),
      'Admin',
    );
    const names = itemNames(menu);
    expect(names.slice(0, 4)).toEqual([
      'Take OwnershipYou are the dispatcher',
      'Un-Flag',
      'Reassign Dispatcher',
      'Enable GeoFencing',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /Take Ownership/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('an Employee (no update:workorder) only adds notes', async () => {
    stubApi({});
    const { menu } = await openMenu(makeRow(), 'Employee');
    expect(itemNames(menu)).toEqual(['Work Order Note']);
  });

  it('NOD offers the four NOD notices; TOS (Tech On Site) offers Send TOS', async () => {
    stubApi({});
    const { menu } = await openMenu(makeRow({ status: 'NOD', statusid: STATUS.NOD, events: [] }));
    expect(itemNames(menu).slice(5)).toEqual([
      'Send NOD - Missing Docs0',
      'Send NOD - Quality0',
      'Send NOD - Wrong Amount0',
      'Send NOD - Wrong Rates0',
    ]);
  });

  it('an Invoiced order disables what it forbids and offers no vendor notice', async () => {
    stubApi({});
    const { menu } = await openMenu(makeRow({ status: 'Invoiced', statusid: STATUS.Invoiced }), 'Admin');
    expect(itemNames(menu)).toEqual([
      'Take Ownership',
      'Flag',
      'Reassign Dispatcher',
      'Disable GeoFencing',
      'Work Order Note',
      'Update Schedule Date',
      'Update Follow-up Date',
    ]);
    for (const name of [
      'Take Ownership',
      'Disable GeoFencing',
      'Reassign Dispatcher',
      'Work Order Note',
      'Update Schedule Date',
      'Update Follow-up Date',
    ])
      expect(within(menu).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Flag' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('WorkOrderRowActions: actions', () => {
  it("an order without vendors answers a vendor action with 'No Vendor Found!' for 900 ms", async () => {
    const { fetchMock } = stubApi({});
    const { menu } = await openMenu(makeRow({ vendors: [], events: [] }));
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Send Dispatched' }));
    const toast = await screen.findByText('No Vendor Found!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The default toast lasts 3000 ms; this one is gone well before.
    await waitForElementToBeRemoved(toast, { timeout: 2500 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Flag toasts 'Flagged/UnFlagged' and lets the grid refetch; a failure toasts the spec's text", async () => {
    const api = stubApi({ 'PUT /api/workorder/taguntag': { status: 200, body: { flagged: true } } });
    const { menu, onChanged } = await openMenu(makeRow());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Flag' }));
    expect(await screen.findByText('Flagged/UnFlagged')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/taguntag')[0]!.search.get('workorderid')).toBe('42');
    expect(onChanged).toHaveBeenCalledTimes(1);

    stubApi({ 'PUT /api/workorder/taguntag': { status: 500, body: { message: 'Internal Server Error' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for work order WO-1042' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Flag' }));
    expect(await screen.findByText('Failed to Flagged/UnFlagged')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('Disable GeoFencing calls /mobile/{id}/geofence?enabled=false', async () => {
    const api = stubApi({ 'PUT /api/mobile/42/geofence': { status: 200, body: {} } });
    const { menu } = await openMenu(makeRow(), 'Admin');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Disable GeoFencing' }));
    expect(await screen.findByText('Disabled Geofencing')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/mobile/42/geofence')[0]!.search.get('enabled')).toBe('false');
  });

  it.each([
    [201, 'Sent'],
    [500, 'Failed to Create'],
  ])('a notice answered %i toasts %s', async (status, message) => {
    const api = stubApi({
      'POST /api/workorder/createwoemailitem': {
        status,
        body: status === 201 ? { id: 9 } : { message: 'boom' },
      },
    });
    const { menu, onChanged } = await openMenu(makeRow());
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Send WO Ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send WO Ticket' });
    expect(within(dialog).getByText('Acme Plumbing')).toBeInTheDocument();
    expect(within(dialog).getByText('Sent 2 times before.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/createwoemailitem')[0]!.body).toEqual({
      workOrderId: 42,
      vendorId: 77,
      workOrderVendorId: 501,
      actionType: 'TICKET',
      type: 'email',
    });
    if (status === 201) {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(onChanged).toHaveBeenCalledTimes(1);
    } else {
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(onChanged).not.toHaveBeenCalled();
    }
  });

  it('Cancel Vendor asks which vendor when the order has several, and a reason', async () => {
    const api = stubApi({ 'POST /api/workorder/createwoemailitem': { status: 201, body: { id: 1 } } });
    const row = makeRow({
      status: 'TBS',
      statusid: STATUS.TBS,
      vendors: [
        {
          wovendorid: 501,
          vendorid: 77,
          vendorname: 'Acme Plumbing',
          quotedamount: '250',
          status: 'Attached',
        },
        { wovendorid: 502, vendorid: 78, vendorname: 'Best HVAC', quotedamount: '100', status: 'Attached' },
      ],
    });
    const { menu } = await openMenu(row);
    expect(within(menu).getAllByRole('menuitem', { name: 'Cancel Vendor' })).toHaveLength(2);
    await userEvent.click(within(menu).getAllByRole('menuitem', { name: 'Cancel Vendor' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Vendor' });
    expect(within(dialog).getByText('Best HVAC')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Vendor' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Customer cancelled the visit');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Vendor' }));
    await waitFor(() => expect(api.callsTo('POST /api/workorder/createwoemailitem')).toHaveLength(1));
    expect(api.callsTo('POST /api/workorder/createwoemailitem')[0]!.body).toMatchObject({
      vendorId: 78,
      workOrderVendorId: 502,
      actionType: 'cancel_vendor',
      type: 'cancel_vendor',
      note: 'Customer cancelled the visit',
    });
  });

  it('Reassign Dispatcher requires a dispatcher, then posts it', async () => {
    const api = stubApi({
      'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS },
      'POST /api/workorder/reassigndispatcher': { status: 200, body: {} },
    });
    const { menu } = await openMenu(makeRow(), 'Admin');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reassign Dispatcher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Dispatcher' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Dispatcher is required.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Dispatcher'));
    await userEvent.click(await screen.findByRole('option', { name: 'Eli Ops' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('Updated Dispatcher')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/reassigndispatcher')[0]!.body).toEqual({
      workorderid: 42,
      userid: 4,
    });
  });

  it('keeps clicks, double clicks and Enter inside the menu and its popups away from the grid row', async () => {
    stubApi({ 'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS } });
    const onRow = vi.fn();
    renderAs(
      userOf('Dispatchers'),
      <div onClick={onRow} onDoubleClick={onRow} onKeyDown={onRow}>
        <WorkOrderRowActions row={makeRow()} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for work order WO-1042' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Work Order Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await userEvent.dblClick(within(dialog).getByLabelText(/^Note/));
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'x{Enter}');
    expect(onRow).not.toHaveBeenCalled();
  });
});
