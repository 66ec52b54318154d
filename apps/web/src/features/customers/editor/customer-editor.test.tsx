import { CUSTOMER_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import {
  DISPATCHER,
  makeCustomerDetail,
  PROVIDERS,
  renderCustomerPage,
  SALES_REP,
  STATES,
} from '../customer-test-fixtures';
import CustomerDetailsPage from './customer-details-page';
import CustomerNewPage from './customer-new-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DETAIL = 'GET /api/customer/7';
const renderDetails = () =>
  renderCustomerPage(userOf('Dispatchers'), '/customer/details?id=7', <CustomerDetailsPage />);
const renderNew = () => renderCustomerPage(userOf('Dispatchers'), '/customer/new?id=0', <CustomerNewPage />);
const newLookups = {
  'GET /api/geoinfo/getstates': { status: 200, body: STATES },
  'GET /api/user/getdispatchers': { status: 200, body: [DISPATCHER] },
  'GET /api/user/getsalesreps': { status: 200, body: [SALES_REP] },
  'GET /api/managementprovider/getproviders': { status: 200, body: PROVIDERS },
};

describe('Customer editor (/customer/details)', () => {
  it('shows the toolbar, every tab and the stored fields; the prefix is read-only', async () => {
    stubApi({ [DETAIL]: { status: 200, body: makeCustomerDetail() } });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Big Box Retail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to List' })).toHaveAttribute('href', '/customer');
    expect(screen.getByRole('button', { name: 'Update Special Instructions' })).toBeEnabled();
    for (const name of [
      'Details',
      'Notifications',
      'Job Sites',
      'Contacts',
      'Management Provider',
      'Notes',
      'Trades',
      'Attachments',
      'Excluded Vendors',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeEnabled();
    }
    expect(screen.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue('Big Box Retail');
    expect(screen.getByRole('textbox', { name: 'Customer Prefix' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 (512) 555-0100');
  });

  it('Save checks the required fields with the spec C 5 messages and sends nothing', async () => {
    const api = stubApi({ [DETAIL]: { status: 200, body: makeCustomerDetail() } });
    renderDetails();
    for (const name of [/^Customer Name/, /^Street Address\s*\*?$/, /^City/, /^Postal Code/]) {
      await userEvent.clear(await screen.findByRole('textbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Customer Name is required.',
      'Street Address is required.',
      'City is required.',
      'Postal Code is required.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('PUT /api/customer/update')).toHaveLength(0);
  });

  it('an incomplete phone says the USA phone format message', async () => {
    stubApi({ [DETAIL]: { status: 200, body: makeCustomerDetail() } });
    renderDetails();
    const phone = await screen.findByRole('textbox', { name: 'Cell Phone' });
    await userEvent.type(phone, '51255');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone must have a correct USA phone format')).toBeInTheDocument();
  });

  it('Save sends PUT /customer/update without the prefix and toasts Updated!', async () => {
    const api = stubApi({
      [DETAIL]: { status: 200, body: makeCustomerDetail() },
      'PUT /api/customer/update': { status: 200, body: makeCustomerDetail().customer },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Status Change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.updated)).toBeInTheDocument();
    const body = api.callsTo('PUT /api/customer/update')[0]?.body;
    expect(body).toMatchObject({
      id: 7,
      customername: 'Big Box Retail',
      contactphone: '+1 (512) 555-0100',
      nte: '500.00',
      notifications: { proposaladded: true, invoiceadded: false, statuschange: true },
    });
    expect(body).not.toHaveProperty('customerprefix');
  });

  it('a refused save toasts Failed to update! and puts the message on its field', async () => {
    stubApi({
      [DETAIL]: { status: 200, body: makeCustomerDetail() },
      'PUT /api/customer/update': {
        status: 400,
        body: { message: 'Validation failed', errors: { city: 'City is required.' } },
      },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.updateFailed)).toBeInTheDocument();
    expect(await screen.findByText('City is required.')).toBeInTheDocument();
  });

  it('Update Special Instructions requires the text, keeps "all job sites" on, and posts it', async () => {
    const api = stubApi({
      [DETAIL]: { status: 200, body: makeCustomerDetail() },
      'POST /api/jobsites/updateallspecialprocedures': { status: 200, body: { customerid: 7, jobsites: 3 } },
    });
    renderDetails();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Special Instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Special Instructions' });
    const all = within(dialog).getByRole('checkbox', { name: /all job sites/ });
    expect(all).toBeChecked();
    expect(all).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CUSTOMER_MESSAGES.specialprocedure)).toBeInTheDocument();
    expect(api.callsTo('POST /api/jobsites/updateallspecialprocedures')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Special Instructions/ }), 'Call first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/jobsites/updateallspecialprocedures')[0]?.body).toEqual({
        customerid: 7,
        specialprocedure: 'Call first',
      }),
    );
  });

  it('the Management Provider tab shows the provider read-only, the password hidden', async () => {
    stubApi({ [DETAIL]: { status: 200, body: makeCustomerDetail() } });
    renderDetails();
    await userEvent.click(await screen.findByRole('tab', { name: 'Management Provider' }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveValue('https://sc.test');
    expect(website).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});

describe('New customer (/customer/new)', () => {
  it('opens on Management Provider with only Details, Notifications and it enabled; the prefix is editable', async () => {
    stubApi(newLookups);
    renderNew();
    const provider = await screen.findByRole('tab', { name: 'Management Provider' });
    expect(provider).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Details', 'Notifications']) expect(screen.getByRole('tab', { name })).toBeEnabled();
    for (const name of ['Job Sites', 'Contacts', 'Notes', 'Trades', 'Attachments', 'Excluded Vendors']) {
      expect(screen.getByRole('tab', { name })).toBeDisabled();
    }
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/customer');
    expect(screen.queryByRole('button', { name: 'Update Special Instructions' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Customer Prefix', hidden: true })).not.toHaveAttribute(
      'readonly',
    );
  });

  it('Save with empty fields shows Details with the required messages', async () => {
    const api = stubApi(newLookups);
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Customer Name is required.')).toBeVisible());
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('POST /api/customer/save')).toHaveLength(0);
  });

  it('a saved new customer posts the prefix and opens /customer/details?id={id}', async () => {
    const api = stubApi({
      ...newLookups,
      'POST /api/customer/save': { status: 200, body: makeCustomerDetail({ id: 42 }).customer },
    });
    renderNew();
    await userEvent.click(await screen.findByRole('tab', { name: 'Details' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Customer Name/ }), 'New Co');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer Prefix' }), 'nco');
    await userEvent.type(screen.getByRole('textbox', { name: /^Street Address\s*\*?$/ }), '2 Elm St');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Dallas');
    await userEvent.type(screen.getByRole('textbox', { name: /^Postal Code/ }), '75201');
    await userEvent.click(screen.getByRole('combobox', { name: /^State/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'TX' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sales Rep' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sam Sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/customer/details?id=42'));
    expect(api.callsTo('POST /api/customer/save')[0]?.body).toMatchObject({
      customername: 'New Co',
      customerprefix: 'nco',
      statecode: 'TX',
      salesrepauthid: 'u4',
      isactive: true,
    });
  });
});
