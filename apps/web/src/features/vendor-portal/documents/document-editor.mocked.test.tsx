import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../entities/work-orders/test-helpers';
import { ApiError } from '../../../lib/http';
import { renderPortal, VENDOR } from '../work-orders/test-fixtures';
import { importPortalInvoiceLines } from './api/invoice-calls';
import { invoice, invoiceList, proposal, proposalList } from './test-fixtures';
import VendorDocumentsTab from './vendor-documents-tab';

vi.mock('./api/invoice-calls', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  importPortalInvoiceLines: vi.fn(),
}));

const xlsx = () => new File(['x'], 'lines.xlsx', { type: 'application/octet-stream' });

function openInvoices(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/vendorprofile/vendorworkorderinvoices': { status: 200, body: invoiceList([invoice()]) },
    'POST /api/vendorprofile/updateinvoice': { status: 200, body: invoice() },
    ...routes,
  });
  renderPortal(
    VENDOR,
    <VendorDocumentsTab kind="invoice" workorderid={42} readonly={false} />,
    '/vendorprofile/workorderdetails?id=42&tab=invoices',
  );
  return api;
}

async function editFirstInvoice() {
  await userEvent.click(await screen.findByRole('button', { name: /^Actions for invoice INV-9/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Invoice' });
}

describe('Import Lines of a draft', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(importPortalInvoiceLines).mockReset();
  });

  it('appends the imported lines to the rows being edited, and Save keeps them by id', async () => {
    const imported = invoice({
      labor: [
        ...invoice().labor,
        {
          id: 12,
          skilllevelid: 3,
          skilllevel: 'Helper',
          typeid: 1,
          type: 'Regular',
          numberoftechs: 1,
          hourlyrate: '40.00',
          numberofhours: '2.00',
          amount: '80.00',
        },
      ],
    });
    vi.mocked(importPortalInvoiceLines).mockResolvedValue(imported);
    const api = openInvoices();
    const dialog = await editFirstInvoice();
    // An unsaved edit survives the import.
    await userEvent.clear(within(dialog).getByLabelText(/^Description/));
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Edited before the import');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Lines' }));
    const importDialog = await screen.findByRole('dialog', { name: 'Import Lines' });
    expect(
      within(importDialog).getByRole('button', { name: 'Download the sample sheet' }),
    ).toBeInTheDocument();
    await userEvent.upload(within(importDialog).getByTestId('import-input'), xlsx());
    expect(await within(importDialog).findByText(/1 lines added/)).toBeInTheDocument();
    expect(vi.mocked(importPortalInvoiceLines).mock.calls[0]![0]).toBe(401);
    await userEvent.click(within(importDialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Labor (2)' }));
    // 80.00 x 1.5 x 2 x 1.5 + 40.00 x 2 x 1 = 360.00 + 80.00
    expect(within(dialog).getByText('Labor total: $440.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/vendorprofile/updateinvoice')[0]?.body).toMatchObject({
        id: 401,
        description: 'Edited before the import',
        labor: [{ id: 11 }, { id: 12, skilllevelid: 3, typeid: 1, hourlyrate: '40.00', numberofhours: '2' }],
      }),
    );
  });

  it('a refused file shows every row by sheet, row, column and message; nothing is added', async () => {
    vi.mocked(importPortalInvoiceLines).mockRejectedValue(
      new ApiError(400, 'Nothing was imported', [
        { sheet: 'Labor', row: 3, column: 'Hours', message: 'Hours is required.' },
      ] as never),
    );
    openInvoices();
    const dialog = await editFirstInvoice();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Lines' }));
    const importDialog = await screen.findByRole('dialog', { name: 'Import Lines' });
    await userEvent.upload(within(importDialog).getByTestId('import-input'), xlsx());
    expect(await within(importDialog).findByRole('cell', { name: 'Hours is required.' })).toBeInTheDocument();
    expect(within(importDialog).getByRole('cell', { name: 'Labor' })).toBeInTheDocument();
    await userEvent.click(within(importDialog).getByRole('button', { name: 'Close' }));
    expect(await within(dialog).findByRole('tab', { name: 'Labor (1)' })).toBeInTheDocument();
  });

  it('takes only .xlsx or .xls files', async () => {
    openInvoices();
    const dialog = await editFirstInvoice();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import Lines' }));
    const importDialog = await screen.findByRole('dialog', { name: 'Import Lines' });
    await userEvent.upload(
      within(importDialog).getByTestId('import-input'),
      new File(['x'], 'lines.csv', { type: 'text/csv' }),
      { applyAccept: false },
    );
    expect(
      await within(importDialog).findByText('Only .xlsx or .xls files can be imported.'),
    ).toBeInTheDocument();
    expect(importPortalInvoiceLines).not.toHaveBeenCalled();
  });
});

describe('Create Invoice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the draft from an approved proposal and opens the invoice editor on it', async () => {
    const api = stubApi({
      'GET /api/vendorprofile/vendorworkorderproposals': {
        status: 200,
        body: proposalList([proposal({ proposalstatusid: 3, proposalstatus: 'Approved' })]),
      },
      'POST /api/vendorprofile/createinvoice/301': {
        status: 201,
        body: invoice({ id: 410, invoicenumber: null, proposalid: 301 }),
      },
    });
    renderPortal(
      VENDOR,
      <VendorDocumentsTab kind="proposal" workorderid={42} readonly={false} />,
      '/vendorprofile/workorderdetails?id=42&tab=proposals',
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Invoice' });
    expect(await screen.findByText('Invoice created.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendorprofile/createinvoice/301')).toHaveLength(1);
    expect(within(dialog).getByLabelText(/^Invoice #/)).toHaveValue('');
    expect(within(dialog).getByRole('tab', { name: 'Labor (1)' })).toBeDisabled();
  });
});
