import { canReadVendors } from './actions';
import { isExternalUser, isInternalUser, isVendorUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';

// The vendor editor screen (/vendor/details, spec C 2.4 and section 6; decision 145).

/** The editor's tabs in the spec's order. */
export const VENDOR_EDITOR_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'trades', label: 'Trades' },
  { id: 'contacts', label: 'Contacts' },
  { id: 'attachments', label: 'Attachments' },
  { id: 'notes', label: 'Notes' },
  { id: 'payments', label: 'Payments' },
  { id: 'history', label: 'History' },
  // Who changed what on the vendor (docs/decisions/181); staff only, so disabled for external users.
  { id: 'changes', label: 'Change History' },
] as const;
export type VendorEditorTab = (typeof VENDOR_EDITOR_TABS)[number]['id'];

/** What Tech, Vendor and Customer users keep of the editor: every other tab is disabled (spec C 2.4). */
const EXTERNAL_VENDOR_TABS: readonly VendorEditorTab[] = ['details', 'history'];

/**
 * Who may open /vendor/details: staff with read:vendors, and Vendor and Tech users linked to a vendor
 * (their own record, read-only; the API refuses any other vendor's id). Customers may not.
 */
export const canOpenVendorDetails: Rule = (user) =>
  isInternalUser(user) ? canReadVendors(user) : isVendorUser(user) && user.vendorid != null;

/**
 * A tab of the editor is enabled: every tab for staff, Details and History for Tech, Vendor and Customer. The
 * fields, Save and the tabs' add/edit/delete follow `canEditVendors` (vendors.ts, the API's write rule).
 */
export const canOpenVendorEditorTab = (user: SessionUser, tab: VendorEditorTab): boolean =>
  !isExternalUser(user) || EXTERNAL_VENDOR_TABS.includes(tab);
