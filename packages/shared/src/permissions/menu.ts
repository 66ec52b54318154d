import {
  canAddWorkOrder,
  canAdminister,
  canReadCustomers,
  canReadJobSites,
  canReadVendors,
  canReadWorkOrders,
  canViewDashboard,
  canViewReports,
} from './actions';
import { canManageQuickBooks } from './accounting';
import { canSearchAuditLog } from './audit';
import {
  hasRole,
  isAccountingAdmin,
  isAdmin,
  isCustomerUser,
  isInternalUser,
  isVendorUser,
  type Rule,
} from './role-rules';
import type { SessionUser } from './roles';
import { canCheckInToWorkOrders } from './vendor-portal-checkin';

// Menu visibility, spec A "Layout and menu" and spec C 2.2. Every staff menu also requires a staff
// user: its routes send external users to their portal, so showing it would only bounce them
// (docs/decisions/021).

export const canSeeAdminMenu: Rule = isAdmin;
export const canSeeAccountingMenu: Rule = isAccountingAdmin;
export const canSeeCustomerMenu: Rule = (user) => isInternalUser(user) && canReadCustomers(user);
/** Job Sites, Import Job Sites and Import Trade Rates under Customers. */
export const canSeeJobSiteMenuItems: Rule = (user) => isInternalUser(user) && canReadJobSites(user);
export const canSeeReassignDispatcherMenuItem: Rule = (user) => isInternalUser(user) && isAdmin(user);
export const canSeeVendorMenu: Rule = (user) => isInternalUser(user) && canReadVendors(user);
export const canSeeWorkOrderMenu: Rule = (user) => isInternalUser(user) && canReadWorkOrders(user);
export const canSeeReportsMenu: Rule = (user) => isInternalUser(user) && canViewReports(user);
export const canSeeDashboardMenu: Rule = (user) => isInternalUser(user) && canViewDashboard(user);
/** The vendor's own profile; a Tech works for the vendor but does not manage it. */
export const canSeeMyProfileMenu: Rule = (user) => hasRole(user, 'Vendor');

/**
 * My Work Orders, in the portal of the user's side. Tech gets the vendor variant: the spec lists
 * /vendorprofile/workorderlist as "Tech or Vendor only" and a Tech has no other way to it.
 */
export const myWorkOrdersMenuVariant = (user: SessionUser): 'vendor' | 'customer' | null =>
  isVendorUser(user) ? 'vendor' : isCustomerUser(user) ? 'customer' : null;

/** Icon names are MUI icon export names; the web shell maps them to components. */
export type MenuItem = {
  id: string;
  label: string;
  path: string;
  icon: string;
  rule: Rule;
  children?: readonly MenuItem[];
};

const always: Rule = () => true;
const canSeeNewWorkOrderItem: Rule = (user) => canSeeWorkOrderMenu(user) && canAddWorkOrder(user);
const seesVendorWorkOrders: Rule = (user) => myWorkOrdersMenuVariant(user) === 'vendor';
const seesCustomerWorkOrders: Rule = (user) => myWorkOrdersMenuVariant(user) === 'customer';
/** The Admin menu is an administrator's: an AccountingAdmin alone finds QuickBooks under Accounting (decision 179). */
const seesQuickBooksUnderAccounting: Rule = (user) => canManageQuickBooks(user) && !canSeeAdminMenu(user);

