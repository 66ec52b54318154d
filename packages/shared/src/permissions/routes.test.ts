import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles';
import {
  CUSTOMER_PORTAL_HOME,
  ROUTES,
  VENDOR_PORTAL_HOME,
  canVisit,
  findRoute,
  landingPath,
  normalizePathname,
  resolveRoute,
  type RouteDecision,
} from './routes';
import { USERS, makeUser, withPermissions } from './test-users';

const PATHS = [
  '/home',
  '/profile',
  '/logout',
  '/login',
  '/dashboard',
  '/workorder',
  '/workorder/new',
  '/workorder/import',
  '/customer',
  '/customer/jobsites',
  '/customer/reassigndispatcher',
  '/jobsite/details',
  '/vendor/search',
  '/reports',
  '/reports/heatmap/workorder',
  '/admin',
  '/admin/users/details',
  '/accounting/pending',
  '/vendorprofile',
  '/vendorprofile/workorderdetails',
  '/customerprofile/workorderlist',
  '/customerprofile/workorder/new',
  '/vendor/details',
  '/admin/quickbooks',
] as const;

// One letter per path above: A allowed, H /home, V vendor landing, C customer landing,
// U deny 'Unauthorized', J deny 'Unauthorized to view this page.'.
// Then /vendor/details: staff and Vendor/Tech users (their own vendor, read-only; decision 145).
// The last, /admin/quickbooks: Admin or AccountingAdmin (decisions 176, 179).
const MATRIX: Record<Role, string> = {
  Admin: 'AAAA' + 'AAAA' + 'AAAA' + 'AAA' + 'AA' + 'U' + 'HHHH' + 'A' + 'A',
  Dispatchers: 'AAAA' + 'AAAA' + 'AAUA' + 'AAA' + 'UU' + 'U' + 'HHHH' + 'A' + 'U',
  Employee: 'AAAA' + 'AAUU' + 'AAUA' + 'AUU' + 'UU' + 'U' + 'HHHH' + 'A' + 'U',
  AccountingAdmin: 'AAAA' + 'AAUU' + 'AJUJ' + 'AAA' + 'UU' + 'A' + 'HHHH' + 'A' + 'A',
  Vendor: 'AAAA' + 'VVVV' + 'VVVV' + 'VVV' + 'VV' + 'V' + 'AAVV' + 'A' + 'V',
  Tech: 'AAAA' + 'VVVV' + 'VVVV' + 'VVV' + 'VV' + 'V' + 'AAVV' + 'A' + 'V',
  Customer: 'AAAA' + 'CCCC' + 'CCCC' + 'CCC' + 'CC' + 'C' + 'CCAA' + 'C' + 'C',
};

const DECISIONS: Record<string, RouteDecision> = {
  A: { allowed: true },
  H: { redirect: '/home' },
  V: { redirect: VENDOR_PORTAL_HOME },
  C: { redirect: CUSTOMER_PORTAL_HOME },
  U: { deny: 'Unauthorized' },
  J: { deny: 'Unauthorized to view this page.' },
};

describe('resolveRoute over the seven default roles', () => {
  const cases = ROLES.flatMap((role) =>
    PATHS.map((path, i) => [role, path, DECISIONS[MATRIX[role][i]!]!] as const),
  );

  it('has one expectation per role and path', () => {
    for (const role of ROLES) expect(MATRIX[role]).toHaveLength(PATHS.length);
  });

  it.each(cases)('%s at %s', (role, path, decision) => {
    expect(resolveRoute(USERS[role], path)).toEqual(decision);
  });
});

describe('signed-out visitors', () => {
  it.each(['/login', '/login?returnTo=/home'])('reach %s', (path) => {
    expect(resolveRoute(null, path)).toEqual({ allowed: true });
  });

  it.each(['/', '/home', '/admin', '/vendorprofile', '/no/such/page', '/logout'])(
    'go from %s to /login',
    (path) => {
      expect(resolveRoute(null, path)).toEqual({ redirect: '/login' });
    },
  );
});

describe('path matching', () => {
  it.each(['/', '/nowhere', '/workorder/details/5', '/admin/users', '/customerprofile/workorder'])(
    'sends the unknown path %s to /home',
    (path) => {
      expect(resolveRoute(USERS.Admin, path)).toEqual({ redirect: '/home' });
    },
  );

  it('ignores the query and hash, a trailing slash and letter case', () => {
    for (const path of [
      '/workorder/details?id=5&origin=/workorder',
      '/workorder/',
      '/WorkOrder',
      '/Vendor/new?id=0',
      '/workorder#top',
    ]) {
      expect(resolveRoute(USERS.Dispatchers, path)).toEqual({ allowed: true });
    }
    expect(normalizePathname('/Customer/Details/?id=1')).toBe('/customer/details');
    expect(normalizePathname('')).toBe('/');
    expect(findRoute('/reports/heatmap/customerarea?x=1')?.area).toBe('internal');
  });

  it('lists every route of spec A and C once, already normalised', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(normalizePathname(path)).toBe(path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/customer/new',
        '/customer/importjobsites',
        '/customer/importtraderates',
        '/vendor',
        '/vendor/details',
        '/vendor/new',
        '/workorder/newtab',
        '/workorder/detaillist',
        '/workorder/details',
        '/workorder/resetmyview',
        '/admin/importvendorzips',
        '/reports/heatmap/vendorcoverage',
        '/reports/heatmap/customerarea',
        '/vendorprofile/workorderlist',
        '/vendorprofile/proposals',
        '/vendorprofile/invoices',
        '/vendorprofile/today',
        '/customerprofile',
        '/customerprofile/workorderdetails',
        '/customerprofile/proposals',
        '/customerprofile/invoices',
      ]),
    );
  });
});

