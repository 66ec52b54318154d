import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../passwords';
import { getAccountByEmail, recordFailedSignIn, recordSignIn } from './accounts.repository';
import type { SignInPolicy } from './issuer.settings';

export type SignInResult =
  { ok: true; accountId: string } | { ok: false; reason: 'invalid' | 'blocked' | 'locked' };

// Verified when the e-mail is unknown, so that a wrong address costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;

/**
 * E-mail + password sign-in (docs/decisions/043-sign-in-rate-limits.md). Order matters: a locked
 * address is refused before its password is checked; "blocked" is only told to someone who knows
 * the password, so the page does not reveal which addresses exist.
 */
export async function signIn(options: {
  db: Db;
  email: string;
  password: string;
  policy: SignInPolicy;
}): Promise<SignInResult> {
  const { db, email, password, policy } = options;
  const account = email ? await getAccountByEmail(db, email) : undefined;
  if (!account) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    return { ok: false, reason: 'invalid' };
  }
  if (account.locked_until && account.locked_until.getTime() > Date.now())
    return { ok: false, reason: 'locked' };
  if (!(await verifyPassword(account.password_hash, password))) {
    await recordFailedSignIn(db, {
      id: account.id,
      maxFailures: policy.maxFailures,
      lockSeconds: policy.lockSeconds,
    });
    return { ok: false, reason: 'invalid' };
  }
  if (account.blocked || !account.isactive) return { ok: false, reason: 'blocked' };
  await recordSignIn(db, account.id);
  return { ok: true, accountId: account.user_id };
}