/** The side menu in display order. A child shows only when its parent does (see visibleMenu). */
export const MENU: readonly MenuItem[] = [
  { id: 'home', label: 'Home', path: '/home', icon: 'Home', rule: always },
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: 'Dashboard', rule: canSeeDashboardMenu },
  {
    id: 'workorders',
    label: 'Work Orders',
    path: '/workorder',
    icon: 'Assignment',
    rule: canSeeWorkOrderMenu,
    children: [
      { id: 'workorders-list', label: 'Work Order List', path: '/workorder', icon: 'ListAlt', rule: always },
      {
        id: 'workorders-new',
        label: 'New Work Order',
        path: '/workorder/new?id=0',
        icon: 'AddBox',
        rule: canSeeNewWorkOrderItem,
      },
      {
        id: 'workorders-import',
        label: 'Import Work Orders',
        path: '/workorder/import',
        icon: 'CloudUpload',
        rule: canSeeNewWorkOrderItem,
      },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    path: '/customer',
    icon: 'Business',
    rule: canSeeCustomerMenu,
    children: [
      { id: 'customers-list', label: 'Customer List', path: '/customer', icon: 'ListAlt', rule: always },
      {
        id: 'customers-jobsites',
        label: 'Job Sites',
        path: '/customer/jobsites',
        icon: 'LocationOn',
        rule: canSeeJobSiteMenuItems,
      },
      {
        id: 'customers-importjobsites',
        label: 'Import Job Sites',
        path: '/customer/importjobsites',
        icon: 'UploadFile',
        rule: canSeeJobSiteMenuItems,
      },
      {
        id: 'customers-importtraderates',
        label: 'Import Trade Rates',
        path: '/customer/importtraderates',
        icon: 'UploadFile',
        rule: canSeeJobSiteMenuItems,
      },
      {
        id: 'customers-reassigndispatcher',
        label: 'Reassign Dispatcher',
        path: '/customer/reassigndispatcher',
        icon: 'SwapHoriz',
        rule: canSeeReassignDispatcherMenuItem,
      },
    ],
  },
  {
    id: 'vendors',
    label: 'Vendors',
    path: '/vendor',
    icon: 'Engineering',
    rule: canSeeVendorMenu,
    children: [
      { id: 'vendors-list', label: 'Vendor List', path: '/vendor', icon: 'ListAlt', rule: always },
      {
        id: 'vendors-search',
        label: 'Vendor Search',
        path: '/vendor/search',
        icon: 'TravelExplore',
        rule: always,
      },
    ],
  },
  {
    id: 'reporting',
    label: 'Reporting',
    path: '/reports',
    icon: 'Assessment',
    rule: canSeeReportsMenu,
    children: [
      { id: 'reporting-reports', label: 'Reports', path: '/reports', icon: 'TableChart', rule: always },
      {
        id: 'reporting-heatmap-workorder',
        label: 'Work Order Heat Map',
        path: '/reports/heatmap/workorder',
        icon: 'Map',
        rule: always,
      },
      {
        id: 'reporting-heatmap-vendorcoverage',
        label: 'Vendor Coverage Heat Map',
        path: '/reports/heatmap/vendorcoverage',
        icon: 'Map',
        rule: always,
      },
      {
        id: 'reporting-heatmap-customerarea',
        label: 'Customer Area Heat Map',
        path: '/reports/heatmap/customerarea',
        icon: 'Map',
        rule: always,
      },
    ],
  },
  {
    id: 'admin',
    label: 'Admin',
    path: '/admin',
    icon: 'AdminPanelSettings',
    rule: canSeeAdminMenu,
    children: [
      {
        id: 'admin-users',
        label: 'Users and Dispatch',
        path: '/admin',
        icon: 'ManageAccounts',
        rule: canAdminister,
      },
      {
        id: 'admin-importvendorzips',
        label: 'Import Vendor Zips',
        path: '/admin/importvendorzips',
        icon: 'UploadFile',
        rule: canAdminister,
      },
      {
        id: 'admin-quickbooks',
        label: 'QuickBooks',
        path: '/admin/quickbooks',
        icon: 'AccountBalance',
        rule: canManageQuickBooks,
      },
      {
        id: 'admin-audit',
        label: 'Audit Log',
        path: '/admin/audit',
        icon: 'History',
        rule: canSearchAuditLog,
      },
    ],
  },
  {
    id: 'accounting',
    label: 'Accounting',
    path: '/accounting/pending',
    icon: 'AccountBalance',
    rule: canSeeAccountingMenu,
    children: [
      {
        id: 'accounting-pending',
        label: 'Pending Approval',
        path: '/accounting/pending',
        icon: 'PendingActions',
        rule: always,
      },
      {
        id: 'accounting-quickbooks',
        label: 'QuickBooks',
        path: '/admin/quickbooks',
        icon: 'AccountBalance',
        rule: seesQuickBooksUnderAccounting,
      },
    ],
  },
  { id: 'myprofile', label: 'My Profile', path: '/vendorprofile', icon: 'Person', rule: canSeeMyProfileMenu },
  {
    id: 'myworkorders-vendor',
    label: 'My Work Orders',
    path: '/vendorprofile/workorderlist?status=open',
    icon: 'Assignment',
    rule: seesVendorWorkOrders,
    children: [
      {
        id: 'myworkorders-vendor-open',
        label: 'Open',
        path: '/vendorprofile/workorderlist?status=open',
        icon: 'ListAlt',
        rule: always,
      },
      {
        id: 'myworkorders-vendor-invoiced',
        label: 'Invoiced',
        path: '/vendorprofile/workorderlist?status=invoiced',
        icon: 'ReceiptLong',
        rule: always,
      },
      {
        id: 'myworkorders-vendor-cancelled',
        label: 'Cancelled',
        path: '/vendorprofile/workorderlist?status=cancelled',
        icon: 'Cancel',
        rule: always,
      },
    ],
  },
  // The technician's phone view with Check In / Check Out (issue 15 "Beyond the spec", decision 162).
  {
    id: 'todayswork',
    label: 'Today’s Work',
    path: '/vendorprofile/today',
    icon: 'LocationOn',
    rule: canCheckInToWorkOrders,
  },
  {
    id: 'myworkorders-customer',
    label: 'My Work Orders',
    path: '/customerprofile/workorderlist?status=open',
    icon: 'Assignment',
    rule: seesCustomerWorkOrders,
    children: [
      {
        id: 'myworkorders-customer-open',
        label: 'Open',
        path: '/customerprofile/workorderlist?status=open',
        icon: 'ListAlt',
        rule: always,
      },
      {
        id: 'myworkorders-customer-invoiced',
        label: 'Invoiced',
        path: '/customerprofile/workorderlist?status=invoiced',
        icon: 'ReceiptLong',
        rule: always,
      },
      {
        id: 'myworkorders-customer-cancelled',
        label: 'Cancelled',
        path: '/customerprofile/workorderlist?status=cancelled',
        icon: 'Cancel',
        rule: always,
      },
      {
        id: 'myworkorders-customer-all',
        label: 'All',
        path: '/customerprofile/workorderlist?status=all',
        icon: 'List',
        rule: always,
      },
    ],
  },
  // My Proposals and My Invoices exist as routes but are hidden in the menu (spec C 2.2).
];

/** The menu as this user sees it: items whose rule passes, children only under a visible parent. */
export const visibleMenu = (user: SessionUser, items: readonly MenuItem[] = MENU): MenuItem[] =>
  items
    .filter((item) => item.rule(user))
    .map((item) => (item.children ? { ...item, children: visibleMenu(user, item.children) } : item));
