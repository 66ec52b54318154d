import { VENDOR_PORTAL_CHECKIN_MESSAGES } from '@dispatchwise/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '../../entities/work-orders/test-helpers';
import { POSITION_MESSAGES, POSITION_TIMEOUT_MS } from './geolocation';
import TechTodayPage from './tech-today-page';
import { makeOrder, mockGeolocation, removeGeolocation, stubCheckInServer, techUser } from './test-fixtures';

const HERE = { latitude: 30.2672, longitude: -97.7431, accuracy: 12.5 };
const OVERDUE = makeOrder({
  id: 43,
  wonumber: 'WO-1043',
  scheduledate: '2026-11-20T00:00:00.000Z',
  jobsite: 'Store 7',
  streetaddress: '1 Oak St',
  latitude: null,
  longitude: null,
  last: {
    id: 5,
    workorderid: 43,
    kind: 'checkin',
    createddate: '2026-11-20T14:00:00.000Z',
    distance: 5500,
    outsidefence: true,
  },
});

beforeEach(() => {
  // Only the clock's date is fixed (the phone's 24 Nov 2026, late evening); timers stay real for user-event.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 24, 22, 30));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removeGeolocation();
});

const renderPage = () => renderAs(techUser(), <TechTodayPage />);
const card = async (wonumber: string) =>
  (await screen.findByRole('heading', { name: wonumber })).closest('article') as HTMLElement;

describe('Today’s Work (the technician’s phone view)', () => {
  it('lists today’s orders as cards for the phone’s own date, with the site, a maps link and the last check-in', async () => {
    const api = stubCheckInServer([makeOrder(), OVERDUE]);
    renderPage();

    const first = await card('WO-1042');
    expect(within(first).getByText('Store 118')).toBeInTheDocument();
    expect(within(first).getByText('500 Congress Ave, Austin, TX 78701')).toBeInTheDocument();
    expect(within(first).getByText('Dispatched')).toBeInTheDocument();
    expect(within(first).getByText('Scheduled 11/24/2026')).toBeInTheDocument();
    expect(within(first).getByText('Not checked in yet')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=500%20Congress%20Ave%2C%20Austin%2C%20TX%2078701',
    );
    expect(within(first).getByRole('button', { name: 'Check In WO-1042' })).toBeEnabled();

    const overdue = await card('WO-1043');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(
      within(overdue).getByText(/^Checked in .*outside the geofence, 5\.5 km from the site/),
    ).toBeInTheDocument();
    expect(within(overdue).getByRole('button', { name: 'Check Out WO-1043' })).toBeInTheDocument();

    expect(api.calls('GET /api/vendorprofile/today')[0]!.search.get('date')).toBe('2026-11-24');
  });

  it('a failed load says so and Try again asks again', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Server error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    expect(await screen.findByText('Today’s work could not be loaded.')).toBeInTheDocument();
    stubCheckInServer([makeOrder()]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'WO-1042' })).toBeInTheDocument();
  });

  it('says so when there is no work today', async () => {
    stubCheckInServer([]);
    renderPage();
    expect(await screen.findByText('No work orders are scheduled for you today.')).toBeInTheDocument();
  });

  it('Check In sends the order and the high-accuracy position, shows the answer and refreshes the card', async () => {
    const api = stubCheckInServer([makeOrder()]);
    const geolocation = mockGeolocation(HERE);
    renderPage();

    await userEvent.click(within(await card('WO-1042')).getByRole('button', { name: 'Check In WO-1042' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      `WO-1042: ${VENDOR_PORTAL_CHECKIN_MESSAGES.checkedIn}`,
    );
    expect(geolocation).toHaveBeenCalledTimes(1);
    expect(geolocation.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: POSITION_TIMEOUT_MS,
      maximumAge: 0,
    });
    expect(api.calls('POST /api/vendorprofile/checkin').map((call) => call.body)).toEqual([
      { workorderid: 42, latitude: 30.2672, longitude: -97.7431, accuracy: 12.5 },
    ]);
    const refreshed = await card('WO-1042');
    expect(await within(refreshed).findByRole('button', { name: 'Check Out WO-1042' })).toBeEnabled();
    expect(within(refreshed).getByText('TOS')).toBeInTheDocument();
    expect(within(refreshed).getByText(/^Checked in /)).toBeInTheDocument();
    expect(api.calls('GET /api/vendorprofile/today')).toHaveLength(2);
  });

  it('a check-in outside the fence is recorded and said so as a warning, not an error', async () => {
    stubCheckInServer([makeOrder()], { outside: true });
    mockGeolocation({ latitude: 30.32, longitude: -97.7, accuracy: 40 });
    renderPage();

    await userEvent.click(within(await card('WO-1042')).getByRole('button', { name: 'Check In WO-1042' }));

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(VENDOR_PORTAL_CHECKIN_MESSAGES.checkedInOutside);
    expect(outcome).toHaveTextContent(
      'It is recorded as outside the 500 m geofence; you can carry on working.',
    );
    expect(outcome).toHaveClass('MuiAlert-standardWarning');
    expect(
      await within(await card('WO-1042')).findByText(/outside the geofence, 5\.5 km from the site/),
    ).toBeInTheDocument();
    expect(within(await card('WO-1042')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [1, POSITION_MESSAGES.denied],
    [2, POSITION_MESSAGES.unavailable],
    [3, POSITION_MESSAGES.timeout],
  ] as const)('without a position (error %i) says why and sends nothing', async (code, message) => {
    const api = stubCheckInServer([makeOrder()]);
    mockGeolocation({ code });
    renderPage();

    const order = await card('WO-1042');
    await userEvent.click(within(order).getByRole('button', { name: 'Check In WO-1042' }));

    expect(await within(order).findByText(message)).toBeInTheDocument();
    expect(api.calls('POST /api/vendorprofile/checkin')).toHaveLength(0);
    expect(within(order).getByRole('button', { name: 'Check In WO-1042' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a browser without geolocation says so and sends nothing', async () => {
    const api = stubCheckInServer([makeOrder()]);
    removeGeolocation();
    renderPage();
    const order = await card('WO-1042');
    await userEvent.click(within(order).getByRole('button', { name: 'Check In WO-1042' }));
    expect(await within(order).findByText(POSITION_MESSAGES.unsupported)).toBeInTheDocument();
    expect(api.calls('POST /api/vendorprofile/checkin')).toHaveLength(0);
  });

  it('Check Out follows Check In on the same order and goes to /checkout', async () => {
    const api = stubCheckInServer([makeOrder()]);
    mockGeolocation(HERE);
    renderPage();

    await userEvent.click(within(await card('WO-1042')).getByRole('button', { name: 'Check In WO-1042' }));
    const checkOut = await within(await card('WO-1042')).findByRole('button', { name: 'Check Out WO-1042' });
    await waitFor(() => expect(checkOut).toBeEnabled());
    await userEvent.click(checkOut);

    expect(await screen.findByRole('status')).toHaveTextContent(
      `WO-1042: ${VENDOR_PORTAL_CHECKIN_MESSAGES.checkedOut}`,
    );
    expect(api.calls('POST /api/vendorprofile/checkout').map((call) => call.body)).toEqual([
      { workorderid: 42, latitude: 30.2672, longitude: -97.7431, accuracy: 12.5 },
    ]);
    expect(api.calls('POST /api/vendorprofile/checkin')).toHaveLength(1);
    const after = await card('WO-1042');
    expect(await within(after).findByText(/^Checked out /)).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'Check In WO-1042' })).toBeInTheDocument();
  });
});
