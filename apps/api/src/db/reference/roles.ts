import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@dispatchwise/shared';
import type { Role } from '@dispatchwise/shared';
import type { Db } from '../client';
import { literal, run, valuesList } from './sql-text';

const ROLE_DESCRIPTIONS: Record<Role, string> = {
  Admin: 'Administrators: everything, including user administration',
  Dispatchers: 'Dispatchers: work orders, customers, vendors, reports',
  Employee: 'Staff with read access to records and work orders',
  AccountingAdmin: 'Accounting: invoice approval and accounting sync',
  Vendor: 'Vendor users (portal)',
  Tech: 'Vendor technicians (portal)',
  Customer: 'Customer users (portal)',
};

/**
 * Roles, permissions and the default role-permission grants (decision 019). A default grant is
 * written only when its role or its permission is created, so grants an administrator removed stay
 * removed on the next start, while a permission added to the code later reaches its default roles.
 */
export async function seedRoles(db: Db): Promise<void> {
  const newRoles = await run<{ name: string }>(
    db,
    `INSERT INTO "role" ("name", "description") VALUES
${valuesList(ROLES.map((role) => [role, ROLE_DESCRIPTIONS[role]]))}
ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
  );
  const newPermissions = await run<{ name: string }>(
    db,
    `INSERT INTO "permission" ("name") VALUES
${valuesList(PERMISSIONS.map((permission) => [permission]))}
ON CONFLICT ("name") DO NOTHING RETURNING "name"`,
  );
  const roleNames = new Set(newRoles.map((r) => r.name));
  const permissionNames = new Set(newPermissions.map((p) => p.name));
  const grants = ROLES.flatMap((role) =>
    DEFAULT_ROLE_PERMISSIONS[role]
      .filter((permission) => roleNames.has(role) || permissionNames.has(permission))
      .map((permission) => `(${literal(role)}, ${literal(permission)})`),
  );
  if (grants.length === 0) return;
  await run(
    db,
    `INSERT INTO "rolepermission" ("roleid", "permissionid")
SELECT r."id", p."id" FROM (VALUES ${grants.join(', ')}) AS g(rolename, permissionname)
JOIN "role" r ON r."name" = g.rolename JOIN "permission" p ON p."name" = g.permissionname
ON CONFLICT DO NOTHING`,
  );
}
