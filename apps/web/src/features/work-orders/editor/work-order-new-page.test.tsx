import { WORK_ORDER_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { CUSTOMERS, LISTS, LISTS_WITHOUT_DEFAULTS, makeDetail, renderPage } from './editor-test-fixtures';
import WorkOrderNewPage from './work-order-new-page';
import { typeDate } from '../../../test/dates';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderNew = () => renderPage(userOf('Dispatchers'), '/workorder/new?id=0', <WorkOrderNewPage />);

async function pickOption(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a date into an MUI X v8 field (month, day and year sections). */

describe('New work order (/workorder/new)', () => {
  it('shows the tabs, only Work Order enabled, and applies the isdefaultonnew options', async () => {
    stubApi({
      'GET /api/customer/getlists': { status: 200, body: LISTS },
      'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
    });
    renderNew();
    expect(screen.getByRole('tab', { name: 'Work Order' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Notes', 'Proposal', 'Vendor', 'Invoice & Payments', 'Attachments', 'Mobile']) {
      expect(screen.getByRole('tab', { name })).toBeDisabled();
    }
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Division/ })).toHaveTextContent('Facilities'),
    );
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Received');
    expect(screen.getByRole('combobox', { name: /Request Type/ })).toHaveTextContent('Repair');
    // The status select simply sets the value on a new order: no popup.
    await pickOption(/Status/, 'Dispatched');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Status/ })).toHaveTextContent('Dispatched');
  });

  it('Save checks the required fields with the spec messages and sends nothing', async () => {
    const api = stubApi({
      'GET /api/customer/getlists': { status: 200, body: LISTS_WITHOUT_DEFAULTS },
      'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
    });
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      WORK_ORDER_MESSAGES.customer,
      WORK_ORDER_MESSAGES.dueDate,
      WORK_ORDER_MESSAGES.division,
      WORK_ORDER_MESSAGES.status,
      WORK_ORDER_MESSAGES.priority,
      WORK_ORDER_MESSAGES.requestType,
      WORK_ORDER_MESSAGES.briefDescription,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('GET /api/workorder/checkponumber')).toHaveLength(0);
    expect(api.callsTo('POST /api/workorder/saveworkorder')).toHaveLength(0);
  });

  it('PO Already Used: No keeps the form unsaved, Yes saves and opens the new order', async () => {
    const api = stubApi({
      'GET /api/customer/getlists': { status: 200, body: LISTS },
      'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
      'GET /api/workorder/checkponumber': { status: 200, body: { wonumbers: ['100010', '100011'] } },
      'POST /api/workorder/saveworkorder': { status: 201, body: makeDetail({ id: 77 }) },
    });
    renderNew();
    await pickOption(/Customer/, 'Acme Retail');
    await userEvent.click(screen.getByRole('button', { name: 'Open job sites' }));
    await userEvent.click(await screen.findByRole('cell', { name: 'Store 15' }));
    await typeDate('Due Date', '03092026');
    await pickOption(/Priority/, 'P2');
    await userEvent.type(screen.getByRole('textbox', { name: /Brief Description/ }), 'Leaking sink');
    await userEvent.type(screen.getByRole('textbox', { name: 'PO Number' }), 'PO-77');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'PO Already Used' });
    expect(dialog).toHaveTextContent(
      'PO Number: PO-77 already exists on Work Order #: 100010, 100011 Use anyway?',
    );
    expect(api.callsTo('GET /api/workorder/checkponumber')[0]!.search.toString()).toBe(
      'customerid=9&ponumber=PO-77&workorderid=0',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/workorder/saveworkorder')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'PO Already Used' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('Work Order Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveworkorder')[0]!.body).toEqual({
      customerid: 9,
      jobsiteid: 15,
      requestedby: null,
      salesrepid: null,
      ponumber: 'PO-77',
      nte: null,
      duedate: '2026-03-09',
      promisedate: null,
      scheduledate: null,
      divisionid: 1,
      statusid: 1,
      priorityid: 2,
      requesttypeid: 1,
      briefdescription: 'Leaking sink',
      description: null,
      tradeids: [],
      cancelreason: null,
    });
    // The toast shows as the save answers; the navigation follows on the next render.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/workorder/details?id=77'));
  });

  it('Cancel with an unsaved edit asks; Leave goes back to the list', async () => {
    stubApi({
      'GET /api/customer/getlists': { status: 200, body: LISTS },
      'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
    });
    renderNew();
    await userEvent.type(screen.getByRole('textbox', { name: /Brief Description/ }), 'Leaking sink');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog).toHaveTextContent('You have unsaved changes on this work order. Leave without saving?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/workorder');
  });

  it('puts the API field errors of a 400 on the fields', async () => {
    stubApi({
      'GET /api/customer/getlists': { status: 200, body: LISTS },
      'GET /api/customer/getcustomers': { status: 200, body: CUSTOMERS },
      'POST /api/workorder/saveworkorder': {
        status: 400,
        body: { message: 'Validation failed', errors: { jobsiteid: 'Job Site is invalid.' } },
      },
    });
    renderNew();
    await pickOption(/Customer/, 'Acme Retail');
    await typeDate('Due Date', '03092026');
    await pickOption(/Priority/, 'P1');
    await userEvent.type(screen.getByRole('textbox', { name: /Brief Description/ }), 'No heat');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Job Site is invalid.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/workorder/new');
  });
});
