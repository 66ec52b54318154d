import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import { rolesPassing, userOf } from './test-users';
import {
  canCheckInToWorkOrder,
  canCheckInToWorkOrders,
  isBeforeTechOnSite,
  isOutsideGeofence,
} from './vendor-portal-checkin';

const tech = userOf('Tech', { user_id: 'tech-1' });
const vendor = userOf('Vendor', { user_id: 'vendor-1' });
const live = { vendorid: 10, status: 'Attached' };

describe('check-in route rule', () => {
  it('lets Vendor and Tech users linked to a vendor through, nobody else', () => {
    expect(rolesPassing(canCheckInToWorkOrders)).toEqual(['Vendor', 'Tech']);
    expect(canCheckInToWorkOrders(userOf('Tech', { vendorid: null }))).toBe(false);
  });
});

describe('canCheckInToWorkOrder', () => {
  const assigned = { lines: [live], techauthid: 'tech-1' };
  it('needs the portal scope: a Tech its assigned orders, a Vendor a live line', () => {
    expect(canCheckInToWorkOrder(tech, { ...assigned, status: STATUS.Dispatched })).toBe(true);
    expect(
      canCheckInToWorkOrder(tech, { ...assigned, techauthid: 'tech-2', status: STATUS.Dispatched }),
    ).toBe(false);
    expect(canCheckInToWorkOrder(vendor, { lines: [live], techauthid: null, status: STATUS.TOS })).toBe(true);
    expect(
      canCheckInToWorkOrder(vendor, {
        lines: [{ ...live, vendorid: 11 }],
        techauthid: null,
        status: STATUS.Dispatched,
      }),
    ).toBe(false);
    expect(canCheckInToWorkOrder(userOf('Admin'), { ...assigned, status: STATUS.Dispatched })).toBe(false);
  });

  it('refuses Invoiced and Cancelled orders', () => {
    expect(canCheckInToWorkOrder(tech, { ...assigned, status: STATUS.Invoiced })).toBe(false);
    expect(canCheckInToWorkOrder(tech, { ...assigned, status: STATUS.Cancelled })).toBe(false);
  });
});

describe('isBeforeTechOnSite', () => {
  it('moves the statuses before TOS, not TOS nor the later ones', () => {
    for (const status of [STATUS.Received, STATUS.TBS, STATUS.Dispatched, STATUS.DFQ, STATUS.InProcess])
      expect(isBeforeTechOnSite(status)).toBe(true);
    for (const status of [
      STATUS.TOS,
      STATUS.WOP,
      STATUS.CAR,
      STATUS.CompletedVendor,
      STATUS.RTB,
      STATUS.Invoiced,
      STATUS.Denied,
      STATUS.Cancelled,
      999,
    ])
      expect(isBeforeTechOnSite(status)).toBe(false);
  });
});

describe('isOutsideGeofence', () => {
  it('flags a check-in farther than the radius when geofencing applies', () => {
    expect(isOutsideGeofence({ distance: 501, radius: 500, overridegeofencing: false })).toBe(true);
    expect(isOutsideGeofence({ distance: 500, radius: 500, overridegeofencing: false })).toBe(false);
    expect(isOutsideGeofence({ distance: 12, radius: 500, overridegeofencing: false })).toBe(false);
  });

  it('never flags when geofencing is disabled for the order or the site has no coordinates', () => {
    expect(isOutsideGeofence({ distance: 50_000, radius: 500, overridegeofencing: true })).toBe(false);
    expect(isOutsideGeofence({ distance: null, radius: 500, overridegeofencing: false })).toBe(false);
  });
});
