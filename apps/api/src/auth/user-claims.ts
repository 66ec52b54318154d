import { asc, eq } from 'drizzle-orm';
import { PERMISSIONS, ROLES, type Permission, type Role } from '@dispatchwise/shared';
import type { Db } from '../db/client';
import { permission, role, rolepermission, userrole } from '../db/schema/index';

export type UserClaims = { roles: Role[]; permissions: Permission[] };

const KNOWN_ROLES = new Set<string>(ROLES);
const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

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
  const roles = new Set<Role>();
  const permissions = new Set<Permission>();
  for (const row of rows) {
    if (KNOWN_ROLES.has(row.role)) roles.add(row.role as Role);
    if (row.permission && KNOWN_PERMISSIONS.has(row.permission))
      permissions.add(row.permission as Permission);
  }
  return { roles: [...roles], permissions: [...permissions].sort() };
}
