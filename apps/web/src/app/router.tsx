import { CUSTOMER_PORTAL_HOME } from '@dispatchwise/shared';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, UNSAFE_createBrowserHistory, type RouteObject } from 'react-router';
import { createBlockingHistory } from '../components/navigation';
import { LoginCallbackPage } from './auth/login-callback-page';
import { LoginPage } from './auth/login-page';
import { LogoutPage } from './auth/logout-page';
import { RequireSession } from './auth/require-session';
import { AppShell } from './shell/app-shell';

// Each screen is its own chunk (React.lazy), so the first load carries only the shell (docs/decisions/050).
// The loaders are kept so the current address's chunk can start loading at once (preloadScreen below).
const loadHome = () => import('../features/home/home-page');
const loadDashboard = () => import('../features/dashboard/dashboard-page');
const loadProfile = () => import('../features/profile/profile-page');
const loadAdmin = () => import('../features/admin/admin-page');
const loadUserDetails = () => import('../features/admin/user-details-page');
const loadImportVendorZips = () => import('../features/admin/import-vendor-zips-page');
const loadQuickBooks = () => import('../features/accounting/quickbooks/quickbooks-page');
const loadAuditLog = () => import('../features/audit-log/audit-log-page');
const loadAccountingPending = () => import('../features/accounting/accounting-page');
const loadWorkOrderImport = () => import('../features/work-order-import/work-order-import-page');
const loadWorkOrders = () => import('../features/work-orders/work-orders-page');
const loadWorkOrdersNewTab = () => import('../features/work-orders/work-orders-new-tab-page');
const loadWorkOrderDetails = () => import('./work-order-details-route');
const loadWorkOrderNew = () => import('../features/work-orders/editor/work-order-new-page');
const loadVendors = () => import('../features/vendors/list/vendors-list-page');
const loadVendorSearch = () => import('../features/vendors/search/vendor-search-page');
const loadVendorDetails = () => import('../features/vendors/editor/vendor-details-page');
const loadVendorNew = () => import('../features/vendors/new/vendor-new-page');
const loadCustomers = () => import('../features/customers/list/customers-list-page');
const loadCustomerDetails = () => import('../features/customers/editor/customer-details-page');
const loadCustomerNew = () => import('../features/customers/editor/customer-new-page');
const loadJobSites = () => import('../features/job-sites/job-sites-page');
const loadImportJobSites = () => import('../features/customer-imports/import-job-sites-page');
const loadImportTradeRates = () => import('../features/customer-imports/import-trade-rates-page');
const loadReassignDispatcher = () => import('../features/reassign-dispatcher/reassign-dispatcher-page');
const loadReports = () => import('../features/reports/reports-page');
const loadWorkOrderHeatMap = () => import('../features/reports/heat-maps/work-order-heat-map-page');
const loadVendorCoverageHeatMap = () => import('../features/reports/heat-maps/vendor-coverage-heat-map-page');
const loadCustomerAreaHeatMap = () => import('../features/reports/heat-maps/customer-area-heat-map-page');
const loadVendorProfile = () => import('../features/vendor-profile/vendor-profile-page');
const loadVendorWorkOrders = () =>
  import('../features/vendor-portal/work-orders/list/portal-work-orders-page');
const loadVendorWorkOrderDetails = () =>
  import('../features/vendor-portal/work-orders/details/portal-work-order-details-page');
const loadVendorProposals = () => import('../features/vendor-portal/lists/proposals-page');
const loadVendorInvoices = () => import('../features/vendor-portal/lists/invoices-page');
const loadTechToday = () => import('../features/tech-today/tech-today-page');
const loadCustomerWorkOrders = () =>
  import('../features/customer-portal/work-orders/list/customer-work-orders-page');
const loadCustomerWorkOrderDetails = () =>
  import('../features/customer-portal/work-orders/details/customer-work-order-details-page');
const loadCustomerWorkOrderNew = () =>
  import('../features/customer-portal/work-orders/new/customer-work-order-new-page');
