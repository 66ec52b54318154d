import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

const accountColumns = {
  id: users.id,
  user_id: users.user_id,
  email: users.email,
  given_name: users.given_name,
  family_name: users.family_name,
  picture: users.picture,
  email_verified: users.email_verified,
  password_hash: users.password_hash,
  blocked: users.blocked,
  isactive: users.isactive,
  locked_until: users.locked_until,
};

export type AccountRow = { [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K] };

/** The user an OpenID subject (`users.user_id`) names. */
export async function getAccountBySubject(db: Db, sub: string): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.user_id, sub)).limit(1);
  return row;
}

export async function getAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/**
 * Counts a wrong password; the `maxFailures`-th in a row locks the address for `lockSeconds` and
 * starts a new count. One statement, so concurrent attempts cannot slip past the limit.
 */
export async function recordFailedSignIn(
  db: Db,
  options: { id: number; maxFailures: number; lockSeconds: number },
): Promise<void> {
  const { id, maxFailures, lockSeconds } = options;
  const reachesLimit = sql`${users.failed_logins} + 1 >= ${maxFailures}`;
  await db
    .update(users)
    .set({
      failed_logins: sql`case when ${reachesLimit} then 0 else ${users.failed_logins} + 1 end`,
      locked_until: sql`case when ${reachesLimit} then now() + make_interval(secs => ${lockSeconds}::double precision) else ${users.locked_until} end`,
    })
    .where(eq(users.id, id));
}

export async function recordSignIn(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      failed_logins: 0,
      locked_until: null,
      logins_count: sql`${users.logins_count} + 1`,
      last_login: sql`now()`,
    })
    .where(eq(users.id, id));
}
