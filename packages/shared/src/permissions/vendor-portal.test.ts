import { describe, expect, it } from 'vitest';
import * as rules from './vendor-portal';
import { rolesPassing, userOf } from './test-users';

describe('vendor portal rules', () => {
  it('the portal reads: Vendor and Tech users linked to a vendor', () => {
    expect(rolesPassing(rules.canUseVendorPortal)).toEqual(['Vendor', 'Tech']);
    expect(rules.canUseVendorPortal(userOf('Vendor', { vendorid: null }))).toBe(false);
    // An external role wins over a staff role (decision 020): still the portal, never staff.
    expect(rules.canUseVendorPortal(userOf('Tech', { roles: ['Tech', 'Admin'] }))).toBe(true);
  });

  it('managing techs and uploading documents: the Vendor role linked to a vendor only', () => {
    for (const rule of [rules.canManageVendorTechs, rules.canUploadVendorDocuments]) {
      expect(rolesPassing(rule)).toEqual(['Vendor']);
      expect(rule(userOf('Vendor', { vendorid: null }))).toBe(false);
    }
  });

  it('reviewing uploads: staff with read:vendors', () => {
    for (const rule of [rules.canReadVendorDocumentReviews, rules.canAcceptVendorDocuments])
      expect(rolesPassing(rule)).toEqual(['Admin', 'Dispatchers', 'Employee', 'AccountingAdmin']);
    expect(rules.canAcceptVendorDocuments(userOf('Admin', { permissions: [], roles: ['Dispatchers'] }))).toBe(
      false,
    );
  });
});
