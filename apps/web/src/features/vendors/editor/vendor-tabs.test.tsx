import { VENDOR_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import type { VendorContact, VendorPayment } from './api/types';
import { ContactsTab } from './contacts-tab';
import { NotesTab } from './notes-tab';
import { NO_PAYMENTS_TEXT, PaymentsTab } from './payments-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CONTACT: VendorContact = {
  id: 31,
  vendorid: 5,
  title: 'Office Manager',
  firstname: 'Bea',
  lastname: 'Brown',
  emailaddress: 'bea@acme.test',
  phone: '+1 (512) 555-0101',
  mobilephone: null,
  isprimary: true,
};

describe('Contacts tab', () => {
  it('lists the contacts; Add Contact refuses a title over 50 characters, then posts the contact', async () => {
    const api = stubApi({
      'GET /api/vendor/contacts': { status: 200, body: [CONTACT] },
      'POST /api/vendor/contact/add': { status: 200, body: { ...CONTACT, id: 32 } },
    });
    renderAs(userOf('Dispatchers'), <ContactsTab vendorid={5} canChange />);
    expect(await screen.findByRole('cell', { name: 'Office Manager' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+1 (512) 555-0101' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'x'.repeat(51));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile Phone' }), '5125550102');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(VENDOR_MESSAGES.contactTitle)).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/contact/add')).toHaveLength(0);

    await userEvent.clear(title);
    await userEvent.type(title, 'Dispatcher');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/vendor/contact/add')[0]!.body).toEqual({
      vendorid: 5,
      title: 'Dispatcher',
      firstname: null,
      lastname: null,
      emailaddress: null,
      phone: null,
      mobilephone: '+1 (512) 555-0102',
      isprimary: false,
    });
  });

  it('Delete asks first, then removes the contact', async () => {
    const api = stubApi({
      'GET /api/vendor/contacts': { status: 200, body: [CONTACT] },
      'DELETE /api/vendor/contact/delete/31': { status: 200, body: { id: 31 } },
    });
    renderAs(userOf('Dispatchers'), <ContactsTab vendorid={5} canChange />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Bea Brown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Contact' });
    expect(dialog).toHaveTextContent('Delete the contact Bea Brown?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/vendor/contact/delete/31')).toHaveLength(1));
  });

  it('offers no Add, edit or delete without the right to change', async () => {
    stubApi({ 'GET /api/vendor/contacts': { status: 200, body: [CONTACT] } });
    renderAs(userOf('Dispatchers'), <ContactsTab vendorid={5} canChange={false} />);
    expect(await screen.findByRole('cell', { name: 'Office Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Bea Brown' })).not.toBeInTheDocument();
  });
});

describe('Notes tab', () => {
  it('Add Note requires the note, then posts it with its flags and says "Note added"', async () => {
    const api = stubApi({
      'GET /api/vendor/notes/5': { status: 200, body: [] },
      'POST /api/vendor/savenote': {
        status: 200,
        body: {
          id: 1,
          vendorid: 5,
          note: 'Prefers morning calls',
          cancustomersee: false,
          canvendorsee: true,
          createdbyname: 'Dispatchers User',
          createdbyauthid: 'user-7',
          createddate: '2026-03-02T14:30:00.000Z',
          updateddate: '2026-03-02T14:30:00.000Z',
        },
      },
    });
    renderAs(userOf('Dispatchers'), <NotesTab vendorid={5} canAdd />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Prefers morning calls');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vendor Can See' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/savenote')[0]!.body).toEqual({
      vendorid: 5,
      note: 'Prefers morning calls',
      canvendorsee: true,
      cancustomersee: false,
    });
  });
});

describe('Payments tab', () => {
  it('says "No payments yet" until the accounting sync fills it', async () => {
    stubApi({ 'GET /api/vendor/payments': { status: 200, body: [] } });
    renderAs(userOf('Dispatchers'), <PaymentsTab vendorid={5} />);
    expect(await screen.findByText(NO_PAYMENTS_TEXT)).toBeInTheDocument();
  });

  it('shows a payment and, expanded, its lines', async () => {
    const payment: VendorPayment = {
      id: 9,
      txnDate: '2026-02-10T00:00:00.000Z',
      paymentType: 'Check',
      refNumber: '10045',
      amount: '1250.00',
      paymentLines: [{ memo: '100042', appliedToTxnRefNumber: 'INV-7', appliedToTxnAmount: '1250.00' }],
    };
    stubApi({ 'GET /api/vendor/payments': { status: 200, body: [payment] } });
    renderAs(userOf('Dispatchers'), <PaymentsTab vendorid={5} />);
    expect(await screen.findByRole('cell', { name: '10045' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Show lines of payment 10045/ }));
    const lines = await screen.findByRole('table', { name: 'Lines of payment 10045' });
    expect(within(lines).getByRole('cell', { name: '100042' })).toBeInTheDocument();
    expect(within(lines).getByRole('cell', { name: 'INV-7' })).toBeInTheDocument();
  });
});
