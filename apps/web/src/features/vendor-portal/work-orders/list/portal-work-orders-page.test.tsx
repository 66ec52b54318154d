import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../entities/work-orders/test-helpers';
import { listRow, renderPortal, TECH, TECHS, VENDOR } from '../test-fixtures';
import PortalWorkOrdersPage from './portal-work-orders-page';

const ROWS = [
  listRow(42, { wonumber: 'WO-1042' }),
  listRow(43, { wonumber: 'WO-1043', status: 'Invoiced', statusid: STATUS.Invoiced }),
];
const LIST = 'GET /api/vendorprofile/getworkorders/77';
const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  [LIST]: { status: 200, body: { data: ROWS, totalCount: ROWS.length, totalCountIsExact: true } },
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/vendorprofile/vendortechs': { status: 200, body: TECHS },
  ...extra,
});

async function openMenu(wonumber: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for Work Order ${wonumber}` }));
  const menu = await screen.findByRole('menu');
  return within(menu);
}

const at = (status: string) => `/vendorprofile/workorderlist?status=${status}`;

describe('My Work Orders (/vendorprofile/workorderlist)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks the vendor list for the status as quick, 100 a page, and titles the screen', async () => {
    const api = stubApi(routes());
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at('open'));
    expect(screen.getByRole('heading', { name: 'My Work Orders - Open' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'WO-1042' });
    expect(link).toHaveAttribute(
      'href',
      `/vendorprofile/workorderdetails?id=42&origin=/vendorprofile/workorderlist?status=open`,
    );
    const call = api.callsTo(LIST)[0]!;
    expect(call.search.get('quick')).toBe('active');
    expect(call.search.get('take')).toBe('100');
    for (const header of ['Customer', 'Job Site', 'City', 'Status', 'Schedule Date', 'Brief Description']) {
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    }
    // Staff-only columns are not offered, the legend is under the grid.
    expect(screen.queryByText('Vendors')).toBeNull();
    expect(screen.getByRole('button', { name: /export/i })).toBeInTheDocument();
    // The one-line legend folds the status colours into a popover (decision 191).
    await userEvent.click(screen.getByRole('button', { name: 'Status colours' }));
    expect(await screen.findByRole('list', { name: 'Status colours' })).toBeInTheDocument();
  });

  it.each([
    ['invoiced', 'My Work Orders - Invoiced', String(STATUS.Invoiced)],
    ['cancelled', 'My Work Orders - Cancelled', String(STATUS.Cancelled)],
    ['anything', 'My Work Orders - Open', 'active'],
  ])('status=%s is titled %s and asks quick=%s', async (status, title, quick) => {
    const api = stubApi(routes());
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at(status));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WO-1042' });
    expect(api.callsTo(LIST)[0]!.search.get('quick')).toBe(quick);
  });

  it('offers Add Note and Assign Tech, neither on an Invoiced order', async () => {
    stubApi(routes());
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    const menu = await openMenu('WO-1042');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Add Note',
      'Assign Tech',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Actions for Work Order WO-1043' })).toBeDisabled();
  });

  it('Add Note: 600x400 popup saved by POST /vendorprofile/savenote', async () => {
    const api = stubApi(
      routes({ 'POST /api/vendorprofile/savenote': { status: 201, body: { id: 1, message: 'Note added' } } }),
    );
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    await (await openMenu('WO-1042')).findByRole('menuitem', { name: 'Add Note' }).then(userEvent.click);
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    expect(within(dialog).getByText(/WO-1042/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Parts ordered');
    await userEvent.type(within(dialog).getByLabelText('Additional Email Addresses'), 'pm@acme.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendorprofile/savenote')[0]!.body).toEqual({
      workorderid: 42,
      note: 'Parts ordered',
      emails: 'pm@acme.test',
    });
    expect(api.callsTo('POST /api/workorder/savenote')).toHaveLength(0);
  });

  it("Assign Tech: the vendor's active techs by name, PUT /vendorprofile/assigntech with the user_id", async () => {
    const api = stubApi(
      routes({
        'PUT /api/vendorprofile/assigntech': {
          status: 200,
          body: { id: 42, techauthid: 'tech-a', techname: 'Al Avery' },
        },
      }),
    );
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.click((await openMenu('WO-1042')).getByRole('menuitem', { name: 'Assign Tech' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Tech' });
    expect(within(dialog).getByLabelText('Work Order #')).toHaveValue('WO-1042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Assigned Tech is required.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Assigned Tech/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Al Avery', 'Bo Banks']);
    await userEvent.click(screen.getByRole('option', { name: 'Al Avery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/vendorprofile/assigntech')[0]?.body).toEqual({
        workorderid: 42,
        techauthid: 'tech-a',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Tech' })).toBeNull());
  });

  it("a Vendor's Export sends the page's status, filters and visible columns", async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const api = stubApi(routes({ 'GET /api/workorder/exportworkorders': { status: 200, body: {} } }));
    renderPortal(VENDOR, <PortalWorkOrdersPage />, at('invoiced'));
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(api.callsTo('GET /api/workorder/exportworkorders')).toHaveLength(1));
    const { search } = api.callsTo('GET /api/workorder/exportworkorders')[0]!;
    expect(search.get('quick')).toBe(String(STATUS.Invoiced));
    const columns = JSON.parse(search.get('columns') ?? '[]') as string[];
    // The dispatcher's order: status and priority after the number (decision 191).
    expect(columns.slice(0, 3)).toEqual(['wonumber', 'status', 'priority']);
    expect(columns).not.toContain('streetaddress');
  });

  it('a Tech exports too (the list scope keeps it to its assigned orders, decision 158)', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const api = stubApi(routes({ 'GET /api/workorder/exportworkorders': { status: 200, body: {} } }));
    renderPortal(TECH, <PortalWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.click(screen.getByRole('button', { name: /export/i }));
    await waitFor(() => expect(api.callsTo('GET /api/workorder/exportworkorders')).toHaveLength(1));
    expect(api.callsTo('GET /api/workorder/exportworkorders')[0]!.search.get('quick')).toBe('active');
  });
});