const loadCustomerProposals = () => import('../features/customer-portal/lists/proposals-page');
const loadCustomerInvoices = () => import('../features/customer-portal/lists/invoices-page');
const HomePage = lazy(loadHome);
const DashboardPage = lazy(loadDashboard);
const ProfilePage = lazy(loadProfile);
const AdminPage = lazy(loadAdmin);
const UserDetailsPage = lazy(loadUserDetails);
const ImportVendorZipsPage = lazy(loadImportVendorZips);
const QuickBooksPage = lazy(loadQuickBooks);
const AuditLogPage = lazy(loadAuditLog);
const AccountingPendingPage = lazy(loadAccountingPending);
const WorkOrderImportPage = lazy(loadWorkOrderImport);
const PlaceholderPage = lazy(() => import('../features/placeholders/placeholder-page'));
const WorkOrdersPage = lazy(loadWorkOrders);
const WorkOrdersNewTabPage = lazy(loadWorkOrdersNewTab);
const ResetMyViewPage = lazy(() => import('../features/work-orders/reset-my-view-page'));
const WorkOrderDetailsPage = lazy(loadWorkOrderDetails);
const WorkOrderNewPage = lazy(loadWorkOrderNew);
const VendorsPage = lazy(loadVendors);
const VendorSearchPage = lazy(loadVendorSearch);
const VendorDetailsPage = lazy(loadVendorDetails);
const VendorNewPage = lazy(loadVendorNew);
const CustomersPage = lazy(loadCustomers);
const CustomerDetailsPage = lazy(loadCustomerDetails);
const CustomerNewPage = lazy(loadCustomerNew);
const JobSitesPage = lazy(loadJobSites);
const ImportJobSitesPage = lazy(loadImportJobSites);
const ImportTradeRatesPage = lazy(loadImportTradeRates);
const ReassignDispatcherPage = lazy(loadReassignDispatcher);
const ReportsPage = lazy(loadReports);
const WorkOrderHeatMapPage = lazy(loadWorkOrderHeatMap);
const VendorCoverageHeatMapPage = lazy(loadVendorCoverageHeatMap);
const CustomerAreaHeatMapPage = lazy(loadCustomerAreaHeatMap);
const VendorWorkOrdersPage = lazy(loadVendorWorkOrders);
const VendorWorkOrderDetailsPage = lazy(loadVendorWorkOrderDetails);
const VendorProfilePage = lazy(loadVendorProfile);
const VendorProposalsPage = lazy(loadVendorProposals);
const VendorInvoicesPage = lazy(loadVendorInvoices);
const TechTodayPage = lazy(loadTechToday);
const CustomerWorkOrdersPage = lazy(loadCustomerWorkOrders);
const CustomerWorkOrderDetailsPage = lazy(loadCustomerWorkOrderDetails);
const CustomerWorkOrderNewPage = lazy(loadCustomerWorkOrderNew);
const CustomerProposalsPage = lazy(loadCustomerProposals);
const CustomerInvoicesPage = lazy(loadCustomerInvoices);

