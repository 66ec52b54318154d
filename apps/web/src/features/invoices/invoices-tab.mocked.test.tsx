import { STATUS } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentActionsButton,
  documentMenuItems,
  pickDocumentAction,
} from '../../components/line-items/test-helpers';
import { renderAs, stubApi, userOf } from '../../entities/work-orders/test-helpers';
import type * as Http from '../../lib/http';
import { downloadFile } from '../../lib/http';
import InvoicesTab from './invoices-tab';
import { makeInvoice, makeWorkOrder } from './test-fixtures';

// The PDF and Word go through the one download of lib/http: assert on the call, the file is its own test's.
vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof Http>()),
  downloadFile: vi.fn(() => Promise.resolve()),
}));

const RECORD_KEY = ['workorders', 'detail', 42] as const;
const LIST = 'GET /api/workorder/invoices';

function render(role: Parameters<typeof userOf>[0] = 'Dispatchers', workOrder = makeWorkOrder()) {
  return renderAs(userOf(role), <InvoicesTab workOrder={workOrder} recordKey={RECORD_KEY} />);
}

const actionsButton = (state: string) => documentActionsButton('invoice', state);
const menuItemsOf = (state: string) => documentMenuItems('invoice', state);
const pick = (state: string, action: string) => pickDocumentAction('invoice', state, action);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('InvoicesTab', () => {
  it("lists the order's invoices in the spec's columns, and their lines under the grid", async () => {
    const api = stubApi({ [LIST]: { status: 200, body: [makeInvoice()] } });
    render();
    expect(await screen.findByText('$237.50')).toBeInTheDocument();
    for (const header of [
      'Invoice Amount',
      'Invoice Date',
      'Due Date',
      'Complete Date',
      'Sent By',
      'Bill w/o Signoff',
      'Approved?',
      'Rejected?',
      'Note',
    ])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByText('03/05/2026')).toBeInTheDocument();
    expect(screen.getByText('04/04/2026')).toBeInTheDocument();
    expect(screen.getByText('Dana Dispatch')).toBeInTheDocument();
    expect(screen.getByText('Net 30')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.search.get('workorderid')).toBe('42');

    await userEvent.click(screen.getByRole('button', { name: /^Show line items of invoice/ }));
    const lines = await screen.findByRole('table', { name: /Line items of invoice/ });
    expect(within(lines).getByText('Replace the trap')).toBeInTheDocument();
    // No Remove under the grid: an invoice's lines change in its editor.
    expect(within(lines).queryByRole('button', { name: 'Remove line 1' })).not.toBeInTheDocument();
  });

  it.each([
    ['Dispatchers', 'Open', ['Edit', 'Reject', 'Preview', 'PDF', 'Word', 'Remove']],
    ['AccountingAdmin', 'Open', ['Edit', 'Approve', 'Reject', 'Preview', 'PDF', 'Word', 'Remove']],
    ['AccountingAdmin', 'Approved', ['Edit', 'Unapprove', 'Preview', 'PDF', 'Word']],
    ['Dispatchers', 'Approved', ['Edit', 'Preview', 'PDF', 'Word']],
    ['Admin', 'Rejected', ['Edit', 'Preview', 'Remove']],
    ['Employee', 'Open', ['Edit', 'Preview', 'PDF', 'Word']],
  ] as const)('%s on an %s invoice gets %j', async (role, state, expected) => {
    stubApi({ [LIST]: { status: 200, body: [makeInvoice({}, state)] } });
    render(role);
    expect(await menuItemsOf(state)).toEqual(expected);
  });

  it('an Invoiced order disables Add Invoice; a Vendor user sees no invoices and no call is made', async () => {
    stubApi({ [LIST]: { status: 200, body: [] } });
    const { unmount } = render('Admin', makeWorkOrder({ statusid: STATUS.Invoiced, status: 'Invoiced' }));
    expect(await screen.findByRole('button', { name: 'Add Invoice' })).toBeDisabled();
    unmount();
    const api = stubApi({ [LIST]: { status: 200, body: [] } });
    render('Vendor');
    expect(screen.getByText(/does not see the customer invoices/)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it("Edit shows the API's figures read-only and sends updateinvoice with the kept lines", async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeInvoice()] },
      'PUT /api/workorder/updateinvoice': { status: 200, body: [makeInvoice()] },
    });
    render();
    await pick('Open', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    for (const [label, value] of [
      ['Invoice Date', '03/05/2026'],
      ['Due Date', '04/04/2026'],
      ['Complete Date', '03/06/2026'],
      ['Sent By', 'Dana Dispatch'],
      ['Payment Due', '$200.00'],
      ['Amount Received', '$37.50'],
    ]) {
      const input = within(dialog).getByRole('textbox', { name: label });
      expect(input).toHaveValue(value);
      expect(input).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByRole('checkbox', { name: 'Bill w/o Signoff' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bill w/o Signoff' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice Saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/updateinvoice')[0]?.body).toEqual({
      id: 7,
      billwithoutsignoff: false,
      note: 'Net 30',
      scopeofworkformatted: '<p>Fix the leak</p>',
      details: [
        {
          id: 801,
          itemtypeid: 1,
          description: 'Replace the trap',
          quantity: '2.5',
          rates: '95.00',
          taxrate: '0',
        },
      ],
    });
  });

  it('an approved invoice opens without Save or Add Item', async () => {
    stubApi({ [LIST]: { status: 200, body: [makeInvoice({}, 'Approved')] } });
    render('AccountingAdmin');
    await pick('Approved', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    expect(within(dialog).getByText(/un-approve it to change it/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add Item' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Bill w/o Signoff' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Add Invoice checks Scope of Work, then "Invoice Saved" with the exact saveinvoice body', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [] },
      'POST /api/workorder/saveinvoice': { status: 201, body: [makeInvoice()] },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Scope of Work is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveinvoice')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Description' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Net 30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Type, line 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Material' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity, line 1' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Rate, line 1' }), '33.35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invoice Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/saveinvoice')[0]?.body).toEqual({
      workorderid: 42,
      billwithoutsignoff: false,
      note: 'Net 30',
      scopeofworkformatted: '<p>Leak under the sink</p>',
      details: [{ itemtypeid: 2, description: null, quantity: '3', rates: '33.35', taxrate: '0' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Approve says "Invoice Approved" and reads the order again (the header margin follows)', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeInvoice()] },
      'PUT /api/workorder/approveinvoice': { status: 200, body: [makeInvoice({}, 'Approved')] },
    });
    const { client } = render('AccountingAdmin');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await pick('Open', 'Approve');
    expect(await screen.findByText('Invoice Approved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/workorder/approveinvoice')[0]?.body).toEqual({ invoiceid: 7 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: RECORD_KEY });
  });

  it('Unapprove says "Invoice Un-Approved"; Remove asks first and says "Removed Invoice"', async () => {
    const api = stubApi({
      [LIST]: { status: 200, body: [makeInvoice({}, 'Approved'), makeInvoice({ id: 8 }, 'Rejected')] },
      'PUT /api/workorder/unapproveinvoice': { status: 200, body: [] },
      'DELETE /api/workorder/removeinvoice': { status: 200, body: [] },
    });
    render('AccountingAdmin');
    await pick('Approved', 'Unapprove');
    expect(await screen.findByText('Invoice Un-Approved')).toBeInTheDocument();
    await pick('Rejected', 'Remove');
    const dialog = await screen.findByRole('dialog', { name: 'Remove Invoice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed Invoice')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/workorder/removeinvoice')[0]?.search.get('id')).toBe('8');
  });

  it("Preview shows the server's page in the Invoice Preview's sandboxed frame", async () => {
    const page = '<!doctype html><html><body><h1>Invoice</h1></body></html>';
    const api = stubApi({ [LIST]: { status: 200, body: [makeInvoice()] } });
    const previews: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/workorder/generatewoinvoice') return api.fetchMock(input, init);
      previews.push(JSON.parse(String(init?.body)));
      return new Response(page, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    });
    render();
    await pick('Open', 'Preview');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Preview' });
    const frame = await within(dialog).findByTitle('Invoice Preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('srcdoc', page);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(previews).toEqual([{ id: 7, preview: true }]);
  });

  it('PDF and Word download the files the API names', async () => {
    stubApi({ [LIST]: { status: 200, body: [makeInvoice()] } });
    render();
    await pick('Open', 'PDF');
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith('/api/workorder/generatewoinvoice', 'invoice_7.pdf', {
        method: 'POST',
        body: { id: 7, preview: false },
        isNamedByServer: true,
        isSilent: true,
      }),
    );
    await waitFor(async () => expect(await actionsButton('Open')).toBeEnabled());
    await pick('Open', 'Word');
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith('/api/workorder/generatewordwoinvoice', 'invoice_7.docx', {
        method: 'POST',
        body: { invoiceid: 7 },
        isNamedByServer: true,
        isSilent: true,
      }),
    );
  });
});
