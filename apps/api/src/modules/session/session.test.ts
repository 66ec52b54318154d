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
