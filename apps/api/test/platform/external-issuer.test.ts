import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';

// An external issuer (Auth0-style): its own keys, a trailing-slash issuer, namespaced claim names.
const ISSUER = 'https://tenant.example.auth0.com/';
const AUDIENCE = 'https://api.dispatchwise.example';
const keys = await generateKeyPair('RS256');
const publicJwk = { ...(await exportJWK(keys.publicKey)), kid: 'ext-1', alg: 'RS256' };

const meRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/test/me', async (request) => request.user);
};

function externalToken(claims: Record<string, unknown>, sub: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'ext-1' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(keys.privateKey);
}

describe('external OpenID issuer', () => {
  const ctx = createTestContext({
    extraModules: [meRoute],
    keySet: createLocalJWKSet({ keys: [publicJwk] }),
    env: {
      OIDC_ISSUER_URL: ISSUER,
      OIDC_AUDIENCE: AUDIENCE,
      OIDC_ROLES_CLAIM: 'https://dispatchwise.example/roles',
      OIDC_PERMISSIONS_CLAIM: 'realm_access.permissions',
    },
  });
  const me = (token: string) =>
    ctx.anonymous.get('/api/test/me', { headers: { authorization: `Bearer ${token}` } });

  beforeAll(() => {
    expect(ctx.config.oidc.embedded).toBe(false);
  });

  it('links a user by e-mail on first sight and reads namespaced and nested claims', async () => {
    const user = await ctx.createUser({ roles: ['Dispatchers'], email: 'Pat.Dispatch@Example.com' });
    const token = await externalToken(
      {
        email: 'pat.dispatch@example.com',
        'https://dispatchwise.example/roles': ['Dispatchers', 'NotARole'],
        realm_access: { permissions: ['add:workorder', 'bogus'] },
      },
      'auth0|abc123',
    );
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      user_id: 'auth0|abc123',
      roles: ['Dispatchers'],
      permissions: ['add:workorder'],
    });
    // Linked: the next token needs no e-mail.
    ctx.app.invalidateSessionUser();
    expect((await me(await externalToken({}, 'auth0|abc123'))).statusCode).toBe(200);
  });

  it('refuses an unknown subject without a matching e-mail, and an unverified e-mail', async () => {
    expect(
      (await me(await externalToken({ email: 'stranger@example.com' }, 'auth0|nobody'))).statusCode,
    ).toBe(401);
    await ctx.createUser({ roles: ['Employee'], email: 'unverified@example.com' });
    const unverified = await externalToken(
      { email: 'unverified@example.com', email_verified: false },
      'auth0|unverified',
    );
    expect((await me(unverified)).statusCode).toBe(401);
  });
});
