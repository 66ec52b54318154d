import { canReadVendorsAsStaff } from './combined';
import { canReadVendorHistoryAsStaff } from './vendor-lines';
import { isInternalUser, isVendorUser, type Rule } from './role-rules';

// The vendors area's route rules (issue 12, docs/decisions/142). Reads of one vendor's record and
// tabs use canOpenVendorDetails (vendor-editor.ts) at the route and canReadVendorRecord in the guard
// (a Vendor or Tech user reaches only their own vendor).

/** Save, update, rating, contacts, notes, files, sending documents: staff with read:vendors. */
export const canEditVendors: Rule = canReadVendorsAsStaff;

/** The Vendors list and the vendor search (spec A): staff with read:vendors. */
export const canListVendors: Rule = canReadVendorsAsStaff;

/**
 * A vendor's work-order history (GET /vendor/history): staff who read vendors and work orders, and a
 * Vendor or Tech user linked to a vendor (the editor's History tab; their own vendor, scoped in the query).
 */
export const canReadVendorHistory: Rule = (user) =>
  isInternalUser(user) ? canReadVendorHistoryAsStaff(user) : isVendorUser(user) && user.vendorid != null;
