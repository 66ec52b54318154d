import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@dispatchwise/shared';
import { users } from '../../src/db/schema/index';
import { createTestContext } from '../helpers';

const isAdmin = (user: SessionUser) => user.roles.includes('Admin');

const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/test/admin-only', { preHandler: app.authorize(isAdmin) }, async (request) => ({
    id: request.user.id,
  }));
  app.get('/test/me', async (request) => request.user);
};

describe('bearer tokens', () => {
  const ctx = createTestContext({ extraModules: [sampleRoutes] });

  async function foreignToken(overrides: { sub: string; audience?: string; issuer?: string }) {
    const { privateKey } = await generateKeyPair('RS256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'foreign' })
      .setSubject(overrides.sub)
      .setIssuer(overrides.issuer ?? ctx.config.oidc.issuerUrl)
      .setAudience(overrides.audience ?? ctx.config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  }

  async function ownKeyToken(claims: { sub: string; audience?: string; issuer?: string }) {
    const { getSigningKeys } = await import('../../src/auth/keys');
    const { current } = await getSigningKeys(ctx.db);
    return new SignJWT({ roles: ['Admin'] })
      .setProtectedHeader({ alg: 'RS256', kid: current.kid, typ: 'at+jwt' })
      .setSubject(claims.sub)
      .setIssuer(claims.issuer ?? ctx.config.oidc.issuerUrl)
      .setAudience(claims.audience ?? ctx.config.oidc.audience)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(current.key);
  }

  const withToken = (token: string) =>
    ctx.anonymous.get('/api/test/me', { headers: { authorization: `Bearer ${token}` } });

  it('refuses a call without a token with 401 Unauthorized', async () => {
    const response = await ctx.anonymous.get('/api/test/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a malformed header and a garbage token', async () => {
    expect(
      (await ctx.anonymous.get('/api/test/me', { headers: { authorization: 'Basic abc' } })).statusCode,
    ).toBe(401);
    expect((await withToken('not.a.jwt')).statusCode).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const user = await ctx.createUser({ roles: ['Admin'] });
    expect((await withToken(await foreignToken({ sub: user.user_id }))).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await ctx.createUser({ roles: ['Admin'] });
    const expired = await ctx.tokenFor(user, { expiresIn: -120 });
    expect((await withToken(expired)).statusCode).toBe(401);
  });

  it('refuses a token it accepted once it expires (a checked token is remembered only until its expiry)', async () => {
    const user = await ctx.createUser({ roles: ['Admin'] });
    const token = await ctx.tokenFor(user, { expiresIn: 2 });
    expect((await withToken(token)).statusCode).toBe(200);
    expect((await withToken(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await withToken(token)).statusCode).toBe(401);
    // The same token with one character of its signature changed is checked afresh and refused.
    const tampered = await ctx.tokenFor(user, { expiresIn: 60 });
    expect((await withToken(tampered)).statusCode).toBe(200);
    const last = tampered.at(-2) === 'A' ? 'B' : 'A';
    expect((await withToken(`${tampered.slice(0, -2)}${last}${tampered.at(-1)}`)).statusCode).toBe(401);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const user = await ctx.createUser({ roles: ['Admin'] });
    expect(
      (await withToken(await ownKeyToken({ sub: user.user_id, audience: 'https://elsewhere/api' })))
        .statusCode,
    ).toBe(401);
    expect(
      (await withToken(await ownKeyToken({ sub: user.user_id, issuer: 'https://evil.example/auth' })))
        .statusCode,
    ).toBe(401);
    expect((await withToken(await ownKeyToken({ sub: user.user_id }))).statusCode).toBe(200);
  });

  it('refuses a valid token whose subject is no user', async () => {
    expect((await withToken(await ownKeyToken({ sub: 'nobody' }))).statusCode).toBe(401);
  });

  it('refuses blocked and inactive users', async () => {
    const blocked = await ctx.createUser({ roles: ['Admin'], blocked: true });
    const inactive = await ctx.createUser({ roles: ['Admin'], isactive: false });
    expect((await ctx.as(blocked).get('/api/test/me')).statusCode).toBe(401);
    expect((await ctx.as(inactive).get('/api/test/me')).statusCode).toBe(401);
  });

  it('sees a block after the cached user is invalidated', async () => {
    const user = await ctx.createUser({ roles: ['Employee'] });
    expect((await ctx.as(user).get('/api/test/me')).statusCode).toBe(200);
    await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    ctx.app.invalidateSessionUser(user.user_id);
    expect((await ctx.as(user).get('/api/test/me')).statusCode).toBe(401);
  });

  it('sets request.user from the token and the user row', async () => {
    const user = await ctx.createUser({ roles: ['Vendor'], given_name: 'Val', family_name: 'Vendor' });
    const response = await ctx.as(user).get('/api/test/me');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      user_id: user.user_id,
      name: 'Val Vendor',
      roles: ['Vendor'],
      vendorid: null,
      customerid: null,
    });
    expect(response.json().permissions).toContain('view:vendorworkorder');
  });

  it('app.authorize answers 403 Forbidden when the rule refuses', async () => {
    const response = await ctx.asRole('Dispatchers').get('/api/test/admin-only');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Forbidden' });
    const admin = await ctx.asRole('Admin').get('/api/test/admin-only');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ id: (await ctx.roleUser('Admin')).id });
  });

  it('401 comes before 403 and before validation', async () => {
    expect((await ctx.anonymous.get('/api/test/admin-only')).statusCode).toBe(401);
  });

  it('publishes the public keys the tokens verify against', async () => {
    const { getPublicJwks } = await import('../../src/auth/keys');
    const jwks = await getPublicJwks(ctx.db);
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    expect(Object.keys(await exportJWK(privateKey))).toContain('d');
  });
});
