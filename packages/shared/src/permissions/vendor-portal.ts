import { canEditVendors, canListVendors } from './vendors';
import { hasRole, isInternalUser, isVendorUser, type Rule } from './role-rules';

// The vendor portal's Profile (spec C 2.8; issue 15, docs/decisions/157). Every call is scoped to the
// signed-in user's vendor (`user.vendorid`); staff never use the portal's calls.

/** The portal's reads (current vendor, the techs list): a Vendor or Tech user linked to a vendor. */
export const canUseVendorPortal: Rule = (user) =>
  !isInternalUser(user) && isVendorUser(user) && user.vendorid != null;

/**
 * Managing the vendor's own profile (techs, their passwords, compliance uploads): the Vendor role only,
 * linked to a vendor. A Tech works for the vendor but does not manage it (as canSeeMyProfileMenu).
 */
export const canManageVendorTechs: Rule = (user) => canUseVendorPortal(user) && hasRole(user, 'Vendor');

/** Uploading compliance documents (types 12, 13, 14, 15) for review: as managing techs. */
export const canUploadVendorDocuments: Rule = canManageVendorTechs;

/** Staff's review list of the documents vendors uploaded: whoever lists vendors. */
export const canReadVendorDocumentReviews: Rule = canListVendors;

/** Accepting an uploaded document (which sets the vendor's expiry or date): whoever edits vendors. */
export const canAcceptVendorDocuments: Rule = canEditVendors;
