import type { Entry } from './builders';

/**
 * The authorization matrix rows of the vendor portal's proposals and invoices lists across orders (issue 15,
 * decision 164). They take no record id: the caller's own vendor scopes them in the repository, so a leak
 * check has no id to change; vendor-portal.lists.test.ts checks that another vendor's documents and a Tech's
 * unassigned orders never appear.
 */
export const VENDOR_PORTAL_LISTS_MATRIX: Record<string, Entry> = {
  'GET /api/vendorprofile/proposals': 'no record id',
  'GET /api/vendorprofile/invoices': 'no record id',
};
