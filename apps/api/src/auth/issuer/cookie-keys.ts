import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { signingkey } from '../../db/schema/index';

const COOKIE_KIND = 'cookie';
// One fixed kid: replicas starting together on an empty database all end up with the same secret.
const COOKIE_KID = 'issuer-cookie-1';

/**
 * The secrets that sign the issuer's cookies: OIDC_COOKIE_KEYS when set (first one signs, the rest
 * still verify), otherwise one made on first start and kept in `signingkey` (kind 'cookie') so that
 * sign-in sessions survive restarts and work across replicas.
 */
export async function getCookieKeys(db: Db, config: Config): Promise<string[]> {
  if (config.oidc.cookieKeys?.length) return config.oidc.cookieKeys;
  const select = () =>
    db
      .select({ privatejwk: signingkey.privatejwk })
      .from(signingkey)
      .where(eq(signingkey.kind, COOKIE_KIND))
      .orderBy(asc(signingkey.createddate));
  let rows = await select();
  if (rows.length === 0) {
    const secret = { kty: 'oct', k: randomBytes(32).toString('base64url') };
    await db
      .insert(signingkey)
      .values({ kid: COOKIE_KID, kind: COOKIE_KIND, privatejwk: secret })
      .onConflictDoNothing();
    rows = await select();
  }
  return rows.map((row) => (row.privatejwk as { k: string }).k);
}
