import { canDeleteJobSites, canEditJobSites, canReadCustomers, canReadJobSites } from './actions';
import { isInternalUser, type Rule } from './role-rules';

// The job-site area's route rules (issue 13, docs/decisions/148). Job sites are kept by staff: a
// Vendor, Tech or Customer user reaches none of these routes, whatever permissions their token carries.

/** The job-site list, one site, the sample sheet (spec A): staff with read:jobsites (or Admin). */
export const canReadJobSitesAsStaff: Rule = (user) => isInternalUser(user) && canReadJobSites(user);

/** Add and update a site, and import a customer's sites from a sheet: staff with edit:jobsites. */
export const canEditJobSitesAsStaff: Rule = (user) => isInternalUser(user) && canEditJobSites(user);

/** Remove a site: staff with delete:jobsites. */
export const canDeleteJobSitesAsStaff: Rule = (user) => isInternalUser(user) && canDeleteJobSites(user);

/**
 * Import a customer's trade rates from a CSV (the Import Trade Rates page, behind read:jobsites in the
 * menu): staff who may edit job sites and read customers, the ones who keep a customer's set-up.
 */
export const canImportCustomerRates: Rule = (user) => canEditJobSitesAsStaff(user) && canReadCustomers(user);
