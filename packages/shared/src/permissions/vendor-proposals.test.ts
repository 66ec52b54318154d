import { describe, expect, it } from 'vitest';
import * as rules from './vendor-proposals';
import { rolesPassing, USERS, userOf } from './test-users';

describe('vendor submitted proposal rules', () => {
  it('read: staff with the proposal tab; review and convert: also update:workorder (Employee refused)', () => {
    expect(rolesPassing(rules.canReadVendorProposalsAsStaff)).toEqual([
      'Admin',
      'Dispatchers',
      'Employee',
      'AccountingAdmin',
    ]);
    for (const rule of [rules.canReviewVendorProposalsAsStaff, rules.canConvertVendorProposalAsStaff])
      expect(rolesPassing(rule)).toEqual(['Admin', 'Dispatchers', 'AccountingAdmin']);
    const noTab = userOf('Admin', {
      permissions: USERS.Admin.permissions.filter((p) => p !== 'view:workorderproposaltab'),
    });
    expect(rules.canReadVendorProposalsAsStaff(noTab)).toBe(false);
  });

  it('print (preview and PDF): the staff who read the tab, for now (the vendor portal widens it)', () => {
    expect(rolesPassing(rules.canPrintVendorProposal)).toEqual(
      rolesPassing(rules.canReadVendorProposalsAsStaff),
    );
    expect(rolesPassing(rules.canPrintVendorProposal)).not.toContain('Vendor');
  });

  it('approve and reject only a submitted proposal (status 2) on an order with exactly one vendor', () => {
    expect(rules.isVendorProposalReviewable({ proposalstatusid: 2, vendorcount: 1 })).toBe(true);
    for (const proposalstatusid of [1, 3, 4])
      expect(rules.isVendorProposalReviewable({ proposalstatusid, vendorcount: 1 })).toBe(false);
    for (const vendorcount of [0, 2])
      expect(rules.isVendorProposalReviewable({ proposalstatusid: 2, vendorcount })).toBe(false);
  });
});
