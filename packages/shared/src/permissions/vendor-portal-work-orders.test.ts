import { describe, expect, it } from 'vitest';
import { STATUS } from '../constants/statuses';
import { makeUser, rolesPassing, userOf } from './test-users';
import {
  canChangeVendorPortalWorkOrder,
  canEditVendorPortalWorkOrders,
  canSeeVendorPortalWorkOrder,
  canUseVendorPortalWorkOrders,
  isAssignedTechOnly,
  isLiveVendorLine,
} from './vendor-portal-work-orders';

const vendor = userOf('Vendor', { user_id: 'vendor-1' });
const tech = userOf('Tech', { user_id: 'tech-1' });
const live = { vendorid: 10, status: 'Attached' };

describe('vendor portal work-order route rules', () => {
  it('let Vendor and Tech users linked to a vendor through, nobody else', () => {
    expect(rolesPassing(canUseVendorPortalWorkOrders)).toEqual(['Vendor', 'Tech']);
    expect(rolesPassing(canEditVendorPortalWorkOrders)).toEqual(['Vendor', 'Tech']);
    expect(canUseVendorPortalWorkOrders(userOf('Vendor', { vendorid: null }))).toBe(false);
    expect(canUseVendorPortalWorkOrders(userOf('Tech', { permissions: [] }))).toBe(false);
  });

  it('scope a Tech to its assigned orders unless it also holds the Vendor role', () => {
    expect(isAssignedTechOnly(tech)).toBe(true);
    expect(isAssignedTechOnly(vendor)).toBe(false);
    expect(isAssignedTechOnly(makeUser({ roles: ['Tech', 'Vendor'] }))).toBe(false);
  });
});

describe('canSeeVendorPortalWorkOrder', () => {
  it('needs a live line of the caller own vendor', () => {
    expect(isLiveVendorLine({ status: 'Attached' })).toBe(true);
    expect(isLiveVendorLine({ status: 'Cancelled' })).toBe(false);
    expect(canSeeVendorPortalWorkOrder(vendor, { lines: [live], techauthid: null })).toBe(true);
    expect(
      canSeeVendorPortalWorkOrder(vendor, { lines: [{ ...live, status: 'Cancelled' }], techauthid: null }),
    ).toBe(false);
    expect(
      canSeeVendorPortalWorkOrder(vendor, { lines: [{ ...live, vendorid: 11 }], techauthid: null }),
    ).toBe(false);
    expect(canSeeVendorPortalWorkOrder(vendor, { lines: [], techauthid: null })).toBe(false);
  });

  it('shows a Tech only the orders assigned to it', () => {
    expect(canSeeVendorPortalWorkOrder(tech, { lines: [live], techauthid: 'tech-1' })).toBe(true);
    expect(canSeeVendorPortalWorkOrder(tech, { lines: [live], techauthid: 'tech-2' })).toBe(false);
    expect(canSeeVendorPortalWorkOrder(tech, { lines: [live], techauthid: null })).toBe(false);
    expect(canSeeVendorPortalWorkOrder(userOf('Admin'), { lines: [live], techauthid: null })).toBe(false);
  });
});

describe('canChangeVendorPortalWorkOrder', () => {
  const scope = { lines: [live], techauthid: 'tech-1' };
  it('refuses Invoiced and Cancelled orders (the read-only rule)', () => {
    expect(canChangeVendorPortalWorkOrder(vendor, { ...scope, status: STATUS.Dispatched })).toBe(true);
    expect(canChangeVendorPortalWorkOrder(tech, { ...scope, status: STATUS.TOS })).toBe(true);
    expect(canChangeVendorPortalWorkOrder(vendor, { ...scope, status: STATUS.Invoiced })).toBe(false);
    expect(canChangeVendorPortalWorkOrder(vendor, { ...scope, status: STATUS.Cancelled })).toBe(false);
    expect(canChangeVendorPortalWorkOrder(userOf('Customer'), { ...scope, status: STATUS.Dispatched })).toBe(
      false,
    );
  });
});
