import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { users } from '../db/schema/index';
import { getSigningKeys } from './keys';
import { getUserClaims } from './user-claims';

export type TokenUser = Pick<
  typeof users.$inferSelect,
  'id' | 'user_id' | 'email' | 'given_name' | 'family_name'
>;

export const ACCESS_TOKEN_SCOPE = 'openid profile email';

export function displayName(user: Pick<TokenUser, 'email' | 'given_name' | 'family_name'>): string {
  return `${user.given_name} ${user.family_name}`.trim() || user.email;
}

/**
 * An access token exactly like the embedded issuer's (RS256, typ at+jwt, same claims and key), for
 * scripts, benchmarks and tests. `expiresIn` is seconds (default one hour); negative makes an expired token.
 */
export async function signAccessToken(options: {
  db: Db;
  config: Config;
  user: TokenUser;
  expiresIn?: number;
}): Promise<string> {
  const { db, config, user, expiresIn = 3600 } = options;
  const [{ current }, claims] = await Promise.all([getSigningKeys(db), getUserClaims(db, user.id)]);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    name: displayName(user),
    email: user.email,
    [config.oidc.rolesClaim]: claims.roles,
    [config.oidc.permissionsClaim]: claims.permissions,
    client_id: config.oidc.clientId,
    scope: ACCESS_TOKEN_SCOPE,
  })
    .setProtectedHeader({ alg: 'RS256', kid: current.kid, typ: 'at+jwt' })
    .setSubject(user.user_id)
    .setIssuer(config.oidc.issuerUrl)
    .setAudience(config.oidc.audience)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .setJti(randomUUID())
    .sign(current.key);
}
