import {
  canAccessAccounting,
  canAddWorkOrder,
  canAdminister,
  canBulkReassignDispatcher,
  canReadCustomers,
  canReadJobSites,
  canReadVendors,
  canReadWorkOrders,
  canViewDashboard,
  canViewReports,
} from './actions';
import { canManageQuickBooks } from './accounting';
import { canSearchAuditLog } from './audit';
import { isCustomerUser, isVendorUser, type Rule } from './role-rules';
import type { SessionUser } from './roles';
import { canOpenVendorDetails } from './vendor-editor';
import { canCheckInToWorkOrders } from './vendor-portal-checkin';

/**
 * Who a route is for. `common`: every signed-in user. `internal`: staff only. `vendor`: Vendor and
 * Tech. `customer`: Customer. `public`: /login, the one route open to signed-out visitors.
 * `internal-or-vendor`: staff and Vendor/Tech users (a vendor's own record, /vendor/details).
 */
export type RouteArea = 'public' | 'common' | 'internal' | 'internal-or-vendor' | 'vendor' | 'customer';

/** The two refusal texts the spec words (spec A "Reports", "Admin", "Job-site list"). */
export type DenyMessage = 'Unauthorized' | 'Unauthorized to view this page.';

export type RouteEntry = {
  path: string;
  area: RouteArea;
  /** Checked after the area; without it everyone in the area passes. */
  rule?: Rule;
  /** The text shown when the rule fails; 'Unauthorized' when absent. */
  deny?: DenyMessage;
};

export type RouteDecision = { allowed: true } | { redirect: string } | { deny: DenyMessage };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const VENDOR_PORTAL_HOME = '/vendorprofile/workorderlist?status=open';
export const CUSTOMER_PORTAL_HOME = '/customerprofile/workorderlist?status=open';

const jobSites = { rule: canReadJobSites, deny: 'Unauthorized to view this page.' } as const;
const internal = (path: string, rule: Rule, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  area: 'internal',
  rule,
  ...extra,
});

/** Every route of spec A "Routing rules" and spec C 2.1, matched exactly on the pathname. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/login', area: 'public' },
  { path: '/home', area: 'common' },
  { path: '/profile', area: 'common' },
  { path: '/logout', area: 'common' },

  internal('/dashboard', canViewDashboard),
  internal('/customer', canReadCustomers),
  internal('/customer/details', canReadCustomers),
  internal('/customer/new', canReadCustomers),
  internal('/customer/jobsites', jobSites.rule, { deny: jobSites.deny }),
  internal('/customer/importjobsites', jobSites.rule, { deny: jobSites.deny }),
  internal('/customer/importtraderates', jobSites.rule, { deny: jobSites.deny }),
  internal('/customer/reassigndispatcher', canBulkReassignDispatcher),
  internal('/jobsite/details', jobSites.rule, { deny: jobSites.deny }),
  internal('/vendor', canReadVendors),
  // Vendor and Tech users open their own vendor read-only (spec C 2.4; the API refuses another vendor's id).
  { path: '/vendor/details', area: 'internal-or-vendor', rule: canOpenVendorDetails },
  internal('/vendor/new', canReadVendors),
  internal('/vendor/search', canReadVendors),
  internal('/workorder', canReadWorkOrders),
  internal('/workorder/newtab', canReadWorkOrders),
  internal('/workorder/detaillist', canReadWorkOrders),
  internal('/workorder/details', canReadWorkOrders),
  internal('/workorder/new', canAddWorkOrder),
  internal('/workorder/import', canAddWorkOrder),
  internal('/workorder/resetmyview', canReadWorkOrders),
  internal('/admin', canAdminister),
  internal('/admin/users/details', canAdminister),
  internal('/admin/importvendorzips', canAdminister),
  // Every change of every record (issue 18, docs/decisions/181).
  internal('/admin/audit', canSearchAuditLog),
  // The QuickBooks Online connection: an administrator or the AccountingAdmin who pushes (decisions 176, 179).
  internal('/admin/quickbooks', canManageQuickBooks),
  internal('/reports', canViewReports),
  internal('/reports/heatmap/workorder', canViewReports),
  internal('/reports/heatmap/vendorcoverage', canViewReports),
  internal('/reports/heatmap/customerarea', canViewReports),
  internal('/accounting/pending', canAccessAccounting),

  { path: '/vendorprofile', area: 'vendor' },
  { path: '/vendorprofile/workorderlist', area: 'vendor', rule: canReadWorkOrders },
  { path: '/vendorprofile/workorderdetails', area: 'vendor', rule: canReadWorkOrders },
  { path: '/vendorprofile/proposals', area: 'vendor', rule: canReadWorkOrders },
  { path: '/vendorprofile/invoices', area: 'vendor', rule: canReadWorkOrders },
  // The technician's phone view of today's work (issue 15 "Beyond the spec", decisions 159 and 162).
  { path: '/vendorprofile/today', area: 'vendor', rule: canCheckInToWorkOrders },

  { path: '/customerprofile', area: 'customer' },
  { path: '/customerprofile/workorderlist', area: 'customer', rule: canReadWorkOrders },
  { path: '/customerprofile/workorderdetails', area: 'customer', rule: canReadWorkOrders },
  { path: '/customerprofile/workorder/new', area: 'customer' },
  { path: '/customerprofile/proposals', area: 'customer', rule: canReadWorkOrders },
  { path: '/customerprofile/invoices', area: 'customer', rule: canReadWorkOrders },
];

const ROUTES_BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** Where a user lands when sent away from a route that is not theirs. */
export const landingPath = (user: SessionUser): string =>
  isVendorUser(user) ? VENDOR_PORTAL_HOME : isCustomerUser(user) ? CUSTOMER_PORTAL_HOME : HOME_PATH;

/**
 * The pathname alone, lower-cased (React Router matches case-insensitively and the spec links
 * /Vendor/new), without query, hash or a trailing slash.
 */
export const normalizePathname = (pathname: string): string => {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
};

export const findRoute = (pathname: string): RouteEntry | undefined =>
  ROUTES_BY_PATH.get(normalizePathname(pathname));

const areaAllows = (user: SessionUser, area: RouteArea): boolean => {
  switch (area) {
    case 'public':
    case 'common':
      return true;
    case 'internal':
      return !isVendorUser(user) && !isCustomerUser(user);
    case 'internal-or-vendor':
      return !isCustomerUser(user) || isVendorUser(user);
    case 'vendor':
      return isVendorUser(user);
    case 'customer':
      return isCustomerUser(user) && !isVendorUser(user);
  }
};

/**
 * Decides what the shell does with a navigation (docs/decisions/021). Signed-out visitors reach only
 * /login; unknown paths go to /home; a route of another side sends the user to their own landing
 * page; a failed permission shows the spec's refusal text in place of the page.
 */
export const resolveRoute = (user: SessionUser | null, pathname: string): RouteDecision => {
  const route = findRoute(pathname);
  if (!user) return route?.area === 'public' ? { allowed: true } : { redirect: LOGIN_PATH };
  if (!route) return { redirect: HOME_PATH };
  if (!areaAllows(user, route.area)) return { redirect: landingPath(user) };
  if (route.rule && !route.rule(user)) return { deny: route.deny ?? 'Unauthorized' };
  return { allowed: true };
};

/** The guard's rule for a path, for callers (tests, prefetching) that want a boolean. */
export const canVisit = (user: SessionUser | null, pathname: string): boolean =>
  'allowed' in resolveRoute(user, pathname);
