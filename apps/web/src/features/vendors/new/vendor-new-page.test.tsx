import { TIERS, VENDOR_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, userOf } from '../../../entities/work-orders/test-helpers';
import { makeVendorRecord, renderVendorPage, STATES } from '../editor/vendor-test-fixtures';
import type { VendorAddressValidation } from './api/types';
import VendorNewPage from './vendor-new-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lookups = {
  'GET /api/geoinfo/getstates': { status: 200, body: STATES },
  'GET /api/vendor/getvendortiers': { status: 200, body: TIERS },
};

const VALID: VendorAddressValidation = {
  existingAddress: false,
  existingVendorName: null,
  existingVendor: null,
  address: '100 Congress Ave',
  address2: null,
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  county: 'Travis',
  isValid: true,
  addressChanged: false,
  message: null,
};

const renderNew = () => renderVendorPage(userOf('Dispatchers'), '/vendor/new?id=0', <VendorNewPage />);
const textbox = (name: string) => screen.getByRole('textbox', { name });

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Fills every required field of spec C 5 with the address "100 congress avenue, austin tx 78701". */
async function fillRequired() {
  await userEvent.type(textbox('Name'), 'Lone Star HVAC');
  await userEvent.type(textbox('Address'), '100 congress avenue');
  await userEvent.type(textbox('City'), 'austin');
  await pick('State', 'TX');
  await userEvent.type(textbox('Zip'), '78701');
  await userEvent.type(textbox('Primary Phone'), '5125550123');
  await userEvent.type(textbox('Primary Email'), 'office@lonestar.test');
  await pick('Terms', 'Net 30');
  await pick('Tier', 'Tier 2');
}

describe('New vendor (/vendor/new)', () => {
  it('Save checks the required fields with the spec messages and calls nothing', async () => {
    const api = stubApi(lookups);
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required.',
      'Address is required.',
      'City is required.',
      'State is required.',
      'Zip is required.',
      'Primary Phone is required.',
      'Primary Email is required.',
      VENDOR_MESSAGES.tier,
      VENDOR_MESSAGES.term,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST /api/vendor/validateaddress')).toHaveLength(0);
    expect(api.callsTo('POST /api/vendor/save')).toHaveLength(0);
  });

  it('the phone mask shows +1 (000) 000-0000 and refuses a first digit 0 or 1', async () => {
    stubApi(lookups);
    renderNew();
    const phone = textbox('Primary Phone');
    await userEvent.type(phone, '1');
    expect(phone).toHaveValue('');
    await userEvent.type(phone, '0');
    expect(phone).toHaveValue('');
    await userEvent.type(phone, '2125550199');
    expect(phone).toHaveValue('+1 (212) 555-0199');
    await userEvent.type(phone, '7');
    expect(phone).toHaveValue('+1 (212) 555-0199');
    const secondary = textbox('Secondary Phone');
    await userEvent.type(secondary, '212555');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The phone must have a correct USA phone format')).toBeInTheDocument();
  });

  it('Confirm Address: Cancel stays, Accept copies the address; Existing Vendor Found: Accept saves and opens the vendor', async () => {
    const api = stubApi({
      ...lookups,
      'POST /api/vendor/validateaddress': {
        status: 200,
        body: {
          ...VALID,
          addressChanged: true,
          existingAddress: true,
          existingVendorName: 'Lone Star Heating',
          existingVendor: {
            id: 12,
            name: 'Lone Star Heating',
            address: '100 Congress Ave',
            city: 'Austin',
            statecode: 'TX',
            postalcode: '78701',
          },
        },
      },
      'POST /api/vendor/save': { status: 200, body: makeVendorRecord({ id: 77, name: 'Lone Star HVAC' }) },
    });
    renderNew();
    await fillRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Address' });
    const entered = within(dialog).getByRole('region', { name: 'Entered Address' });
    const validated = within(dialog).getByRole('region', { name: 'Validated Address' });
    expect(entered).toHaveTextContent('100 congress avenue');
    expect(entered).toHaveTextContent('austin, TX 78701');
    expect(validated).toHaveTextContent('100 Congress Ave');
    expect(validated).toHaveTextContent('Austin, TX 78701');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox('Address')).toHaveValue('100 congress avenue');
    expect(api.callsTo('POST /api/vendor/save')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    dialog = await screen.findByRole('dialog', { name: 'Existing Vendor Found' });
    expect(dialog).toHaveTextContent('Lone Star Heating');
    expect(dialog).toHaveTextContent('Create?');
    // The form behind the dialog (hidden from the accessibility tree while it is open) took the validated address.
    const behind = (name: string) => screen.getByRole('textbox', { name, hidden: true });
    expect(behind('Address')).toHaveValue('100 Congress Ave');
    expect(behind('City')).toHaveValue('Austin');
    expect(behind('County')).toHaveValue('Travis');
    expect(api.callsTo('POST /api/vendor/validateaddress')[1]!.body).toMatchObject({
      name: 'Lone Star HVAC',
      address: '100 congress avenue',
      city: 'austin',
      statecode: 'TX',
      postalcode: '78701',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(VENDOR_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/vendor/details?id=77'));
    expect(api.callsTo('POST /api/vendor/save')[0]!.body).toMatchObject({
      name: 'Lone Star HVAC',
      address: '100 Congress Ave',
      city: 'Austin',
      statecode: 'TX',
      postalcode: '78701',
      county: 'Travis',
      primaryphone: '+1 (512) 555-0123',
      primaryemail: 'office@lonestar.test',
      termid: 3,
      tierid: 2,
    });
  });

  it('Existing Vendor Found: Cancel keeps the form unsaved', async () => {
    const api = stubApi({
      ...lookups,
      'POST /api/vendor/validateaddress': {
        status: 200,
        body: { ...VALID, existingAddress: true, existingVendorName: 'Lone Star HVAC' },
      },
    });
    renderNew();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Existing Vendor Found' });
    expect(dialog).toHaveTextContent('Lone Star HVAC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/vendor/save')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/new?id=0');
  });

  it('an address the zip data refuses shows its message on the zip and saves nothing', async () => {
    const api = stubApi({
      ...lookups,
      'POST /api/vendor/validateaddress': {
        status: 200,
        body: { ...VALID, isValid: false, message: VENDOR_MESSAGES.zipState },
      },
    });
    renderNew();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VENDOR_MESSAGES.zipState)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/vendor/save')).toHaveLength(0);
  });
});
