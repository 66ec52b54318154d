import { STATUS, type pastVendorSchema, type WireOf } from '@dispatchwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeVendorLine,
  NO_VENDOR_EVENTS,
  renderAs,
  stubApi,
  userOf,
} from '../../../../entities/work-orders/test-helpers';
import { PastVendorsSection } from './past-vendors-section';
import { SelectedVendorsSection } from './selected-vendors-section';

type PastVendor = WireOf<typeof pastVendorSchema>;

const RECORD_KEY = ['workorders', 'detail', 42] as const;
const ORDER = { id: 42, jobsiteid: 15, statusid: STATUS.Dispatched, status: 'Dispatched' };

const past = (overrides: Partial<PastVendor> = {}): PastVendor => ({
  vendorid: 90,
  vendorname: 'Old Friend Plumbing',
  primaryphone: '(512) 555-0199',
  dispatchemail: 'dispatch@oldfriend.example',
  city: 'Austin',
  statecode: 'TX',
  vendorstatustypeid: 2,
  vendorstatus: 'Complete',
  tierid: 2,
  jobs: 3,
  lastworkorderid: 40,
  lastwonumber: '100040',
  lastdate: '2026-02-10T15:00:00.000Z',
  tradeid: 34,
  blockedreason: null,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Previously Used Vendors', () => {
  it('attaches a vendor used at the site before, for its trade there: "Vendor Saved"', async () => {
    const api = stubApi({
      'GET /api/workorder/getpastvendors': {
        status: 200,
        body: [
          past(),
          past({ vendorid: 91, vendorname: 'Banned Co', blockedreason: 'Tier 6', tradeid: null }),
        ],
      },
      'POST /api/workorder/savevendor': { status: 200, body: {} },
    });
    renderAs(userOf('Dispatchers'), <PastVendorsSection workOrder={ORDER} recordKey={RECORD_KEY} />);
    const list = await screen.findByRole('list', { name: 'Previously Used Vendors' });
    expect(within(list).getAllByText(/3 jobs here · last WO 100040 on 02\/10\/2026/)).toHaveLength(2);
    expect(within(list).getByText('Blocked: Tier 6')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Attach Banned Co' })).toBeDisabled();

    await userEvent.click(within(list).getByRole('button', { name: 'Attach Old Friend Plumbing' }));
    expect(await screen.findByText('Vendor Saved')).toBeInTheDocument();
    expect(api.callsTo('POST /api/workorder/savevendor')[0]?.body).toEqual({
      workorderid: 42,
      vendorid: 90,
      tradeid: 34,
    });
    const [call] = api.callsTo('GET /api/workorder/getpastvendors');
    expect(call?.search.get('jobsiteid')).toBe('15');
    expect(call?.search.get('workorderid')).toBe('42');
  });

  it('nothing is attached to an Invoiced order; an empty answer says "No Previous Vendors Found"', async () => {
    stubApi({ 'GET /api/workorder/getpastvendors': { status: 200, body: [past()] } });
    const { unmount } = renderAs(
      userOf('Dispatchers'),
      <PastVendorsSection
        workOrder={{ ...ORDER, statusid: STATUS.Invoiced, status: 'Invoiced' }}
        recordKey={RECORD_KEY}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Attach Old Friend Plumbing' })).toBeDisabled();
    unmount();

    stubApi({ 'GET /api/workorder/getpastvendors': { status: 200, body: [] } });
    renderAs(userOf('Dispatchers'), <PastVendorsSection workOrder={ORDER} recordKey={RECORD_KEY} />);
    expect(await screen.findByText('No Previous Vendors Found')).toBeInTheDocument();
  });
});

describe('Selected Vendors and Trades', () => {
  it("lists the order's vendors with the trade each was attached for and the vendor's trades", async () => {
    const line = makeVendorLine({
      vendoraddress: null,
      vendorcity: null,
      vendorstate: null,
      vendorzip: null,
      phone: null,
      dispatchemail: null,
      nte: null,
      eventcounts: NO_VENDOR_EVENTS,
      scorecard: {
        tradeid: 33,
        qcaverage: null,
        qcscore: null,
        qcreviews: 0,
        ontimerate: null,
        arrivals: 0,
        completedjobs: 9,
        averagecost: '310.00',
      },
    });
    stubApi({ 'GET /api/workorder/vendors': { status: 200, body: [line] } });
    renderAs(userOf('Dispatchers'), <SelectedVendorsSection workorderid={42} recordKey={RECORD_KEY} />);
    const list = await screen.findByRole('list', { name: 'Selected Vendors and Trades' });
    expect(within(list).getByRole('link', { name: 'Acme Mechanical' })).toHaveAttribute(
      'href',
      '/vendor/details?id=77',
    );
    expect(within(list).getByText('$250.00')).toBeInTheDocument();
    expect(
      within(list).getByText('HVAC · Min NTE $100.00 · 9 jobs in 12 months, avg $310.00'),
    ).toBeInTheDocument();
    expect(
      within(within(list).getByLabelText('Trades of Acme Mechanical')).getAllByText(/HVAC|Plumbing/),
    ).toHaveLength(2);
  });

  it('says "No Vendors Found" when the order has none', async () => {
    stubApi({ 'GET /api/workorder/vendors': { status: 200, body: [] } });
    renderAs(userOf('Dispatchers'), <SelectedVendorsSection workorderid={42} recordKey={RECORD_KEY} />);
    expect(await screen.findByText('No Vendors Found')).toBeInTheDocument();
  });
});