describe('edge cases', () => {
  it('view:reports opens reports for an Employee granted it', () => {
    expect(resolveRoute(withPermissions('view:reports'), '/reports')).toEqual({ allowed: true });
  });

  it('the admin permission alone opens the admin area and the job-site list', () => {
    const user = withPermissions('admin');
    expect(resolveRoute(user, '/admin')).toEqual({ allowed: true });
    expect(resolveRoute(user, '/customer/jobsites')).toEqual({ allowed: true });
    expect(resolveRoute(user, '/accounting/pending')).toEqual({ deny: 'Unauthorized' });
  });

  it('a Vendor without read:workorders is refused its work-order details', () => {
    const vendor = makeUser({ roles: ['Vendor'], vendorid: 10 });
    expect(resolveRoute(vendor, '/vendorprofile/workorderdetails?id=1')).toEqual({ deny: 'Unauthorized' });
    expect(resolveRoute(vendor, '/vendorprofile')).toEqual({ allowed: true });
  });

  it('/vendorprofile/today (check-in) is for Vendor and Tech users linked to a vendor (decision 162)', () => {
    expect(resolveRoute(USERS.Vendor, '/vendorprofile/today')).toEqual({ allowed: true });
    expect(resolveRoute(USERS.Tech, '/vendorprofile/today')).toEqual({ allowed: true });
    const unlinked = makeUser({ roles: ['Tech'], permissions: ['read:workorders'], vendorid: null });
    expect(resolveRoute(unlinked, '/vendorprofile/today')).toEqual({ deny: 'Unauthorized' });
    expect(resolveRoute(USERS.Dispatchers, '/vendorprofile/today')).toEqual({ redirect: '/home' });
    expect(resolveRoute(USERS.Customer, '/vendorprofile/today')).toEqual({ redirect: CUSTOMER_PORTAL_HOME });
  });

  it('a Vendor user reaches /vendor/details only when linked to a vendor, and no other vendor route', () => {
    const unlinked = makeUser({ roles: ['Vendor'], permissions: ['read:workorders'], vendorid: null });
    expect(resolveRoute(unlinked, '/vendor/details?id=10')).toEqual({ deny: 'Unauthorized' });
    expect(resolveRoute(USERS.Vendor, '/vendor/details?id=10')).toEqual({ allowed: true });
    for (const path of ['/vendor', '/vendor/new', '/vendor/search']) {
      expect(resolveRoute(USERS.Vendor, path)).toEqual({ redirect: VENDOR_PORTAL_HOME });
    }
  });

  it('staff without read:vendors are refused /vendor/details', () => {
    expect(resolveRoute(withPermissions('read:workorders'), '/vendor/details?id=1')).toEqual({
      deny: 'Unauthorized',
    });
  });

  it('a staff role does not unlock internal routes for a Vendor', () => {
    const mixed = makeUser({ roles: ['Admin', 'Vendor'], permissions: ['admin'] });
    expect(resolveRoute(mixed, '/admin')).toEqual({ redirect: VENDOR_PORTAL_HOME });
  });

  it('a user with Vendor and Customer roles is kept to the vendor portal', () => {
    const both = makeUser({ roles: ['Vendor', 'Customer'], permissions: ['read:workorders'] });
    expect(landingPath(both)).toBe(VENDOR_PORTAL_HOME);
    expect(resolveRoute(both, '/customerprofile/workorderlist')).toEqual({ redirect: VENDOR_PORTAL_HOME });
  });

  it('landingPath sends each side to its own start', () => {
    expect(ROLES.map((role) => landingPath(USERS[role]))).toEqual([
      '/home',
      '/home',
      '/home',
      '/home',
      VENDOR_PORTAL_HOME,
      VENDOR_PORTAL_HOME,
      CUSTOMER_PORTAL_HOME,
    ]);
  });

  it('landing pages are themselves reachable', () => {
    for (const role of ROLES) expect(canVisit(USERS[role], landingPath(USERS[role]))).toBe(true);
    expect(canVisit(null, '/home')).toBe(false);
  });
});
