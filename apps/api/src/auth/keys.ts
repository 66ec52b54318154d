import { and, asc, eq, sql } from 'drizzle-orm';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JSONWebKeySet,
  type JWK,
} from 'jose';
import type { Db } from '../db/client';
import { signingkey } from '../db/schema/index';

export type SigningKeys = {
  /** Private JWKs (kid, alg RS256, use sig), oldest first: oidc-provider's `jwks.keys`. */
  privateJwks: JWK[];
  /** Their public halves: what the API verifies tokens against. */
  publicJwks: JSONWebKeySet;
  /** The key tokens are signed with (the first one). */
  current: { kid: string; key: PrivateKey };
};

type PrivateKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

const KEY_KIND = 'jwk';
// Any constant: serialises the first-start key creation across processes sharing one database.
const KEY_LOCK = 72_635_411;
const cache = new WeakMap<Db, Promise<SigningKeys>>();

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e'] as const;

function publicHalf(jwk: JWK): JWK {
  const out: JWK = {};
  for (const member of PUBLIC_MEMBERS) if (jwk[member] !== undefined) out[member] = jwk[member];
  return out;
}

async function newPrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

async function selectKeys(db: Db): Promise<JWK[]> {
  const rows = await db
    .select({ privatejwk: signingkey.privatejwk })
    .from(signingkey)
    .where(and(eq(signingkey.kind, KEY_KIND)))
    .orderBy(asc(signingkey.createddate), asc(signingkey.kid));
  return rows.map((row) => row.privatejwk as JWK);
}

async function loadOrCreate(db: Db): Promise<SigningKeys> {
  let jwks = await selectKeys(db);
  if (jwks.length === 0) {
    const fresh = await newPrivateJwk();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
      const existing = await tx
        .select({ kid: signingkey.kid })
        .from(signingkey)
        .where(eq(signingkey.kind, KEY_KIND))
        .limit(1);
      if (existing.length === 0) {
        await tx
          .insert(signingkey)
          .values({ kid: fresh.kid!, kind: KEY_KIND, privatejwk: fresh })
          .onConflictDoNothing();
      }
    });
    jwks = await selectKeys(db);
  }
  const first = jwks[0]!;
  const key = (await importJWK(first, 'RS256')) as PrivateKey;
  return { privateJwks: jwks, publicJwks: { keys: jwks.map(publicHalf) }, current: { kid: first.kid!, key } };
}

/** The embedded issuer's RS256 keys, created on first call and cached per database. */
export function getSigningKeys(db: Db): Promise<SigningKeys> {
  let pending = cache.get(db);
  if (!pending) {
    pending = loadOrCreate(db);
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

export async function getPublicJwks(db: Db): Promise<JSONWebKeySet> {
  return (await getSigningKeys(db)).publicJwks;
}
