import { VENDOR_PORTAL_DOCUMENT_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentMenuItems as menuCaptions } from '../../../components/line-items/test-helpers';
import { stubApi } from '../../../entities/work-orders/test-helpers';
import { PORTAL_ATTACHMENT_ROUTES, renderPortal, VENDOR } from '../work-orders/test-fixtures';
import { invoice, invoiceList, proposal, proposalList } from './test-fixtures';
import VendorDocumentsTab from './vendor-documents-tab';

const PROPOSALS = 'GET /api/vendorprofile/vendorworkorderproposals';
const INVOICES = 'GET /api/vendorprofile/vendorworkorderinvoices';
const ROUTE = '/vendorprofile/workorderdetails?id=42&tab=proposals';

function openTab(kind: 'proposal' | 'invoice', routes: Parameters<typeof stubApi>[0], readonly = false) {
  const api = stubApi({
    'GET /api/site/meta': { status: 200, body: [] },
    ...PORTAL_ATTACHMENT_ROUTES,
    ...routes,
  });
  renderPortal(VENDOR, <VendorDocumentsTab kind={kind} workorderid={42} readonly={readonly} />, ROUTE);
  return api;
}

const editor = () => screen.findByRole('dialog');
const tabNamed = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('tab', { name });

describe('the vendor portal Proposals tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the actions of the shared rule per status (spec C 4)', async () => {
    const api = openTab('proposal', {
      [PROPOSALS]: {
        status: 200,
        body: proposalList([
          proposal(),
          proposal({ id: 302, proposalnumber: 'P-302', proposalstatusid: 2, proposalstatus: 'Submitted' }),
          proposal({ id: 303, proposalnumber: 'P-303', proposalstatusid: 3, proposalstatus: 'Approved' }),
          proposal({
            id: 304,
            proposalnumber: 'P-304',
            proposalstatusid: 4,
            proposalstatus: 'Rejected',
            rejectionnote: 'Too many hours',
          }),
        ]),
      },
    });
    expect(await menuCaptions('proposal', 'Draft')).toEqual([
      'Edit',
      'Preview',
      'Submit',
      'Clone',
      'PDF',
      'Delete',
    ]);
    expect(await menuCaptions('proposal', 'Submitted')).toEqual(['View', 'Preview', 'Clone', 'PDF']);
    expect(await menuCaptions('proposal', 'Approved')).toEqual([
      'View',
      'Preview',
      'Create Invoice',
      'Clone',
      'PDF',
    ]);
    // A rejected proposal shows staff's note.
    expect(screen.getByText('Too many hours')).toBeInTheDocument();
    expect(api.callsTo(PROPOSALS)[0]!.search.get('workorderid')).toBe('42');
  });

  it('a read-only order offers nothing that changes and no Add Proposal', async () => {
    openTab('proposal', { [PROPOSALS]: { status: 200, body: proposalList([proposal()], false) } }, true);
    expect(await menuCaptions('proposal', 'Draft')).toEqual(['View', 'Preview', 'PDF']);
    expect(screen.getByRole('button', { name: 'Add Proposal' })).toBeDisabled();
    // The list across orders, hidden in the side menu (decision 164), is one click away.
    expect(screen.getByRole('link', { name: 'All my proposals' })).toHaveAttribute(
      'href',
      '/vendorprofile/proposals',
    );
  });

  it('Submit asks first, then sends status 2 and says "Status updated"', async () => {
    const api = openTab('proposal', {
      [PROPOSALS]: { status: 200, body: proposalList([proposal()]) },
      'PUT /api/vendorprofile/updateproposalstatus': { status: 200, body: proposalList([proposal()]) },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit Proposal' });
    expect(api.callsTo('PUT /api/vendorprofile/updateproposalstatus')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/vendorprofile/updateproposalstatus')[0]?.body).toEqual({
        proposalId: 301,
        proposalStatusId: 2,
      }),
    );
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
  });

  it('a refused Submit keeps the popup open with the reason, shown once', async () => {
    openTab('proposal', {
      [PROPOSALS]: { status: 200, body: proposalList([proposal({ labor: [], material: [] })]) },
      'PUT /api/vendorprofile/updateproposalstatus': {
        status: 400,
        body: { message: VENDOR_PORTAL_DOCUMENT_MESSAGES.noLines },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Submit' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit Proposal' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    expect(await within(confirm).findByText(VENDOR_PORTAL_DOCUMENT_MESSAGES.noLines)).toBeInTheDocument();
    expect(screen.getAllByText(VENDOR_PORTAL_DOCUMENT_MESSAGES.noLines)).toHaveLength(1);
  });

  it('Add Proposal: the template, the required messages, live totals and the save body', async () => {
    const api = openTab('proposal', {
      [PROPOSALS]: { status: 200, body: proposalList([]) },
      'POST /api/vendorprofile/newproposal': {
        status: 200,
        body: proposal({
          id: 0,
          proposalnumber: 'P-305',
          description: '',
          labor: [],
          material: [],
          other: [],
          totals: { labor: '0.00', material: '0.00', other: '0.00', total: '0.00' },
        }),
      },
      'POST /api/vendorprofile/updateproposal': { status: 200, body: proposal({ id: 305 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Proposal' }));
    const dialog = await editor();
    expect(within(dialog).getByRole('heading', { name: 'Add Proposal' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Proposal #')).toHaveValue('P-305');
    expect(within(dialog).getByRole('button', { name: 'Import Lines' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Description is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Replace the capacitor');

    await userEvent.click(tabNamed(dialog, /^Labor/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Skill Level is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Hourly Rate is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Hours is required.')).toBeInTheDocument();

    const pick = async (label: string, option: string) => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Skill Level, line 1', 'Technician');
    await pick('Type, line 1', 'Overtime');
    await userEvent.clear(within(dialog).getByLabelText('Number of Techs, line 1'));
    await userEvent.type(within(dialog).getByLabelText('Number of Techs, line 1'), '2');
    await userEvent.type(within(dialog).getByLabelText('Hourly Rate, line 1'), '80');
    await userEvent.type(within(dialog).getByLabelText('Hours, line 1'), '1.5');
    // 80 x 1.5 h x 2 techs x 1.5 (Overtime) = 360.00
    expect(within(dialog).getByText('Labor total: $360.00')).toBeInTheDocument();

    await userEvent.click(tabNamed(dialog, /^Materials/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await userEvent.type(within(dialog).getByLabelText('Description, line 1'), 'Capacitor');
    await pick('Unit, line 1', 'Each');
    await userEvent.type(within(dialog).getByLabelText('Unit Price, line 1'), '12.35');
    await userEvent.clear(within(dialog).getByLabelText('Quantity, line 1'));
    await userEvent.type(within(dialog).getByLabelText('Quantity, line 1'), '3');

    await userEvent.click(tabNamed(dialog, /^Summary/));
    const totals = within(within(dialog).getByLabelText('Totals'));
    expect(totals.getByText('$360.00')).toBeInTheDocument();
    expect(totals.getByText('$37.05')).toBeInTheDocument();
    expect(totals.getByText('$397.05')).toBeInTheDocument();
    expect(within(dialog).getByText('Big Box Stores')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/vendorprofile/updateproposal')[0]?.body).toEqual({
        id: 0,
        workorderid: 42,
        proposalnumber: 'P-305',
        description: 'Replace the capacitor',
        note: null,
        labor: [{ skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: '80', numberofhours: '1.5' }],
        material: [{ description: 'Capacitor', partnumber: null, uom: 1, unitprice: '12.35', quantity: '3' }],
        other: [],
      }),
    );
    expect(await screen.findByText('Proposal Saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closing with unsaved changes asks first; without changes it just closes', async () => {
    openTab('proposal', { [PROPOSALS]: { status: 200, body: proposalList([proposal()]) } });
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Proposal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Proposal' });
    await userEvent.type(within(dialog).getByLabelText('Note'), 'Call first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const discard = await screen.findByRole('dialog', { name: 'Discard changes' });
    await userEvent.click(within(discard).getByRole('button', { name: 'Cancel' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Edit Proposal' })).getByLabelText('Note'),
    ).toHaveValue('Call first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a submitted proposal opens read-only with the API amounts, no Save and no Import', async () => {
    openTab('proposal', {
      [PROPOSALS]: {
        status: 200,
        body: proposalList([proposal({ proposalstatusid: 2, proposalstatus: 'Submitted' })]),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for proposal P-301/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View' }));
    const dialog = await editor();
    expect(within(dialog).getByRole('heading', { name: 'Proposal P-301' })).toBeInTheDocument();
    expect(within(dialog).getByText(/submitted and waits for review/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Import Lines' })).not.toBeInTheDocument();
    await userEvent.click(tabNamed(dialog, /^Labor/));
    const table = within(within(dialog).getByRole('table', { name: 'Labor lines' }));
    expect(table.getAllByText('$360.00')).toHaveLength(2);
  });
});

describe('the vendor portal Invoices tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('Add Invoice: today, the brief description, tabs disabled until an Invoice #', async () => {
    const api = openTab('invoice', {
      [INVOICES]: { status: 200, body: invoiceList([]) },
      'POST /api/vendorprofile/updateinvoice': { status: 200, body: invoice() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Invoice' }));
    const dialog = await editor();
    expect(within(dialog).getByRole('heading', { name: 'Add Invoice' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Rooftop unit down');
    expect(within(dialog).getByLabelText('Invoice Date')).toHaveAttribute('readonly');
    for (const name of [/^Labor/, /^Materials/, /^Other/, /^Attachments/])
      expect(tabNamed(dialog, name)).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invoice # is required.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/vendorprofile/updateinvoice')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Invoice #/), 'INV-9');
    for (const name of [/^Labor/, /^Materials/, /^Other/, /^Attachments/])
      expect(tabNamed(dialog, name)).toBeEnabled();
    await userEvent.click(tabNamed(dialog, /^Attachments/));
    expect(await within(dialog).findByRole('combobox', { name: 'Type' })).toHaveTextContent('Invoice');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/vendorprofile/updateinvoice')[0]?.body).toMatchObject({
        id: 0,
        workorderid: 42,
        invoicenumber: 'INV-9',
        description: 'Rooftop unit down',
        labor: [],
      }),
    );
    expect(await screen.findByText('Invoice Saved')).toBeInTheDocument();
  });

  it('an approved invoice whose bill QuickBooks paid says when and by which reference', async () => {
    openTab('invoice', {
      [INVOICES]: {
        status: 200,
        body: invoiceList([
          invoice({ invoicestatusid: 3, invoicestatus: 'Approved' }),
          invoice({
            id: 402,
            invoicenumber: 'INV-10',
            invoicestatusid: 3,
            invoicestatus: 'Approved',
            paiddate: '2026-11-25T12:00:00.000Z',
            paymentrefnumber: '1042',
            paymenttype: 'Check',
          }),
        ]),
      },
    });
    expect(await screen.findByText('Paid 11/25/2026 · Check 1042')).toBeInTheDocument();
    expect(screen.getAllByText(/^Paid /)).toHaveLength(1);
  });

  it('Edit keeps the saved lines by id; the invoice actions follow its status', async () => {
    const api = openTab('invoice', {
      [INVOICES]: {
        status: 200,
        body: invoiceList([
          invoice(),
          invoice({ id: 402, invoicenumber: 'INV-10', invoicestatusid: 3, invoicestatus: 'Approved' }),
        ]),
      },
      'POST /api/vendorprofile/updateinvoice': { status: 200, body: invoice() },
    });
    expect(await menuCaptions('invoice', 'Approved')).toEqual(['View', 'Preview', 'Clone', 'PDF']);
    await userEvent.click(await screen.findByRole('button', { name: /^Actions for invoice INV-9/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await editor();
    expect(within(dialog).getByRole('button', { name: 'Import Lines' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/vendorprofile/updateinvoice')[0]?.body).toMatchObject({
        id: 401,
        invoicenumber: 'INV-9',
        labor: [{ id: 11, skilllevelid: 2, typeid: 2, numberoftechs: 2, hourlyrate: '80.00' }],
        material: [{ id: 21, description: 'Capacitor', uom: 1, unitprice: '12.35', quantity: '3' }],
      }),
    );
  });
});
