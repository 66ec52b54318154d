import {
  canAddChildWorkOrder,
  canAddWorkOrder,
  canBulkReassignDispatcher,
  canEditFollowUp,
  canFlagWorkOrder,
  canReadVendors,
  canReadWorkOrders,
  canReassignDispatcher,
  canReopenWorkOrder,
  canTakeOwnership,
  canToggleGeofencing,
  canUpdateWorkOrder,
  canViewAttachmentsTab,
  canViewDashboard,
  canViewNotesTab,
} from './actions';
import { isCustomerUser, isInternalUser, isVendorUser, type Rule } from './role-rules';

/**
 * The combined rules: each joins roles and permissions once, under one name, and is the rule an API
 * route declares (`config: { rule }`, docs/decisions/121) and the screen calls to show the same thing.
 */

/** Any signed-in user: the profile, saved views, reference lookups, error reports, the SAS (record-checked). */
export const isSignedIn: Rule = () => true;

/** Staff only: external users (Vendor, Tech, Customer) have their own portal calls (decisions 089, 111). */
const staffOnly =
  (rule: Rule): Rule =>
  (user) =>
    isInternalUser(user) && rule(user);

/**
 * Staff who read work orders: the editor's staff reads (PO number check), the customer lookups and
 * trade rates of its side panel, Add Note on a row, and the /home charts.
 */
export const canReadWorkOrdersAsStaff: Rule = staffOnly(canReadWorkOrders);

/** Staff who read and update work orders: Save, status, Follow-Up, schedule and follow-up dates, vendor notices. */
/** Staff who read vendor records: the vendor's compliance reminders (decision 146). */
export const canReadVendorsAsStaff: Rule = staffOnly(canReadVendors);

export const canUpdateWorkOrdersAsStaff: Rule = staffOnly(
  (user) => canReadWorkOrders(user) && canUpdateWorkOrder(user),
);

/** The Follow-Up tab's fields (spec B section 6): external users never edit them, update:workorder does. */
export const canUpdateFollowUp: Rule = (user) => canEditFollowUp(user) && canUpdateWorkOrder(user);

export const canAddWorkOrderAsStaff: Rule = staffOnly(canAddWorkOrder);
/** The work-order import (/workorder/import, spec C 2.11; docs/decisions/169): staff who may add orders. */
export const canImportWorkOrders: Rule = canAddWorkOrderAsStaff;
export const canReopenWorkOrderAsStaff: Rule = staffOnly(canReopenWorkOrder);
export const canAddChildWorkOrderAsStaff: Rule = staffOnly(canAddChildWorkOrder);
export const canTakeOwnershipAsStaff: Rule = staffOnly(canTakeOwnership);
export const canFlagWorkOrderAsStaff: Rule = staffOnly(canFlagWorkOrder);
export const canReassignDispatcherAsStaff: Rule = staffOnly(canReassignDispatcher);
export const canBulkReassignDispatcherAsStaff: Rule = staffOnly(canBulkReassignDispatcher);
export const canToggleGeofencingAsStaff: Rule = staffOnly(canToggleGeofencing);

/** The Alerts dashboard rows and export: read:workorders and view:dashboard. */
export const canReadAlerts: Rule = (user) => canReadWorkOrders(user) && canViewDashboard(user);

/** The Notes tab: read:workorders and its tab; the order itself is scoped in the service. */
export const canReadWorkOrderNotes: Rule = (user) => canReadWorkOrders(user) && canViewNotesTab(user);

/** Reading and adding files: anyone who sees the Attachments tab; the order is scoped in the service (decision 114). */
export const canUseWorkOrderAttachments: Rule = (user) =>
  canReadWorkOrders(user) && canViewAttachmentsTab(user);

/** Editing and deleting file records: staff with update:workorder (portal users only ever add, decision 064). */
export const canChangeWorkOrderAttachments: Rule = (user) =>
  isInternalUser(user) && canUseWorkOrderAttachments(user) && canUpdateWorkOrder(user);

/**
 * The vendor cards and the vendor portal grid (decision 092): staff name the vendor, Vendor and Tech
 * users read their own; a Customer user never reads a vendor's data.
 */
export const canReadVendorPortalWorkOrders: Rule = (user) =>
  canReadWorkOrders(user) && (isInternalUser(user) || isVendorUser(user));

/** The customer cards and the customer portal grid (decision 092): staff, and Customer users for their own. */
export const canReadCustomerPortalWorkOrders: Rule = (user) =>
  canReadWorkOrders(user) && (isInternalUser(user) || isCustomerUser(user));
