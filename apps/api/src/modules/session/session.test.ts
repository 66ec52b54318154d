import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '@dispatchwise/shared';
import { createTestContext } from '../../../test/helpers';

describe('session', () => {
  const ctx = createTestContext();

  it('GET /api/auth/config tells the web app where to sign in, without a token', async () => {
    const response = await ctx.anonymous.get('/api/auth/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      authority: 'http://localhost:8080/auth',
      client_id: 'dispatchwise-web',
      audience: 'http://localhost:8080/api',
      scope: 'openid profile email offline_access',
      map: null,
    });
  });

  it('GET /api/user/profile returns the signed-in user with roles, permissions and reports', async () => {
    const user = await ctx.createUser({ roles: ['Dispatchers'], given_name: 'Dana', family_name: 'Diaz' });
    const response = await ctx.as(user).get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      id: user.id,
      user_id: user.user_id,
      email: user.email,
      name: 'Dana Diaz',
      given_name: 'Dana',
      family_name: 'Diaz',
      roles: ['Dispatchers'],
      vendorid: null,
      customerid: null,
      reports: [],
    });
    expect([...profile.permissions].sort()).toEqual([...DEFAULT_ROLE_PERMISSIONS.Dispatchers].sort());
  });

  it('GET /api/user/profile needs a token', async () => {
    const response = await ctx.anonymous.get('/api/user/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('session reports', () => {
  const ctx = createTestContext();

  it('lists the report ids the user may run', async () => {
    const { report } = await import('../../db/schema/index');
    await ctx.db
      .insert(report)
      .values([
        { id: 9101, reportname: 'Test report A' },
        { id: 9102, reportname: 'Test report B' },
      ])
      .onConflictDoNothing();
    const user = await ctx.createUser({ roles: ['Employee'], reports: [9102, 9101] });
    const response = await ctx.as(user).get('/api/user/profile');
    expect(response.json().reports).toEqual([9101, 9102]);
  });
});

describe('session with a map tile server (MAP_TILE_URL, decision 155)', () => {
  const ctx = createTestContext({
    env: {
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    },
  });

  it('GET /api/auth/config gives the web app the tile template and attribution, and the CSP allows it', async () => {
    const response = await ctx.anonymous.get('/api/auth/config');
    expect(response.statusCode).toBe(200);
    expect(response.json().map).toEqual({
      tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/\*\.tile\.example\.org/,
    );
  });
});
