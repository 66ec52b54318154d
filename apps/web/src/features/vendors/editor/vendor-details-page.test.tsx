import { VENDOR_MESSAGES } from '@dispatchwise/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { Profile } from '../../../lib/session';
import VendorDetailsPage from './vendor-details-page';
import { makeVendorDetail, renderVendorPage } from './vendor-test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDetails = (user: Profile = userOf('Dispatchers')) =>
  renderVendorPage(user, '/vendor/details?id=5', <VendorDetailsPage />);

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('Vendor details (/vendor/details)', () => {
  it('shows the toolbar, the tabs and the stored fields, phones masked', async () => {
    stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Acme Plumbing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/vendor');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    for (const name of ['Details', 'Trades', 'Contacts', 'Attachments', 'Notes', 'Payments', 'History']) {
      expect(screen.getByRole('tab', { name })).toBeEnabled();
    }
    expect(field(/^Name/)).toHaveValue('Acme Plumbing');
    expect(field('Primary Phone')).toHaveValue('+1 (512) 555-0100');
    expect(field(/^Min NTE/)).toHaveValue('250.00');
    expect(screen.getByText('4.5 (3 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating 4.5 of 5' })).toBeInTheDocument();
  });

  it('Save checks the required fields with the spec messages and sends nothing', async () => {
    const api = stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
    renderDetails();
    for (const name of ['Name', 'Address', 'City', 'Zip', 'Primary Email']) {
      await userEvent.clear(await screen.findByRole('textbox', { name }));
    }
    await userEvent.clear(field('Primary Phone'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required.',
      'Address is required.',
      'City is required.',
      'Zip is required.',
      'Primary Phone is required.',
      'Primary Email is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PUT /api/vendor/update')).toHaveLength(0);
  });

  it('an incomplete phone or a bad e-mail is refused with its message', async () => {
    stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
    renderDetails();
    const phone = await screen.findByRole('textbox', { name: 'Secondary Phone' });
    await userEvent.type(phone, '51255');
    expect(phone).toHaveValue('+1 (512) 55');
    await userEvent.clear(field('Dispatch Email'));
    await userEvent.type(field('Dispatch Email'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone must have a correct USA phone format')).toBeInTheDocument();
    expect(screen.getByText('Dispatch Email is invalid.')).toBeInTheDocument();
  });

  it('Save sends the form to PUT /vendor/update and says so', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'PUT /api/vendor/update': { status: 200, body: makeVendorDetail().vendor },
    });
    renderDetails();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Plumbing LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_MESSAGES.submitted)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/vendor/update')[0]!.body).toMatchObject({
      id: 5,
      name: 'Acme Plumbing LLC',
      primaryphone: '+1 (512) 555-0100',
      minnte: '250.00',
      tierid: 2,
      termid: 3,
      glexpirationdate: '2026-12-31',
      wcexpirationdate: null,
      servicestates: { states: [{ statecode: 'TX' }] },
    });
  });

  it("a 400's field errors land on the fields, with 'Failed to submit the form'", async () => {
    stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'PUT /api/vendor/update': {
        status: 400,
        body: { message: 'Validation failed', errors: { primaryemail: 'Primary Email is invalid.' } },
      },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(await screen.findByText('Primary Email is invalid.')).toBeInTheDocument();
    expect(field(/^Primary Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['Vendor', 'Tech', 'Customer'] as const)(
    'a %s user sees the form read-only with only Details and History enabled',
    async (role) => {
      stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
      renderDetails({ ...userOf(role), vendorid: role === 'Customer' ? null : 5 });
      expect(await screen.findByText('This vendor record is read-only for your role.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add/Update Vendor Rating' })).not.toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Details' })).toBeEnabled();
      expect(screen.getByRole('tab', { name: 'History' })).toBeEnabled();
      for (const name of ['Trades', 'Contacts', 'Attachments', 'Notes', 'Payments']) {
        expect(screen.getByRole('tab', { name })).toBeDisabled();
      }
      expect(field(/^Name/)).toHaveAttribute('readonly');
      expect(field('Primary Phone')).toHaveAttribute('readonly');
      expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    },
  );

  it('shows staff the compliance reminders the vendor was sent', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'GET /api/vendor/compliancereminders': {
        status: 200,
        body: [
          {
            id: 1,
            document: 'wc',
            threshold: '15',
            expirationdate: '2026-12-01T00:00:00.000Z',
            recipients: 'office@acme.test',
            createddate: '2026-11-16T14:00:00.000Z',
            mailstatus: 'sent',
            sentat: '2026-11-16T14:01:00.000Z',
          },
        ],
      },
    });
    renderDetails();
    const table = await screen.findByRole('table', { name: 'Compliance reminders sent' });
    expect(table).toHaveTextContent("workers' compensation certificate");
    expect(table).toHaveTextContent('15 days before');
    expect(table).toHaveTextContent('12/01/2026');
    expect(table).toHaveTextContent('office@acme.test');
    expect(api.callsTo('GET /api/vendor/compliancereminders')[0]!.search.get('vendorid')).toBe('5');
  });

  it('a Vendor user is not shown compliance reminders', async () => {
    const api = stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
    renderDetails({ ...userOf('Vendor'), vendorid: 5 });
    expect(await screen.findByText('This vendor record is read-only for your role.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Compliance reminders' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/vendor/compliancereminders')).toHaveLength(0);
  });

  it('a Vendor user asking for a disabled tab by address gets Details', async () => {
    stubApi({ 'GET /api/vendor/5': { status: 200, body: makeVendorDetail() } });
    renderVendorPage(
      { ...userOf('Vendor'), vendorid: 5 },
      '/vendor/details?id=5&tab=notes',
      <VendorDetailsPage />,
    );
    expect(await screen.findByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the Trades tab mounts the shared trades-and-rates editor on the vendor', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'GET /api/vendor/gettrades': { status: 200, body: [] },
      'GET /api/trades/tradelist': { status: 200, body: [] },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('tab', { name: 'Trades' }));
    expect(await screen.findByRole('button', { name: 'Add Trade' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/vendor/gettrades')[0]!.search.get('vendorid')).toBe('5');
  });

  it('Add/Update Vendor Rating posts the rating and shows the new average', async () => {
    const api = stubApi({
      'GET /api/vendor/5': { status: 200, body: makeVendorDetail() },
      'POST /api/vendor/addvendorrating/5/3.5': {
        status: 200,
        body: { vendorrating: 4.25, numberofratings: 4, myrating: 3.5 },
      },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Add/Update Vendor Rating' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add/Update Vendor Rating' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rating is required.')).toBeInTheDocument();
    // jsdom has no layout for the stars' hover position: the radio's own change picks the value.
    fireEvent.click(within(dialog).getByRole('radio', { name: '3.5 Stars' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/vendor/addvendorrating/5/3.5')).toHaveLength(1);
    expect(screen.getByText('4.3 (4 ratings)')).toBeInTheDocument();
  });
});
