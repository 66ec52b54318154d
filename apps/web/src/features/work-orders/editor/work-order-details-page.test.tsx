import { STATUS, WORK_ORDER_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISPATCHERS, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { CUSTOMERS, LISTS, makeDetail, renderPage } from './editor-test-fixtures';
import WorkOrderDetailsPage from './work-order-details-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lookups = {
  'GET /api/customer/getlists': { status: 200, body: LISTS },
  'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
  'GET /api/user/getdispatchers': { status: 200, body: DISPATCHERS },
};

const renderDetails = (route = '/workorder/details?id=42&origin=%2Fworkorder%3Fquick%3Dall') =>
  renderPage(userOf('Dispatchers'), route, <WorkOrderDetailsPage />);

const statusSelect = () => screen.getByRole('combobox', { name: /Status/ });

describe('Work order details (/workorder/details)', () => {
  it('shows the header, and the toolbar of an open order', async () => {
    stubApi({ ...lookups, 'GET /api/workorder/42': { status: 200, body: makeDetail({ flagged: true }) } });
    renderDetails();
    expect(await screen.findByRole('heading', { name: /#100042/ })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Work order summary' });
    expect(within(summary).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(summary).getByText('03/02/2026', { exact: false })).toBeInTheDocument();
    expect(within(summary).getByText('25.00%')).toBeInTheDocument();
    expect(screen.getByText('Flagged')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute(
      'href',
      '/workorder?quick=all',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Customer Update' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Open Parent/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Re-Open' })).not.toBeInTheDocument();
    for (const name of ['Work Order', 'Notes', 'Vendor', 'Customer Proposals', 'Invoice & Payments']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
  });

  it('a picked status opens the popup; Cancel leaves the previous status', async () => {
    const api = stubApi({ ...lookups, 'GET /api/workorder/42': { status: 200, body: makeDetail() } });
    renderDetails();
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Dispatched'));
    await userEvent.click(statusSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Received' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(dialog).toHaveTextContent('Dispatched → Received');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(WORK_ORDER_MESSAGES.statusNote)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusSelect()).toHaveTextContent('Dispatched');
    expect(api.callsTo('POST /api/workorder/updateworkorderstatus')).toHaveLength(0);
  });

  it('saving the popup posts the status change and shows the new status', async () => {
    const changed = makeDetail({
      statusid: STATUS.Received,
      status: 'Received',
      modifieddate: '2026-03-03T10:00:00.000Z',
    });
    const routes = {
      ...lookups,
      'GET /api/workorder/42': { status: 200, body: makeDetail() },
      'POST /api/workorder/updateworkorderstatus': { status: 200, body: changed },
    };
    const api = stubApi(routes);
    renderDetails();
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Dispatched'));
    await userEvent.click(statusSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Vendor cannot come');
    routes['GET /api/workorder/42'] = { status: 200, body: changed };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/updateworkorderstatus')[0]!.body).toEqual({
      workorderid: 42,
      statusid: STATUS.Received,
      note: 'Vendor cannot come',
      type: 1,
      emailuserids: [],
      notifycustomer: false,
      scheduledate: '2026-03-05',
      promisedate: null,
      cancelreason: null,
    });
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Received'));
  });

  it('Cancelled opens the cancellation popup, which requires the reason', async () => {
    stubApi({ ...lookups, 'GET /api/workorder/42': { status: 200, body: makeDetail() } });
    renderDetails();
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Dispatched'));
    await userEvent.click(statusSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Work Order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(WORK_ORDER_MESSAGES.cancelReason)).toBeInTheDocument();
    expect(within(dialog).queryByText(WORK_ORDER_MESSAGES.statusNote)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Dispatched'));
  });

  it('an Invoiced order is read-only: no Save or Add Customer Update, Re-Open offered', async () => {
    stubApi({
      ...lookups,
      'GET /api/workorder/42': {
        status: 200,
        body: makeDetail({ statusid: STATUS.Invoiced, status: 'Invoiced' }),
      },
    });
    renderDetails();
    expect(await screen.findByText(/This work order is Invoiced/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Customer Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-Open' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Brief Description/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'PO Number' })).toHaveAttribute('readonly');
    // A read-only select does not open.
    await userEvent.click(statusSelect());
    expect(screen.queryByRole('option', { name: 'Received' })).not.toBeInTheDocument();
  });

  it('a cancelled order shows its Cancel Reason read-only', async () => {
    stubApi({
      ...lookups,
      'GET /api/workorder/42': {
        status: 200,
        body: makeDetail({ statusid: STATUS.Cancelled, status: 'Cancelled', cancelreason: 'Duplicate' }),
      },
    });
    renderDetails();
    const reason = await screen.findByRole('textbox', { name: 'Cancel Reason' });
    expect(reason).toHaveValue('Duplicate');
    expect(reason).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Customer Update' })).toBeEnabled();
  });

  it('Save sends the token read with the record; a 409 offers Reload', async () => {
    const api = stubApi({
      ...lookups,
      'GET /api/workorder/42': { status: 200, body: makeDetail() },
      'PUT /api/workorder/updateworkorder': {
        status: 409,
        body: { message: WORK_ORDER_MESSAGES.staleUpdate },
      },
    });
    renderDetails();
    const brief = await screen.findByRole('textbox', { name: /Brief Description/ });
    await userEvent.clear(brief);
    await userEvent.type(brief, 'Leaking sink, second floor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(new RegExp(WORK_ORDER_MESSAGES.staleUpdate))).toBeInTheDocument();
    const body = api.callsTo('PUT /api/workorder/updateworkorder')[0]!.body!;
    expect(body).toMatchObject({
      id: 42,
      modifieddate: '2026-03-02T14:30:00.000Z',
      briefdescription: 'Leaking sink, second floor',
      tradeids: [33],
      nte: '500.00',
    });
    // The PO did not change: it is not checked again.
    expect(api.callsTo('GET /api/workorder/checkponumber')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Brief Description/ })).toHaveValue('Leaking sink'),
    );
    expect(api.callsTo('GET /api/workorder/42').length).toBeGreaterThan(1);
  });

  it('a child order: Add Child disabled, Open Parent opens the parent in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    stubApi({
      ...lookups,
      'GET /api/workorder/42': {
        status: 200,
        body: makeDetail({ ischild: true, parentid: 40, parentwonumber: '100040', wonumber: '100040-1' }),
      },
    });
    renderDetails();
    expect(await screen.findByRole('button', { name: 'Add Child' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Open Parent/ }));
    expect(open).toHaveBeenCalledWith('/workorder/details?id=40', '_blank', 'noopener');
  });

  it('Add Child creates the child and opens it', async () => {
    const api = stubApi({
      ...lookups,
      'GET /api/workorder/42': { status: 200, body: makeDetail() },
      'POST /api/workorder/createchildworkorder': {
        status: 201,
        body: makeDetail({ id: 43, wonumber: '100042-1', parentid: 42, ischild: true }),
      },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Child' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/workorder/details?id=43&origin=%2Fworkorder%3Fquick%3Dall',
      ),
    );
    expect(api.callsTo('POST /api/workorder/createchildworkorder')[0]!.search.get('id')).toBe('42');
  });

  it('an unsaved edit asks before Back to List and before Add Child; a tab change does not', async () => {
    const api = stubApi({
      ...lookups,
      'GET /api/workorder/42': { status: 200, body: makeDetail() },
      'POST /api/workorder/createchildworkorder': {
        status: 201,
        body: makeDetail({ id: 43, wonumber: '100042-1', parentid: 42, ischild: true }),
      },
    });
    renderDetails();
    await userEvent.type(await screen.findByRole('textbox', { name: /Brief Description/ }), ', urgent');
    const unsaved = () => screen.findByRole('dialog', { name: 'Unsaved Changes' });
    const isClosed = () =>
      waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument(),
      );

    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=notes');
    expect(screen.queryByRole('dialog', { name: 'Unsaved Changes' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to List' }));
    await userEvent.click(within(await unsaved()).getByRole('button', { name: 'Stay' }));
    await isClosed();
    expect(screen.getByTestId('location')).toHaveTextContent('/workorder/details?id=42');

    await userEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    await userEvent.click(within(await unsaved()).getByRole('button', { name: 'Stay' }));
    await isClosed();
    expect(api.callsTo('POST /api/workorder/createchildworkorder')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Add Child' }));
    await userEvent.click(within(await unsaved()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workorder/details?id=43'));
    expect(api.callsTo('POST /api/workorder/createchildworkorder')).toHaveLength(1);
  });

  it('keeps the tab in the address', async () => {
    stubApi({ ...lookups, 'GET /api/workorder/42': { status: 200, body: makeDetail() } });
    renderDetails('/workorder/details?id=42&tab=vendor');
    expect(await screen.findByRole('tab', { name: 'Vendor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Customer Proposals' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workorder/details?id=42&tab=proposals');
  });

  it('a work order that cannot be loaded shows "Something went wrong:"; Try again loads it again', async () => {
    const routes: Record<string, { status: number; body: unknown }> = {
      ...lookups,
      'GET /api/workorder/42': { status: 404, body: { message: 'Work order not found.' } },
    };
    stubApi(routes);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetails();
    expect(await screen.findByText('Something went wrong:')).toBeInTheDocument();
    expect(screen.getByText('Work order not found.')).toBeInTheDocument();

    routes['GET /api/workorder/42'] = { status: 200, body: makeDetail() };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /#100042/ })).toBeInTheDocument();
  });

  it('a status change keeps the other edits, and the next Save sends the new token', async () => {
    const changed = makeDetail({
      statusid: STATUS.Received,
      status: 'Received',
      modifieddate: '2026-03-03T10:00:00.000Z',
    });
    const routes = {
      ...lookups,
      'GET /api/workorder/42': { status: 200, body: makeDetail() },
      'POST /api/workorder/updateworkorderstatus': { status: 200, body: changed },
      'PUT /api/workorder/updateworkorder': { status: 200, body: changed },
    };
    const api = stubApi(routes);
    renderDetails();
    const requestedBy = await screen.findByRole('textbox', { name: 'Requested By' });
    await userEvent.clear(requestedBy);
    await userEvent.type(requestedBy, 'Front desk');
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Dispatched'));
    await userEvent.click(statusSelect());
    await userEvent.click(await screen.findByRole('option', { name: 'Received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Back to intake');
    routes['GET /api/workorder/42'] = { status: 200, body: changed };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(statusSelect()).toHaveTextContent('Received'));
    expect(screen.getByRole('textbox', { name: 'Requested By' })).toHaveValue('Front desk');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Work Order Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/updateworkorder')[0]!.body).toMatchObject({
      requestedby: 'Front desk',
      statusid: STATUS.Received,
      modifieddate: '2026-03-03T10:00:00.000Z',
    });
  });
});
