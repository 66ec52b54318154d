import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customer, report, role, userreport, userrole, users, vendor } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type UserWithLinks = UserRow & { roles: string[]; reports: number[] };

// Qualified by hand: drizzle writes a bare "id" for a one-table select, which inside the subquery
// would bind to role.id.
const userIdColumn = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

const rolesOf = sql<string[]>`coalesce((
  select json_agg(r.name order by r.name) from userrole ur join role r on r.id = ur.roleid where ur.userid = ${userIdColumn}
), '[]'::json)`;

const reportsOf = sql<number[]>`coalesce((
  select json_agg(urp.reportid order by urp.reportid) from userreport urp where urp.userid = ${userIdColumn}
), '[]'::json)`;

const withLinks = { user: users, roles: rolesOf, reports: reportsOf };

const flatten = (row: { user: UserRow; roles: string[]; reports: number[] }): UserWithLinks => ({
  ...row.user,
  roles: row.roles,
  reports: row.reports,
});

export async function findUsers(db: Db): Promise<UserWithLinks[]> {
  const rows = await db
    .select(withLinks)
    .from(users)
    .orderBy(asc(users.family_name), asc(users.given_name), asc(users.id));
  return rows.map(flatten);
}

export async function getUserById(db: Db, id: number): Promise<UserWithLinks | undefined> {
  const [row] = await db.select(withLinks).from(users).where(eq(users.id, id));
  return row ? flatten(row) : undefined;
}

/** Case-insensitive, as the unique index `users_email_key` on lower(email) is. */
export async function getUserByEmail(
  db: Db,
  email: string,
  exceptId?: number,
): Promise<Pick<UserRow, 'id'> | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined));
  return row;
}

export async function findRoles(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: role.id, name: role.name }).from(role).orderBy(asc(role.name));
}

export async function findRolesByNames(db: Db, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return db.select({ id: role.id, name: role.name }).from(role).where(inArray(role.name, names));
}

export async function findReports(db: Db) {
  return db
    .select({ id: report.id, reportname: report.reportname, showdateselection: report.showdateselection })
    .from(report)
    .orderBy(asc(report.reportname), asc(report.id));
}

export async function findReportIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: report.id }).from(report).where(inArray(report.id, ids));
  return rows.map((row) => row.id);
}

/** Whether a vendor / customer row exists (their tables belong to the vendor and customer schema files). */
export async function hasVendor(db: Db, vendorid: number): Promise<boolean> {
  const rows = await db.select({ id: vendor.id }).from(vendor).where(eq(vendor.id, vendorid));
  return rows.length > 0;
}

export async function hasCustomer(db: Db, customerid: number): Promise<boolean> {
  const rows = await db.select({ id: customer.id }).from(customer).where(eq(customer.id, customerid));
  return rows.length > 0;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRow(db: Db, id: number, values: Partial<NewUserRow>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, modifieddate: new Date() })
    .where(eq(users.id, id));
}

export async function replaceUserRoles(db: Db, userid: number, roleids: number[]): Promise<void> {
  await db.delete(userrole).where(eq(userrole.userid, userid));
  if (roleids.length > 0) await db.insert(userrole).values(roleids.map((roleid) => ({ userid, roleid })));
}

export async function replaceUserReports(db: Db, userid: number, reportids: number[]): Promise<void> {
  await db.delete(userreport).where(eq(userreport.userid, userid));
  if (reportids.length > 0) {
    await db.insert(userreport).values(reportids.map((reportid) => ({ userid, reportid })));
  }
}