/** The screens a person opens by address or from the menu, by path. */
const SCREEN_LOADERS: Record<string, () => Promise<unknown>> = {
  '/home': loadHome,
  '/dashboard': loadDashboard,
  '/profile': loadProfile,
  '/admin': loadAdmin,
  '/admin/users/details': loadUserDetails,
  '/admin/importvendorzips': loadImportVendorZips,
  '/admin/quickbooks': loadQuickBooks,
  '/admin/audit': loadAuditLog,
  '/accounting/pending': loadAccountingPending,
  '/workorder': loadWorkOrders,
  '/workorder/newtab': loadWorkOrdersNewTab,
  '/workorder/details': loadWorkOrderDetails,
  '/workorder/import': loadWorkOrderImport,
  '/workorder/new': loadWorkOrderNew,
  '/vendor': loadVendors,
  '/vendor/search': loadVendorSearch,
  '/vendor/details': loadVendorDetails,
  '/vendor/new': loadVendorNew,
  '/customer': loadCustomers,
  '/customer/details': loadCustomerDetails,
  '/customer/new': loadCustomerNew,
  '/customer/jobsites': loadJobSites,
  '/customer/importjobsites': loadImportJobSites,
  '/customer/importtraderates': loadImportTradeRates,
  '/customer/reassigndispatcher': loadReassignDispatcher,
  '/reports': loadReports,
  '/reports/heatmap/workorder': loadWorkOrderHeatMap,
  '/reports/heatmap/vendorcoverage': loadVendorCoverageHeatMap,
  '/reports/heatmap/customerarea': loadCustomerAreaHeatMap,
  '/vendorprofile/workorderlist': loadVendorWorkOrders,
  '/vendorprofile/workorderdetails': loadVendorWorkOrderDetails,
  '/vendorprofile': loadVendorProfile,
  '/vendorprofile/today': loadTechToday,
  '/vendorprofile/proposals': loadVendorProposals,
  '/vendorprofile/invoices': loadVendorInvoices,
  '/customerprofile/workorderlist': loadCustomerWorkOrders,
  '/customerprofile/workorderdetails': loadCustomerWorkOrderDetails,
  '/customerprofile/workorder/new': loadCustomerWorkOrderNew,
  '/customerprofile/proposals': loadCustomerProposals,
  '/customerprofile/invoices': loadCustomerInvoices,
};

/**
 * Starts loading the chunks of the screen at `pathname` without waiting for the sign-in configuration and the profile: the screen's code downloads
 * and evaluates during those round trips instead of after them (docs/decisions/129). React.lazy's later
 * import() of the same module gets the same promise.
 */
export function preloadScreen(pathname: string) {
  const load = SCREEN_LOADERS[pathname];
  if (!load) return;
  void load().catch(() => undefined);
}

type Page = {
  path: string;
  title: string;
  component?: ComponentType | LazyExoticComponent<ComponentType>;
  note?: string;
};

/**
 * Every route of spec A "Routing rules" and spec C 2.1. Access is decided by the shared route table
 * (`resolveRoute`) in the shell's guard, not here; routes without a component show "not available yet".
 */
