// Test fixtures only (not exported from the package): session users built from the seeded defaults.
import { DEFAULT_ROLE_PERMISSIONS } from './defaults';
import { ROLES, type Permission, type Role, type SessionUser } from './roles';

export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  user_id: 'user-1',
  email: 'user@example.com',
  name: 'Test User',
  given_name: 'Test',
  family_name: 'User',
  picture: null,
  roles: [],
  permissions: [],
  vendorid: null,
  customerid: null,
  ...overrides,
});

/** A user of one role with exactly that role's default permissions and the record link it needs. */
export const userOf = (role: Role, overrides: Partial<SessionUser> = {}): SessionUser =>
  makeUser({
    roles: [role],
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    vendorid: role === 'Vendor' || role === 'Tech' ? 10 : null,
    customerid: role === 'Customer' ? 20 : null,
    ...overrides,
  });

export const USERS: Record<Role, SessionUser> = Object.fromEntries(
  ROLES.map((role) => [role, userOf(role)]),
) as Record<Role, SessionUser>;

export const withPermissions = (...permissions: Permission[]): SessionUser => makeUser({ permissions });

/** Builds the expectation table of a rule: which of the seven roles pass it. */
export const rolesPassing = (rule: (user: SessionUser) => boolean): Role[] =>
  ROLES.filter((role) => rule(USERS[role]));
