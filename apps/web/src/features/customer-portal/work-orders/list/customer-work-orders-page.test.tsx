import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../entities/work-orders/test-helpers';
import { CUSTOMER, listRow, renderPortal } from '../../test-fixtures';
import CustomerWorkOrdersPage from './customer-work-orders-page';

const ROWS = [
  listRow(42, { wonumber: 'WO-1042', ponumber: 'PO-778' }),
  listRow(43, { wonumber: 'WO-1043', status: 'Invoiced', statusid: STATUS.Invoiced }),
];
const LIST = 'GET /api/customerprofile/getworkorders/31';
const VIEWS = 'GET /api/view/getuserviews';
const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  [LIST]: { status: 200, body: { data: ROWS, totalCount: ROWS.length, totalCountIsExact: true } },
  'GET /api/site/meta': { status: 200, body: [] },
  [VIEWS]: { status: 200, body: [] },
  ...extra,
});

const at = (status: string) => `/customerprofile/workorderlist?status=${status}`;

describe('My Work Orders (/customerprofile/workorderlist)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the customer's list for the status as quick, shows the PO number, links the details", async () => {
    const api = stubApi(routes());
    renderPortal(CUSTOMER, <CustomerWorkOrdersPage />, at('open'));
    expect(screen.getByRole('heading', { name: 'My Work Orders - Open' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'WO-1042' });
    expect(link).toHaveAttribute(
      'href',
      '/customerprofile/workorderdetails?id=42&origin=/customerprofile/workorderlist?status=open',
    );
    expect(screen.getByText('PO-778')).toBeInTheDocument();
    const call = api.callsTo(LIST)[0]!;
    expect(call.search.get('quick')).toBe('active');
    expect(call.search.get('take')).toBe('100');
    // Staff-only columns are not offered; the legend is under the grid.
    expect(screen.queryByText('Vendors')).toBeNull();
    // The one-line legend folds the status colours into a popover (decision 191).
    await userEvent.click(screen.getByRole('button', { name: 'Status colours' }));
    expect(await screen.findByRole('list', { name: 'Status colours' })).toBeInTheDocument();
    expect(api.callsTo(VIEWS)[0]!.search.get('pagetype')).toBe('w');
  });

  it.each([
    ['invoiced', 'My Work Orders - Invoiced', String(STATUS.Invoiced)],
    ['all', 'My Work Orders - All', 'all'],
    ['cancelled', 'My Work Orders - Cancelled', String(STATUS.Cancelled)],
    ['anything', 'My Work Orders - Open', 'active'],
  ])('status=%s is titled %s and asks quick=%s', async (status, title, quick) => {
    const api = stubApi(routes());
    renderPortal(CUSTOMER, <CustomerWorkOrdersPage />, at(status));
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'WO-1042' });
    expect(api.callsTo(LIST)[0]!.search.get('quick')).toBe(quick);
  });

  it('applies the default saved view of type w when the list opens', async () => {
    const view = { version: 1, searchText: 'roof', pageSize: 50 };
    const api = stubApi(
      routes({
        [VIEWS]: {
          status: 200,
          body: [{ viewid: 5, viewname: 'Mine', viewtype: 'w', isdefault: true, view }],
        },
      }),
    );
    renderPortal(CUSTOMER, <CustomerWorkOrdersPage />, at('open'));
    await waitFor(() =>
      expect(api.callsTo(LIST).some((call) => call.search.get('searchValue') === 'roof')).toBe(true),
    );
  });

  it('Reset Filters clears the search; Add Work Order is offered', async () => {
    const api = stubApi(routes());
    renderPortal(CUSTOMER, <CustomerWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    await userEvent.type(screen.getByPlaceholderText('Search work orders...'), 'roof');
    await waitFor(() =>
      expect(api.callsTo(LIST).some((call) => call.search.get('searchValue') === 'roof')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByPlaceholderText('Search work orders...')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Work Order' })).toBeInTheDocument();
  });

  it('Add Note is the only row action (none on an Invoiced order) and posts to /customerprofile/savenote', async () => {
    const api = stubApi(
      routes({
        'POST /api/customerprofile/savenote': {
          status: 201,
          body: {
            id: 1,
            workorderid: 42,
            notenumber: 3,
            note: 'Gate code 1234',
            isvisibletocustomer: true,
            message: 'Note added',
          },
        },
      }),
    );
    renderPortal(CUSTOMER, <CustomerWorkOrdersPage />, at('open'));
    await screen.findByRole('link', { name: 'WO-1042' });
    expect(screen.getByRole('button', { name: 'Actions for Work Order WO-1043' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Work Order WO-1042' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add Note']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    expect(within(dialog).queryByLabelText('Additional Email Addresses')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'Gate code 1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customerprofile/savenote')[0]!.body).toEqual({
      workorderid: 42,
      note: 'Gate code 1234',
    });
  });
});
