import { describe, expect, it } from 'vitest';
import {
  canDeleteJobSitesAsStaff,
  canEditJobSitesAsStaff,
  canImportCustomerRates,
  canReadJobSitesAsStaff,
} from './job-sites';
import { rolesPassing, userOf, withPermissions } from './test-users';

describe('job-site rules (decision 148)', () => {
  it('lets staff with read:jobsites read sites, never a portal user', () => {
    expect(rolesPassing(canReadJobSitesAsStaff)).toEqual(['Admin', 'Dispatchers', 'Employee']);
    expect(canReadJobSitesAsStaff(userOf('Customer', { permissions: ['read:jobsites'] }))).toBe(false);
    expect(canReadJobSitesAsStaff(withPermissions('read:jobsites'))).toBe(true);
  });

  it('lets staff with edit:jobsites add, update and import sites', () => {
    expect(rolesPassing(canEditJobSitesAsStaff)).toEqual(['Admin', 'Dispatchers']);
    expect(canEditJobSitesAsStaff(userOf('Vendor', { permissions: ['edit:jobsites'] }))).toBe(false);
  });

  it('lets staff with delete:jobsites remove sites', () => {
    expect(rolesPassing(canDeleteJobSitesAsStaff)).toEqual(['Admin']);
    expect(canDeleteJobSitesAsStaff(withPermissions('delete:jobsites'))).toBe(true);
  });

  it('lets staff who edit sites and read customers import trade rates', () => {
    expect(rolesPassing(canImportCustomerRates)).toEqual(['Admin', 'Dispatchers']);
    expect(canImportCustomerRates(withPermissions('edit:jobsites'))).toBe(false);
    expect(canImportCustomerRates(withPermissions('edit:jobsites', 'read:customers'))).toBe(true);
  });
});
