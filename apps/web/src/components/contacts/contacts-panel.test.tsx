import { CUSTOMER_MESSAGES, JOB_SITE_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { ContactOfArea } from './api';
import { ContactsPanel } from './contacts-panel';

afterEach(() => vi.unstubAllGlobals());

const CONTACT: ContactOfArea['customer'] = {
  id: 41,
  customerid: 8,
  title: 'Facilities Manager',
  firstname: 'Rosa',
  lastname: 'Diaz',
  emailaddress: 'rosa@cornermarket.test',
  phone: '+1 (512) 555-0100',
  mobilephone: null,
  isprimary: true,
};

type Answer = { status: number; body?: unknown };

/** `routes['POST /api/customer/contact/add'] = { status: 200, body }`; anything else answers 404. */
function stubApi(routes: Record<string, Answer>) {
  const calls: { route: string; search: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      calls.push({
        route,
        search: url.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      const answer = routes[route] ?? { status: 404, body: { message: 'Not found' } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { callsTo: (route: string) => calls.filter((call) => call.route === route) };
}

const renderPanel = (canChange: boolean) =>
  renderWithProviders(
    <ContactsPanel
      owner={{ area: 'customer', id: 8 }}
      recordKey={['customers', 'detail', 8]}
      canChange={canChange}
    />,
  );

describe('ContactsPanel (any owner)', () => {
  it("lists the owner's contacts from its area's path", async () => {
    const api = stubApi({ 'GET /api/customer/contacts': { status: 200, body: [CONTACT] } });
    renderPanel(true);
    expect(await screen.findByRole('cell', { name: 'Facilities Manager' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'rosa@cornermarket.test' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+1 (512) 555-0100' })).toBeInTheDocument();
    expect(screen.getByLabelText('Primary', { selector: 'svg' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/customer/contacts')[0]!.search.get('customerid')).toBe('8');
  });

  it('Add Contact refuses a long title and an incomplete phone, then posts the contact with the owner id', async () => {
    const api = stubApi({
      'GET /api/customer/contacts': { status: 200, body: [] },
      'POST /api/customer/contact/add': { status: 200, body: { ...CONTACT, id: 42 } },
    });
    renderPanel(true);
    expect(await screen.findByText('No contacts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(title, 'x'.repeat(51));
    await userEvent.type(phone, '512555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CUSTOMER_MESSAGES.contactTitle)).toBeInTheDocument();
    expect(within(dialog).getByText(JOB_SITE_MESSAGES.phone)).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/contact/add')).toHaveLength(0);

    await userEvent.clear(title);
    await userEvent.type(title, ' Store Manager ');
    await userEvent.type(phone, '0101');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Ana');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Primary' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Contact Added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/customer/contact/add').map((call) => call.body)).toEqual([
      {
        customerid: 8,
        title: 'Store Manager',
        firstname: 'Ana',
        lastname: null,
        emailaddress: null,
        phone: '+1 (512) 555-0101',
        mobilephone: null,
        isprimary: true,
      },
    ]);
    // The list is read again after the save.
    expect(api.callsTo('GET /api/customer/contacts')).toHaveLength(2);
  });

  it('Delete asks first, then calls DELETE on the area and says so', async () => {
    const api = stubApi({
      'GET /api/customer/contacts': { status: 200, body: [CONTACT] },
      'DELETE /api/customer/contact/delete/41': { status: 200, body: { id: 41 } },
    });
    renderPanel(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rosa Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Contact' });
    expect(dialog).toHaveTextContent('Delete Rosa Diaz?');
    expect(api.callsTo('DELETE /api/customer/contact/delete/41')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/customer/contact/delete/41')).toHaveLength(1));
    expect(await screen.findByText('Contact removed')).toBeInTheDocument();
  });

  it('is read-only without the right to change: no Add Contact, edit or delete', async () => {
    stubApi({ 'GET /api/customer/contacts': { status: 200, body: [CONTACT] } });
    renderPanel(false);
    expect(await screen.findByRole('cell', { name: 'Facilities Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Rosa Diaz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Rosa Diaz' })).not.toBeInTheDocument();
  });

  it("edits through the vendor's paths and words", async () => {
    const vendorContact: ContactOfArea['vendor'] = {
      ...CONTACT,
      id: 31,
      vendorid: 5,
      firstname: null,
      lastname: null,
    };
    const api = stubApi({
      'GET /api/vendor/contacts': { status: 200, body: [vendorContact] },
      'PUT /api/vendor/contact/update': { status: 200, body: vendorContact },
    });
    renderWithProviders(<ContactsPanel owner={{ area: 'vendor', id: 5 }} canChange />);
    // A contact without a name is named by its title on a vendor.
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Facilities Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contact' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Facilities Manager');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), 'Diaz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/vendor/contact/update')).toHaveLength(1));
    expect(api.callsTo('PUT /api/vendor/contact/update')[0]!.body).toEqual({
      id: 31,
      title: 'Facilities Manager',
      firstname: null,
      lastname: 'Diaz',
      emailaddress: 'rosa@cornermarket.test',
      phone: '+1 (512) 555-0100',
      mobilephone: null,
      isprimary: true,
    });
    expect(api.callsTo('GET /api/vendor/contacts')[0]!.search.get('vendorid')).toBe('5');
    expect(await screen.findByText('Contact Updated')).toBeInTheDocument();
  });
});
