import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mailoutbox, users } from '../../db/schema/index';
import { getPublicJwks, getSigningKeys } from '../../auth/keys';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../lib/errors';
import { escapeHtml } from '../../lib/rich-text';
import { MIN_PASSWORD_LENGTH } from './users.rules';

/**
 * Invitations for users created without a password (docs/decisions/062). The link carries a signed,
 * stateless token: RS256 with the issuer's own key, audience = the set-password page, and a
 * fingerprint of the user's current password hash. Setting a password changes the hash, so a link
 * works once, and an admin setting a password voids earlier links. No token table is needed.
 */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;
const TOKEN_TYPE = 'set-password+jwt';
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

type InvitedUser = Pick<typeof users.$inferSelect, 'user_id' | 'email' | 'given_name' | 'password_hash'>;

const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'no-password')
    .digest('base64url')
    .slice(0, 22);

/** Where the link points: the set-password page of the sign-in pages. */
export const setPasswordUrl = (config: Config, token?: string) =>
  `${config.publicUrl}/signin/setpassword${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export async function issueSetPasswordToken(options: {
  db: Db;
  config: Config;
  user: Pick<InvitedUser, 'user_id' | 'password_hash'>;
  expiresIn?: number;
}): Promise<string> {
  const { db, config, user, expiresIn = INVITATION_TTL_SECONDS } = options;
  const { current } = await getSigningKeys(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ pwh: fingerprint(user.password_hash) })
    .setProtectedHeader({ alg: 'RS256', kid: current.kid, typ: TOKEN_TYPE })
    .setSubject(user.user_id)
    .setIssuer(config.oidc.issuerUrl)
    .setAudience(setPasswordUrl(config))
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .setJti(randomUUID())
    .sign(current.key);
}

/** The invitation e-mail, written to the outbox in the caller's transaction (ARCHITECTURE mechanism 8). */
export async function createInvitation(options: {
  db: Db;
  config: Config;
  user: InvitedUser;
  token: string;
}): Promise<void> {
  const { db, config, user, token } = options;
  const link = setPasswordUrl(config, token);
  const greeting = user.given_name ? `Hello ${user.given_name},` : 'Hello,';
  const days = Math.round(INVITATION_TTL_SECONDS / 86400);
  await db.insert(mailoutbox).values({
    idempotencykey: `invitation:${user.user_id}:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`,
    kind: 'user_invitation',
    to: user.email,
    subject: 'Your Dispatchwise account',
    text: `${greeting}\n\nAn account was created for you in Dispatchwise.\nSet your password here (the link works once and expires in ${days} days):\n\n${link}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>An account was created for you in Dispatchwise.</p><p><a href="${escapeHtml(link)}">Set your password</a> (the link works once and expires in ${days} days).</p>`,
  });
}

/** The user a set-password link is for, or undefined when it is forged, expired, or already used. */
export async function getUserBySetPasswordToken(options: { db: Db; config: Config; token: string }) {
  const { db, config, token } = options;
  let sub: string | undefined;
  let pwh: unknown;
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet(await getPublicJwks(db)), {
      issuer: config.oidc.issuerUrl,
      audience: setPasswordUrl(config),
      typ: TOKEN_TYPE,
      algorithms: ['RS256'],
    });
    sub = payload.sub;
    pwh = payload.pwh;
  } catch {
    return undefined;
  }
  if (!sub) return undefined;
  const [user] = await db
    .select({ id: users.id, user_id: users.user_id, email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.user_id, sub));
  if (!user || fingerprint(user.password_hash) !== pwh) return undefined;
  return user;
}

/**
 * What the set-password page calls: checks the link and the password, stores the argon2id hash.
 * Returns the user's e-mail so the page can prefill the sign-in form.
 */
export async function setPasswordWithToken(options: {
  db: Db;
  config: Config;
  token: string;
  password: string;
}): Promise<{ id: number; user_id: string; email: string }> {
  const { db, config, token, password } = options;
  const user = await getUserBySetPasswordToken({ db, config, token });
  if (!user) throw new HttpError(400, INVALID_LINK_MESSAGE, { token: INVALID_LINK_MESSAGE });
  if (password.length < MIN_PASSWORD_LENGTH) {
    const message = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw new HttpError(400, message, { password: message });
  }
  const passwordHash = await hashPassword(password);
  // Compare-and-set on the old hash: two submissions of one link cannot both succeed.
  const updated = await db
    .update(users)
    .set({
      password_hash: passwordHash,
      email_verified: true,
      failed_logins: 0,
      locked_until: null,
      modifieddate: new Date(),
    })
    .where(
      and(
        eq(users.id, user.id),
        user.password_hash == null
          ? isNull(users.password_hash)
          : eq(users.password_hash, user.password_hash),
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) throw new HttpError(400, INVALID_LINK_MESSAGE, { token: INVALID_LINK_MESSAGE });
  return { id: user.id, user_id: user.user_id, email: user.email };
}
