import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { PERMISSIONS, ROLES, type Permission, type Role, type SessionUser } from '@dispatchwise/shared';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { getPublicJwks } from '../auth/keys';
import { displayName } from '../auth/tokens';
import {
  getSessionUserWithClaims,
  sessionUserColumns,
  type SessionUserRow,
  type UserClaims,
} from '../auth/user-claims';
import { HttpError } from '../lib/errors';

export type AuthRule = (user: SessionUser) => boolean;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** One /api route as registered, with the rule it declared (the authorization matrix reads these). */
export type ApiRouteGuard = {
  method: HTTPMethods;
  url: string;
  isPublic: boolean;
  rule: AuthRule | undefined;
  schema: RouteOptions['schema'];
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /**
     * The hook refusing with 403 unless `rule(request.user)` (rules live in @dispatchwise/shared). Routes
     * do not call it: they declare `config: { rule }` and it runs as their first preValidation hook.
     */
    authorize(rule: AuthRule): Hook;
    /** Every /api route registered so far and its declared rule (docs/decisions/121). */
    readonly apiRoutes: readonly ApiRouteGuard[];
    /** The onRequest hook the /api context runs: bearer token -> `request.user`, else 401. */
    authenticate: Hook;
    /**
     * Forget cached user rows (all, or one `users.user_id`) after blocking, relinking or changing the
     * roles of a user: their next request reads the row, and with the embedded issuer the roles, anew.
     */
    invalidateSessionUser(userId?: string): void;
    /**
     * Forget cached user rows in this process only: what a `SESSION_USER_CHANNEL` notification from another
     * replica's `invalidateSessionUser` does here (plugins/list-cache.ts listens; decision 186).
     */
    forgetSessionUser(userId?: string): void;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The signed-in user. Set on every /api route except `config: { public: true }` ones. */
    user: SessionUser;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /** The route answers without a bearer token. */
    public?: boolean;
    /**
     * Who may call the route: a named rule of @dispatchwise/shared's permissions. Checked before the
     * request is validated, so a refused caller gets 403 whatever it sent (docs/decisions/121).
     */
    rule?: AuthRule;
  }
}

/** What `invalidateSessionUser` notifies every API process on, with a `users.user_id` ('' for all). */
export const SESSION_USER_CHANNEL = 'dw_session_user';
/** How long a user row is reused; a change drops it at once on every replica through SESSION_USER_CHANNEL. */
const USER_CACHE_MS = 30_000;
const USER_CACHE_SIZE = 5_000;
/**
 * A token whose signature and claims were checked is taken again, as the same string, until its expiry and
 * at most this long: the RS256 check cost about 0.3 ms of CPU on every request. Who the token names is still
 * read through the user cache, so a block counts as before.
 */
const TOKEN_CACHE_MS = 60_000;
const TOKEN_CACHE_SIZE = 5_000;
const KNOWN_ROLES = new Set<string>(ROLES);
const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

/** With the embedded issuer the row carries the roles and permissions the database gives now (decision 119). */
type UserRow = SessionUserRow & { claims?: UserClaims };

