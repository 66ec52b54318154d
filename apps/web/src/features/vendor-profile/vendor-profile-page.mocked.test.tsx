import { TERMS, VENDOR_PORTAL_MESSAGES, VENDOR_STATUS_TYPES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs, stubApi } from '../../entities/work-orders/test-helpers';
import { makeCurrentVendor, makeTech, portalUser } from './test-fixtures';
import VendorProfilePage from './vendor-profile-page';

// The blob PUT is the browser's to storage; the test checks what the API is told around it.
vi.mock('../../components/attachments/api/upload-to-blob', () => ({
  uploadToBlob: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (id: number, type: [number, string], isreviewed: boolean) => ({
  id,
  vendorid: 5,
  attachmenttypeid: type[0],
  attachmenttype: type[1],
  filename: `doc${id}_20260304090507042.pdf`,
  displayname: `doc${id}.pdf`,
  path: `vendor/5/doc${id}_20260304090507042.pdf`,
  createdbyuser: 'Bea Bluebonnet',
  createddate: '2026-03-04T15:30:00.000Z',
  isreviewed,
});
const COI: [number, string] = [13, 'COI (G/L)'];
const W9: [number, string] = [14, 'W9'];
const TYPES = [
  { id: 12, attachmenttype: 'Vendor Profile' },
  { id: 13, attachmenttype: 'COI (G/L)' },
  { id: 14, attachmenttype: 'W9' },
  { id: 15, attachmenttype: 'WC' },
];
const SAS = {
  status: 200,
  body: {
    sasToken: 'sv=1&sig=abc',
    url: 'http://blob.test/attachments/vendor/5/x?sv=1&sig=abc',
    container: 'attachments',
    path: 'vendor/5/',
    blobName: 'vendor/5/x',
    permissions: 'c',
    expiresOn: '2026-03-04T16:00:00.000Z',
  },
};
const routes = {
  'GET /api/vendorprofile/currentvendor': { status: 200, body: makeCurrentVendor() },
  'GET /api/vendorprofile/vendortechs': { status: 200, body: [makeTech(31, 'Tom', 'Tech')] },
  'GET /api/vendor/attachments': { status: 200, body: [file(2, COI, false), file(1, W9, true)] },
  'GET /api/vendor/getattachmenttypes': { status: 200, body: TYPES },
};
const field = (name: string) => screen.getByRole('textbox', { name });

describe('Vendor profile (/vendorprofile)', () => {
  it('Details shows the caller’s vendor read-only in the spec’s fields', async () => {
    stubApi(routes);
    renderAs(portalUser('Vendor'), <VendorProfilePage />);
    expect(await screen.findByRole('heading', { name: 'Bluebonnet Electric' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Bluebonnet Electric');
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Address 2')).toHaveValue('Suite 4');
    expect(field('County')).toHaveValue('Williamson');
    expect(field('Country')).toHaveValue('US');
    expect(field('Primary Phone')).toHaveValue('+1 (737) 555-0142');
    expect(field('Secondary Phone')).toHaveValue('+1 (512) 555-0199');
    expect(field('Dispatch Email')).toHaveValue('jobs@bluebonnet.test');
    expect(field('G/L Insurance End Date')).toHaveValue('12/31/2026');
    expect(field('Workers Comp End Date')).toHaveValue('01/15/2027');
    expect(field('W9 Date')).toHaveValue('02/01/2026');
    expect(field('Profile Date')).toHaveValue('');
    expect(field('Terms')).toHaveValue(TERMS[0]!.termdescription);
    expect(field('Status')).toHaveValue(VENDOR_STATUS_TYPES[1]!.type);
    expect(field('States Serviced')).toHaveValue('TX, OK');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Paperwork Completed?' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'WC Exempt' })).toBeChecked();
  });

  it('a Vendor has Details, Compliance Documents and Technicians; a Tech has no Technicians tab', async () => {
    stubApi(routes);
    const { unmount } = renderAs(portalUser('Vendor'), <VendorProfilePage />);
    const tabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Compliance Documents', 'Technicians']);
    await userEvent.click(screen.getByRole('tab', { name: 'Technicians' }));
    expect(await screen.findByText('tom@bluebonnet.test')).toBeInTheDocument();
    unmount();

    renderAs(portalUser('Tech'), <VendorProfilePage />);
    const techTabs = await screen.findByRole('tablist', { name: 'Profile sections' });
    expect(
      within(techTabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Details', 'Compliance Documents']);
  });

  it('shows whether each document is reviewed; a Tech reads them without an uploader', async () => {
    stubApi(routes);
    renderAs(portalUser('Tech'), <VendorProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Compliance Documents' }));
    const pending = (await screen.findByText('doc2.pdf')).closest('tr')!;
    expect(within(pending).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(screen.getByText('doc1.pdf').closest('tr')!).getByText('Reviewed')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-input')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('a Vendor uploads a COI to its own vendor and is told it waits for review', async () => {
    const api = stubApi({
      ...routes,
      'GET /api/storage/getSAS': SAS,
      'POST /api/vendor/attachfile': { status: 201, body: file(3, COI, false) },
    });
    renderAs(portalUser('Vendor'), <VendorProfilePage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Compliance Documents' }));
    await screen.findByText('doc2.pdf');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Vendor Profile',
      'COI (G/L)',
      'W9',
      'WC',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'COI (G/L)' }));
    await userEvent.upload(
      screen.getByTestId('upload-input'),
      new File(['%PDF'], 'coi.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText(VENDOR_PORTAL_MESSAGES.documentUploaded)).toBeInTheDocument();
    const [attach] = api.callsTo('POST /api/vendor/attachfile');
    expect(attach!.body).toMatchObject({ vendorid: 5, attachmenttypeid: 13, displayname: 'coi.pdf' });
    expect(api.callsTo('GET /api/storage/getSAS')[0]!.search.get('area')).toBe('vendor');
    await waitFor(() => expect(api.callsTo('GET /api/vendor/attachments').length).toBeGreaterThan(1));
  });
});
