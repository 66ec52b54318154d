import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../entities/work-orders/test-helpers';
import { openDateField } from '../../../../test/dates';
import { details, PORTAL_ATTACHMENT_ROUTES, renderPortal, TECHS, VENDOR } from '../test-fixtures';
import PortalWorkOrderDetailsPage from './portal-work-order-details-page';

const DETAILS = 'GET /api/vendorprofile/workorder';
const VENDOR_NOTE = {
  id: 9,
  notenumber: 3,
  note: 'Vendor Updated',
  typeid: 2,
  notetypeid: 6,
  type: 'System',
  pertainsto: 3,
  pertainstoname: 'Vendor',
  emails: 'pm@x.test',
  emailuserids: null,
  emailusers: null,
  highpriority: false,
  customerupdated: false,
  includecustomer: false,
  issystem: true,
  createdby: 21,
  createdbyuser: 'Vendor User',
  createddate: '2026-11-21T15:30:00.000Z',
  modifieddate: '2026-11-21T15:30:00.000Z',
  workorderid: 42,
};
const routes = (extra: Parameters<typeof stubApi>[0] = {}) => ({
  [DETAILS]: { status: 200, body: details() },
  'GET /api/site/meta': { status: 200, body: [] },
  'GET /api/vendorprofile/vendortechs': { status: 200, body: TECHS },
  'GET /api/workorder/notes/42': { status: 200, body: [VENDOR_NOTE] },
  ...PORTAL_ATTACHMENT_ROUTES,
  ...extra,
});
const at = (query: string) => `/vendorprofile/workorderdetails?${query}`;

async function openDetails(extra: Parameters<typeof stubApi>[0] = {}, query = 'id=42') {
  const api = stubApi(routes(extra));
  renderPortal(VENDOR, <PortalWorkOrderDetailsPage />, at(query));
  await screen.findByRole('region', { name: 'Work order summary' });
  return api;
}