/** `roles`, `https://dispatchwise/roles` (a plain key) or `realm_access.roles` (a path) -> string list. */
export function readListClaim(payload: JWTPayload, name: string): string[] {
  let value: unknown = payload[name];
  if (value === undefined && name.includes('.')) {
    value = name
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        payload,
      );
  }
  if (typeof value === 'string') return value.split(/\s+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The key set tokens are checked against: the local keys of the embedded issuer, or the external issuer's jwks_uri. */
async function issuerKeySet(config: Config, db: Db): Promise<JWTVerifyGetKey> {
  if (config.oidc.embedded) return createLocalJWKSet(await getPublicJwks(db));
  let remote: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const response = await fetch(`${config.oidc.issuerUrl}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
    const { jwks_uri } = (await response.json()) as { jwks_uri?: string };
    if (!jwks_uri) throw new Error('OpenID discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  return async (header, token) => {
    remote ??= discover().catch((error: unknown) => {
      remote = undefined;
      throw error;
    });
    return (await remote)(header, token);
  };
}

export async function registerAuth(
  app: FastifyInstance,
  options: { config: Config; db: Db; keySet?: JWTVerifyGetKey },
) {
  const { config, db } = options;
  const keySet = options.keySet ?? (await issuerKeySet(config, db));
  // Auth0-style issuers end in a slash; the configured URL has it trimmed.
  const issuer = [config.oidc.issuerUrl, `${config.oidc.issuerUrl}/`];
  const cache = new Map<string, { expires: number; row: Promise<UserRow | undefined> }>();
  const verified = new Map<string, { until: number; payload: JWTPayload }>();

  /** The token's claims once its signature, issuer, audience and dates are checked; throws when refused. */
  async function verifyToken(token: string): Promise<JWTPayload> {
    const now = Date.now();
    const hit = verified.get(token);
    if (hit && hit.until > now) return hit.payload;
    if (hit) verified.delete(token);
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: config.oidc.audience,
      algorithms: ['RS256'],
    });
    // Without an expiry a token is checked every time.
    const until = Math.min(typeof payload.exp === 'number' ? payload.exp * 1000 : now, now + TOKEN_CACHE_MS);
    if (until > now) {
      if (verified.size >= TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { until, payload });
    }
    return payload;
  }

  async function findUser(sub: string, payload: JWTPayload): Promise<UserRow | undefined> {
    // Our own issuer's users: roles and permissions come from the database, not from the token, so a
    // role change counts from the next request, not from the next token (docs/decisions/119).
    if (config.oidc.embedded) return getSessionUserWithClaims(db, sub);
    const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.user_id, sub)).limit(1);
    if (row) return row;
    // External issuer: the first token of a user an admin created links the row by e-mail.
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    if (!email || payload.email_verified === false) return undefined;
    const [linked] = await db
      .update(users)
      .set({ user_id: sub, modifieddate: new Date() })
      .where(sql`lower(${users.email}) = lower(${email})`)
      .returning(sessionUserColumns);
    if (linked) app.log.info({ userId: linked.id, sub }, 'linked external subject to user by e-mail');
    return linked;
  }

  function loadUser(sub: string, payload: JWTPayload): Promise<UserRow | undefined> {
    const now = Date.now();
    const hit = cache.get(sub);
    if (hit && hit.expires > now) return hit.row;
    const row = findUser(sub, payload);
    if (cache.size >= USER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(sub, { expires: now + USER_CACHE_MS, row });
    // Unknown subjects and failures are not remembered: the next request asks the database again.
    row.then(
      (found) => !found && cache.delete(sub),
      () => cache.delete(sub),
    );
    return row;
  }

  /** An external issuer's roles and permissions, read from the token's configured claims. */
  function claimsOfToken(payload: JWTPayload): UserClaims {
    return {
      roles: readListClaim(payload, config.oidc.rolesClaim).filter((role): role is Role =>
        KNOWN_ROLES.has(role),
      ),
      permissions: readListClaim(payload, config.oidc.permissionsClaim).filter((p): p is Permission =>
        KNOWN_PERMISSIONS.has(p),
      ),
    };
  }

  function unauthorized(reply: FastifyReply): HttpError {
    reply.header('www-authenticate', 'Bearer');
    return new HttpError(401, 'Unauthorized');
  }

  const authenticate: Hook = async (request, reply) => {
    if (request.routeOptions.config?.public) return;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized(reply);
    let payload: JWTPayload;
    try {
      payload = await verifyToken(match[1]);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'token refused');
      throw unauthorized(reply);
    }
    if (!payload.sub) throw unauthorized(reply);
    const row = await loadUser(payload.sub, payload);
    if (!row || row.blocked || !row.isactive) throw unauthorized(reply);
    const name = `${row.given_name} ${row.family_name}`.trim()
      ? displayName(row)
      : typeof payload.name === 'string'
        ? payload.name
        : row.email;
    // Copied: the cached row is shared by every request of this user.
    const claims = row.claims ?? claimsOfToken(payload);
    request.user = {
      id: row.id,
      user_id: row.user_id,
      email: row.email,
      name,
      given_name: row.given_name,
      family_name: row.family_name,
      picture: row.picture,
      roles: [...claims.roles],
      permissions: [...claims.permissions],
      vendorid: row.vendorid,
      customerid: row.customerid,
    };
  };

  const authorize =
    (rule: AuthRule): Hook =>
    async (request, reply) => {
      if (!request.user) throw unauthorized(reply);
      if (!rule(request.user)) throw new HttpError(403, 'Forbidden');
    };

  const apiRoutes: ApiRouteGuard[] = [];
  // Authorization runs first in preValidation: after the token (onRequest) and the input guard (root
  // preValidation), before the schema's 400, so the answer order is 401, 403, 400, then the record's
  // 404/403 (docs/decisions/121). The rule is recorded so the matrix test can check every route.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const rule = route.config?.rule;
    const isPublic = route.config?.public === true;
    if (rule) {
      const existing = route.preValidation;
      route.preValidation = [authorize(rule), ...(existing ? [existing].flat() : [])];
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({ method, url: route.url, isPublic, rule, schema: route.schema });
    }
  });

  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorate('authenticate', authenticate);
  app.decorate('authorize', authorize);
  app.decorate('apiRoutes', { getter: () => apiRoutes });
  const forget = (userId?: string) => {
    if (userId === undefined) cache.clear();
    else cache.delete(userId);
  };
  app.decorate('forgetSessionUser', forget);
  app.decorate('invalidateSessionUser', (userId?: string) => {
    forget(userId);
    // The other replicas drop theirs when the notification arrives (a few ms), not after USER_CACHE_MS.
    db.execute(sql`select pg_notify(${SESSION_USER_CHANNEL}, ${userId ?? ''})`).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not tell the other API processes about a changed user'),
    );
  });
}
