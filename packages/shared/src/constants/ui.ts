/** Constants of the screens (spec A section 9, spec B section 9, spec C section 9). */

/** Saved-view types: w work orders, v vendors, c customers, d alerts dashboard (spec A section 7). */
export const VIEW_TYPES = ['w', 'v', 'c', 'd'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];

/** User Type on the user edit form (spec A "Admin"). */
export const USER_TYPE = { Vendor: 2, Customer: 3, Employee: 4 } as const;
export const USER_TYPES: readonly { id: number; name: string }[] = [
  { id: USER_TYPE.Vendor, name: 'Vendor' },
  { id: USER_TYPE.Customer, name: 'Customer' },
  { id: USER_TYPE.Employee, name: 'Employee' },
];

/** Local storage keys of grid state. */
export const GRID_STORAGE_KEYS = {
  workOrders: 'workorderlist',
  vendors: 'vendorList',
  customers: 'customerList',
  users: 'userList',
} as const;

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const TRANSMISSION_LOG_PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const PAGE_SIZES = {
  popup: 20,
  vendorGrid: 20,
  userGrid: 20,
  jobsitePicker: 20,
  vendorSelect: 20,
  history: 20,
  techGrid: 20,
  workOrderList: 100,
  dispatchVendors: 100,
  vendorProposals: 100,
  invoiceList: 100,
  reports: 100,
  alertsDashboard: 50,
  geography: 50,
  tradeDataSource: 50,
  transmissionLog: 5,
  tradeGrid: 10,
  attachmentGrid: 10,
  rateGrid: 10,
} as const;

export const INTERVALS_MS = {
  dashboardRefresh: 900_000,
  overduePoll: 300_000,
  uploadingStatusPoll: 30_000,
  rateRefreshAfterSave: 1_000,
} as const;

export const TOAST_MS = { default: 3000, noVendorFound: 900, fileImportError: 5000 } as const;

/** Alerts dashboard ETA choices in days (Today, Next 7, 14, 30 days). */
export const ETA_DAY_OPTIONS = [0, 7, 14, 30] as const;

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280 } as const;
export const DRAWER_WIDTHS = { open: 250, collapsed: 60, hidden: 0 } as const;
export const SEARCH_PANEL_WIDTH = 248;
/**
 * Vendor grid search fires only for empty text or more than 3 characters (spec A section 9); the
 * geography lookups have their own rule (contracts/lookups.ts GEOGRAPHY_SEARCH_MIN_LENGTH).
 */
export const VENDOR_SEARCH_MIN_LENGTH = 4;
export const MAX_TAGS = { geography: 20, trades: 10 } as const;
export const CONTACT_TITLE_MAX_LENGTH = 50;

/** Work-order list quick filter (spec A "Work Orders list"). */
export const QUICK_FILTERS = { allActive: 'All Active', all: 'All Workorders' } as const;

/** Date and money display (ARCHITECTURE mechanism 6). */
export const DATE_FORMAT = 'MM/dd/yyyy';
export const DATE_TIME_FORMAT = 'MM/dd/yyyy hh:mm a';
export const CURRENCY = 'USD';

/** Geography lists are big (about 41,000 zip codes): pages of PAGE_SIZES.geography by default (spec A section 9). */
export const GEOGRAPHY_MAX_PAGE_SIZE = 1000;
/**
 * The county, city and zip code lists answer only for a chosen state or at least this many typed
 * characters (a different rule from the vendor grid's VENDOR_SEARCH_MIN_LENGTH).
 */
export const GEOGRAPHY_SEARCH_MIN_LENGTH = 2;