describe('Work-order details (/vendorprofile/workorderdetails)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reads GET /vendorprofile/workorder?id and shows the read-only header', async () => {
    const api = await openDetails();
    expect(api.callsTo(DETAILS)[0]!.search.get('id')).toBe('42');
    const header = within(screen.getByRole('region', { name: 'Work order summary' }));
    expect(header.getByRole('heading', { name: 'Work Order #WO-1042' })).toBeInTheDocument();
    expect(header.getByText('Rooftop unit down')).toBeInTheDocument();
    expect(header.getByText('Big Box Stores')).toBeInTheDocument();
    expect(header.getByText('Austin, TX')).toBeInTheDocument();
    expect(header.getByText(/^11\/20\/2026 \d{2}:\d{2} (AM|PM)$/)).toBeInTheDocument();
    expect(header.getByText('Dana Dispatch')).toBeInTheDocument();
    expect(header.getByText('P2 - Urgent')).toBeInTheDocument();
  });

  it('has the tabs Work Order, Notes, Proposals, Invoices and Attachments in the spec order', async () => {
    await openDetails();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Work Order', 'Notes', 'Proposals', 'Invoices', 'Attachments']);
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute(
      'href',
      '/vendorprofile/workorderlist?status=open',
    );
  });

  it('&tab=invoices opens the Invoices tab on the vendor invoices of the order (the lists link there)', async () => {
    const api = await openDetails(
      {
        'GET /api/vendorprofile/vendorworkorderinvoices': {
          status: 200,
          body: {
            data: [],
            canadd: true,
            summary: {
              customername: 'Big Box Stores',
              jobsite: 'Store 12',
              location: null,
              address: '1 Main St',
              city: 'Austin',
              statecode: 'TX',
              briefdescription: 'Rooftop unit down',
            },
          },
        },
      },
      'id=42&tab=invoices',
    );
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    const add = await screen.findByRole('button', { name: 'Add Invoice' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(api.callsTo('GET /api/vendorprofile/vendorworkorderinvoices')[0]!.search.get('workorderid')).toBe(
      '42',
    );
  });

  it('Back returns to the list it came from, never outside the portal', async () => {
    await openDetails(
      {},
      `id=42&origin=${encodeURIComponent('/vendorprofile/workorderlist?status=invoiced')}`,
    );
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute(
      'href',
      '/vendorprofile/workorderlist?status=invoiced',
    );
  });

  it('the Work Order tab: fields read-only, Assigned Tech and Schedule Date editable', async () => {
    await openDetails();
    const panel = within(screen.getByRole('tabpanel', { name: 'Work Order' }));
    expect(panel.getByLabelText('Job Site')).toHaveAttribute('readonly');
    expect(panel.getByLabelText('Address')).toHaveValue('1 Main St, Austin, TX, 78701');
    expect(panel.getByLabelText('Description')).toHaveValue('The unit on the roof is down.');
    expect(panel.getByLabelText('My Lines')).toHaveValue('Acme Mechanical (HVAC): Attached · NTE $500.00');
    expect(panel.getByRole('combobox', { name: 'Assigned Tech' })).toHaveTextContent('Bo Banks');
    expect(await openDateField('Schedule Date', panel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('Save sends only what changed: assigntech for the tech, updatescheduledate for the date', async () => {
    const api = await openDetails({
      'PUT /api/vendorprofile/assigntech': {
        status: 200,
        body: { id: 42, techauthid: 'tech-a', techname: 'Al Avery' },
      },
      'PUT /api/vendorprofile/updatescheduledate': {
        status: 200,
        body: details({
          techauthid: 'tech-a',
          techname: 'Al Avery',
          scheduledate: '2026-11-27T00:00:00.000Z',
        }),
      },
    });
    const panel = within(screen.getByRole('tabpanel', { name: 'Work Order' }));
    await userEvent.click(panel.getByRole('combobox', { name: 'Assigned Tech' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Al Avery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/vendorprofile/assigntech')[0]?.body).toEqual({
        workorderid: 42,
        techauthid: 'tech-a',
      }),
    );
    expect(await screen.findByText('Work Order Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/vendorprofile/updatescheduledate')).toHaveLength(0);

    const day = within(await openDateField('Schedule Date', panel)).getByRole('spinbutton', { name: 'Day' });
    await userEvent.click(day);
    await userEvent.keyboard('27');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/vendorprofile/updatescheduledate')[0]?.body).toEqual({
        id: 42,
        scheduledate: '2026-11-27',
      }),
    );
    expect(api.callsTo('PUT /api/vendorprofile/assigntech')).toHaveLength(1);
  });

  it("'Not assigned' clears the tech with null", async () => {
    const api = await openDetails({
      'PUT /api/vendorprofile/assigntech': {
        status: 200,
        body: { id: 42, techauthid: null, techname: null },
      },
    });
    const panel = within(screen.getByRole('tabpanel', { name: 'Work Order' }));
    await userEvent.click(panel.getByRole('combobox', { name: 'Assigned Tech' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not assigned' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/vendorprofile/assigntech')[0]?.body).toEqual({
        workorderid: 42,
        techauthid: null,
      }),
    );
  });

  it('is read-only when the API says canchange is false: no Save, the fields locked, no upload', async () => {
    await openDetails({
      [DETAILS]: {
        status: 200,
        body: details({ canchange: false, status: 'Invoiced', statusid: STATUS.Invoiced }),
      },
    });
    expect(screen.getByText('This work order is Invoiced: it is read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const panel = within(screen.getByRole('tabpanel', { name: 'Work Order' }));
    const tech = panel.getByRole('combobox', { name: 'Assigned Tech' });
    expect(tech).toHaveTextContent('Bo Banks');
    await userEvent.click(tech);
    expect(screen.queryByRole('option')).toBeNull();
    // A read-only date stays its stand-in (decision 208): it takes no typing and never loads the picker.
    const date = panel.getByRole('textbox', { name: /Schedule Date/ });
    expect(date).toHaveAttribute('aria-readonly', 'true');
    await userEvent.type(date, '27');
    expect(date).toHaveTextContent('11/25/2026');
    expect(panel.queryByRole('group', { name: /Schedule Date/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await screen.findByText('Vendor Updated');
    // An Invoiced order takes no note (the shared rule of every Add Note).
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Attachments' }));
    expect(await screen.findByText('No Attachments')).toBeInTheDocument();
    expect(screen.queryByLabelText('Type')).toBeNull();
  });

  it('the Notes tab lists the notes the API gives a vendor and adds one through /vendorprofile/savenote', async () => {
    const api = await openDetails({
      'POST /api/vendorprofile/savenote': { status: 201, body: { id: 10, message: 'Note added' } },
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Vendor Updated')).toBeInTheDocument();
    expect(screen.queryByText('pm@x.test')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await userEvent.type(within(dialog).getByLabelText(/^Note/), 'ETA 3 pm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/vendorprofile/savenote')[0]?.body).toEqual({
        workorderid: 42,
        note: 'ETA 3 pm',
        emails: '',
      }),
    );
  });

  it('the Attachments tab is the generic panel on the work order with the types the API offers', async () => {
    const api = await openDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Attachments' }));
    await waitFor(() => expect(api.callsTo('GET /api/workorder/getattachmenttypes')).toHaveLength(1));
    expect(api.callsTo('GET /api/workorder/attachments')[0]!.search.get('workorderid')).toBe('42');
    expect(await screen.findByLabelText('Type')).toBeInTheDocument();
  });
});