export const PAGES: readonly Page[] = [
  { path: '/home', title: 'Home', component: HomePage },
  { path: '/profile', title: 'Profile', component: ProfilePage },
  { path: '/dashboard', title: 'Alerts Dashboard', component: DashboardPage },
  { path: '/customer', title: 'Customers', component: CustomersPage },
  { path: '/customer/details', title: 'Customer', component: CustomerDetailsPage },
  { path: '/customer/new', title: 'New Customer', component: CustomerNewPage },
  { path: '/customer/jobsites', title: 'Job Sites', component: JobSitesPage },
  { path: '/customer/importjobsites', title: 'Import Job Sites', component: ImportJobSitesPage },
  { path: '/customer/importtraderates', title: 'Import Trade Rates', component: ImportTradeRatesPage },
  { path: '/customer/reassigndispatcher', title: 'Reassign Dispatcher', component: ReassignDispatcherPage },
  { path: '/jobsite/details', title: 'Job Site' },
  { path: '/vendor', title: 'Vendors', component: VendorsPage },
  { path: '/vendor/details', title: 'Vendor', component: VendorDetailsPage },
  { path: '/vendor/new', title: 'New Vendor', component: VendorNewPage },
  { path: '/vendor/search', title: 'Vendor Search', component: VendorSearchPage },
  { path: '/workorder', title: 'Work Orders', component: WorkOrdersPage },
  { path: '/workorder/newtab', title: 'Work Orders', component: WorkOrdersNewTabPage },
  { path: '/workorder/detaillist', title: 'Work Order Detail List', note: 'Coming soon.' },
  { path: '/workorder/details', title: 'Work Order', component: WorkOrderDetailsPage },
  { path: '/workorder/new', title: 'New Work Order', component: WorkOrderNewPage },
  { path: '/workorder/import', title: 'Import Work Orders', component: WorkOrderImportPage },
  { path: '/workorder/resetmyview', title: 'Reset My View', component: ResetMyViewPage },
  { path: '/admin', title: 'Admin', component: AdminPage },
  { path: '/admin/users/details', title: 'User', component: UserDetailsPage },
  { path: '/admin/importvendorzips', title: 'Import Vendor Zips', component: ImportVendorZipsPage },
  { path: '/admin/quickbooks', title: 'QuickBooks', component: QuickBooksPage },
  { path: '/admin/audit', title: 'Audit Log', component: AuditLogPage },
  { path: '/reports', title: 'Reports', component: ReportsPage },
  { path: '/reports/heatmap/workorder', title: 'Work Order Heat Map', component: WorkOrderHeatMapPage },
  {
    path: '/reports/heatmap/vendorcoverage',
    title: 'Vendor Coverage Heat Map',
    component: VendorCoverageHeatMapPage,
  },
  {
    path: '/reports/heatmap/customerarea',
    title: 'Customer Area Heat Map',
    component: CustomerAreaHeatMapPage,
  },
  { path: '/accounting/pending', title: 'Pending Approval', component: AccountingPendingPage },
  { path: '/vendorprofile', title: 'My Profile', component: VendorProfilePage },
  { path: '/vendorprofile/workorderlist', title: 'My Work Orders', component: VendorWorkOrdersPage },
  { path: '/vendorprofile/workorderdetails', title: 'Work Order', component: VendorWorkOrderDetailsPage },
  { path: '/vendorprofile/proposals', title: 'My Proposals', component: VendorProposalsPage },
  { path: '/vendorprofile/invoices', title: 'My Invoices', component: VendorInvoicesPage },
  { path: '/vendorprofile/today', title: 'Today’s Work', component: TechTodayPage },
  { path: '/customerprofile', title: 'Customer Profile', component: CustomerProfilePage },
  { path: '/customerprofile/workorderlist', title: 'My Work Orders', component: CustomerWorkOrdersPage },
  { path: '/customerprofile/workorderdetails', title: 'Work Order', component: CustomerWorkOrderDetailsPage },
  { path: '/customerprofile/workorder/new', title: 'New Work Order', component: CustomerWorkOrderNewPage },
  { path: '/customerprofile/proposals', title: 'My Proposals', component: CustomerProposalsPage },
  { path: '/customerprofile/invoices', title: 'My Invoices', component: CustomerInvoicesPage },
];

/**
 * /customerprofile has no screen of its own in the spec (only its sub-routes): it opens the customer's
 * My Work Orders, as a customer's sign-in does (docs/decisions/174).
 */
function CustomerProfilePage() {
  return <Navigate to={CUSTOMER_PORTAL_HOME} replace />;
}

function toRoute({ path, title, component: Component, note }: Page): RouteObject {
  return { path, element: Component ? <Component /> : <PlaceholderPage title={title} note={note} /> };
}

const TITLES = new Map<string, string>([
  ...PAGES.map((page) => [page.path, page.title] as const),
  ['/logout', 'Logout'],
]);

/** The header's and the tab's title of the screen at `pathname`. */
function titleOf(pathname: string): string | undefined {
  return TITLES.get(pathname);
}

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/login/callback', element: <LoginCallbackPage /> },
  {
    element: (
      <RequireSession>
        <AppShell titleOf={titleOf} />
      </RequireSession>
    ),
    children: [
      ...PAGES.map(toRoute),
      { path: '/logout', element: <LogoutPage /> },
      // Unknown paths (and /) go to /home; the guard would say the same.
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

/**
 * The address bar's history, which the router renders from (app.tsx) and the sign-in and the http client's 401
 * navigate with; an editor with unsaved changes holds its navigations (docs/decisions/210).
 */
export const appHistory = createBlockingHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

preloadScreen(window.location.pathname);
