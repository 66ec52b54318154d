import { inArray } from 'drizzle-orm';
import type { Role } from '@dispatchwise/shared';
import { hashPassword } from '../../src/auth/passwords';
import type { Db } from '../../src/db/client';
import { role, userreport, userrole, users } from '../../src/db/schema/index';

export type TestUser = typeof users.$inferSelect & { roles: Role[] };

export type CreateUserInput = Partial<Omit<typeof users.$inferInsert, 'id' | 'password_hash'>> & {
  roles?: Role[];
  /** Stored as an argon2id hash (for sign-in tests); omit for token-only users. */
  password?: string;
  /** Report ids the user may run (userreport). */
  reports?: number[];
};

let sequence = 0;

function userType(roles: readonly Role[]): number {
  if (roles.some((r) => r === 'Vendor' || r === 'Tech')) return 2;
  if (roles.includes('Customer')) return 3;
  return 4;
}

/** Inserts a user with its roles (and reports); defaults make every call unique. */
export async function createUser(db: Db, input: CreateUserInput = {}): Promise<TestUser> {
  const { roles = [], password, reports = [], ...fields } = input;
  sequence += 1;
  const tag = `${process.pid}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${tag}@test.dispatchwise.local`,
      given_name: 'Test',
      family_name: `${roles[0] ?? 'User'} ${sequence}`,
      email_verified: true,
      usertypeid: userType(roles),
      isvendor: roles.includes('Vendor') || roles.includes('Tech'),
      iscustomer: roles.includes('Customer'),
      isdispatcher: roles.includes('Dispatchers'),
      password_hash: password === undefined ? null : await hashPassword(password),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  if (roles.length > 0) {
    const found = await db
      .select({ id: role.id, name: role.name })
      .from(role)
      .where(inArray(role.name, roles));
    const missing = roles.filter((name) => !found.some((r) => r.name === name));
    if (missing.length > 0) throw new Error(`roles missing from the test database: ${missing.join(', ')}`);
    await db.insert(userrole).values(found.map((r) => ({ userid: row.id, roleid: r.id })));
  }
  if (reports.length > 0)
    await db.insert(userreport).values(reports.map((reportid) => ({ userid: row.id, reportid })));
  return { ...row, roles };
}
