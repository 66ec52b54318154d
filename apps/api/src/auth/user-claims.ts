import { asc, eq, sql } from 'drizzle-orm';
import { PERMISSIONS, ROLES, type Permission, type Role } from '@dispatchwise/shared';
import type { Db } from '../db/client';
import { permission, role, rolepermission, userrole, users } from '../db/schema/index';

export type UserClaims = { roles: Role[]; permissions: Permission[] };

const KNOWN_ROLES = new Set<string>(ROLES);
const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

/** Role and permission names as tokens carry them: known names only, permissions sorted. */
function toUserClaims(roleNames: Iterable<string>, permissionNames: Iterable<string | null>): UserClaims {
  const roles = new Set<Role>();
  const permissions = new Set<Permission>();
  for (const name of roleNames) if (KNOWN_ROLES.has(name)) roles.add(name as Role);
  for (const name of permissionNames) {
    if (name && KNOWN_PERMISSIONS.has(name)) permissions.add(name as Permission);
  }
  return { roles: [...roles], permissions: [...permissions].sort() };
}

/** The roles of a user (users.id) and the union of their permissions, as tokens carry them. */
export async function getUserClaims(db: Db, userId: number): Promise<UserClaims> {
  const rows = await db
    .select({ role: role.name, permission: permission.name })
    .from(userrole)
    .innerJoin(role, eq(role.id, userrole.roleid))
    .leftJoin(rolepermission, eq(rolepermission.roleid, role.id))
    .leftJoin(permission, eq(permission.id, rolepermission.permissionid))
    .where(eq(userrole.userid, userId))
    .orderBy(asc(role.name), asc(permission.name));
  return toUserClaims(
    rows.map((row) => row.role),
    rows.map((row) => row.permission),
  );
}

/** The columns of `users` every request reads (links and the blocked/active flags). */
export const sessionUserColumns = {
  id: users.id,
  user_id: users.user_id,
  email: users.email,
  given_name: users.given_name,
  family_name: users.family_name,
  picture: users.picture,
  vendorid: users.vendorid,
  customerid: users.customerid,
  blocked: users.blocked,
  isactive: users.isactive,
};
export type SessionUserRow = {
  [K in keyof typeof sessionUserColumns]: (typeof users.$inferSelect)[K];
};

const roleNames = sql<
  string[]
>`coalesce(json_agg(distinct ${role.name}) filter (where ${role.name} is not null), '[]'::json)`;
const permissionNames = sql<
  string[]
>`coalesce(json_agg(distinct ${permission.name}) filter (where ${permission.name} is not null), '[]'::json)`;

/**
 * The user row of a token's subject with its roles and permissions as the database has them now, in
 * one query (docs/decisions/119): what the API authorizes with when the embedded issuer signed the token.
 */
export async function getSessionUserWithClaims(
  db: Db,
  sub: string,
): Promise<(SessionUserRow & { claims: UserClaims }) | undefined> {
  const [row] = await db
    .select({ user: sessionUserColumns, roles: roleNames, permissions: permissionNames })
    .from(users)
    .leftJoin(userrole, eq(userrole.userid, users.id))
    .leftJoin(role, eq(role.id, userrole.roleid))
    .leftJoin(rolepermission, eq(rolepermission.roleid, role.id))
    .leftJoin(permission, eq(permission.id, rolepermission.permissionid))
    .where(eq(users.user_id, sub))
    .groupBy(users.id)
    .limit(1);
  return row ? { ...row.user, claims: toUserClaims(row.roles, row.permissions) } : undefined;
}
