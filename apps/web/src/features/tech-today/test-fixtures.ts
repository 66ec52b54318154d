// Test data of the technician's today view: a Tech of vendor 5, today's orders, a fake geolocation.
import { STATUS, VENDOR_PORTAL_CHECKIN_MESSAGES } from '@dispatchwise/shared';
import { vi } from 'vitest';
import { userOf } from '../../entities/work-orders/test-helpers';
import type { Profile } from '../../lib/session';
import type { CheckInAnswer, CheckInInput, TodayOrder, TodayWork } from './api/types';

export const techUser = (): Profile => ({ ...userOf('Tech'), vendorid: 5 });

export const makeOrder = (overrides: Partial<TodayOrder> = {}): TodayOrder => ({
  id: 42,
  wonumber: 'WO-1042',
  statusid: STATUS.Dispatched,
  status: 'Dispatched',
  scheduledate: '2026-11-24T00:00:00.000Z',
  briefdescription: 'Leaking sink in the break room',
  customername: 'Big Box Stores',
  jobsite: 'Store 118',
  streetaddress: '500 Congress Ave',
  city: 'Austin',
  statecode: 'TX',
  postalcode: '78701',
  latitude: 30.2676,
  longitude: -97.7429,
  geofencing: true,
  last: null,
  ...overrides,
});

type Position = { latitude: number; longitude: number; accuracy: number };

/**
 * Puts a fake `navigator.geolocation` in place: answers `position`, or fails with the error `code`
 * (1 denied, 2 unavailable, 3 timeout). Returns the mock to read the options it was called with.
 */
export function mockGeolocation(result: Position | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('code' in result) {
        failure?.({
          code: result.code,
          message: 'failed',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      } else {
        success({ coords: { ...result }, timestamp: Date.now() } as unknown as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

export function removeGeolocation() {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
}

/**
 * A small stand-in for the API of decision 159 over one tech's orders, as the page's `fetch`: GET today
 * answers the orders with the last entry each POST stored; with `outside`, a check-in on an order with
 * geofencing is recorded outside the fence. `calls` lists every request with its query and body.
 */
export function stubCheckInServer(orders: TodayOrder[], options: { outside?: boolean } = {}) {
  const state = orders.map((order) => ({ ...order }));
  const calls: { route: string; search: URLSearchParams; body: CheckInInput | undefined }[] = [];
  let nextId = 900;

  const record = (kind: 'checkin' | 'checkout', input: CheckInInput): CheckInAnswer => {
    const order = state.find((item) => item.id === input.workorderid)!;
    const isOutside = kind === 'checkin' && Boolean(options.outside) && order.geofencing;
    const row = {
      id: nextId++,
      workorderid: order.id,
      kind,
      createddate: '2026-11-24T15:30:00.000Z',
      distance: isOutside ? 5500 : 40,
      outsidefence: isOutside,
    };
    order.last = row;
    if (kind === 'checkin') Object.assign(order, { statusid: STATUS.TOS, status: 'TOS' });
    const message =
      kind === 'checkout'
        ? VENDOR_PORTAL_CHECKIN_MESSAGES.checkedOut
        : isOutside
          ? VENDOR_PORTAL_CHECKIN_MESSAGES.checkedInOutside
          : VENDOR_PORTAL_CHECKIN_MESSAGES.checkedIn;
    return { ...row, geofencing: order.geofencing, radius: 500, statusid: order.statusid, message };
  };

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const route = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? (JSON.parse(String(init.body)) as CheckInInput) : undefined;
    calls.push({ route, search: url.searchParams, body });
    if (route === 'GET /api/vendorprofile/today') {
      const today: TodayWork = { radius: 500, data: state.map((order) => ({ ...order })) };
      return json(200, today);
    }
    if (route === 'POST /api/vendorprofile/checkin') return json(201, record('checkin', body!));
    if (route === 'POST /api/vendorprofile/checkout') return json(201, record('checkout', body!));
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls: (route: string) => calls.filter((call) => call.route === route) };
}
