import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailoutbox, users } from '../../db/schema/index';
import { verifyPassword } from '../passwords';
import { createTestContext } from '../../../test/helpers';

const ctx = createTestContext({ issuer: true });

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

async function invite(email: string) {
  const created = await ctx.asRole('Admin').post('/api/admin/createuser', {
    email,
    given_name: 'Ivy',
    family_name: 'Invited',
    email_verified: false,
    isactive: true,
    blocked: false,
    isdispatcher: true,
    isvendor: false,
    app_metadata: { roles: ['Dispatchers'] },
    reports: [],
  });
  expect(created.statusCode).toBe(201);
  const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.to, email));
  const link = /\/signin\/setpassword\?token=(\S+)/.exec(mail!.text ?? '');
  return decodeURIComponent(link![1]!);
}

describe('the invitation page /signin/setpassword', () => {
  it('sets the password once and then refuses the link', async () => {
    const token = await invite('ivy.invited@dispatchwise.test');
    const url = `/signin/setpassword?token=${encodeURIComponent(token)}`;

    const page = await ctx.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Choose a password for ivy.invited@dispatchwise.test');

    const mismatch = await ctx.app.inject({
      method: 'POST',
      url: '/signin/setpassword',
      ...form({ token, password: 'a good secret', confirm: 'another secret' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match.');

    const short = await ctx.app.inject({
      method: 'POST',
      url: '/signin/setpassword',
      ...form({ token, password: 'short', confirm: 'short' }),
    });
    expect(short.body).toContain('Password must be at least 8 characters.');

    const done = await ctx.app.inject({
      method: 'POST',
      url: '/signin/setpassword',
      ...form({ token, password: 'a good secret', confirm: 'a good secret' }),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set.');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'ivy.invited@dispatchwise.test'));
    expect(await verifyPassword(row!.password_hash!, 'a good secret')).toBe(true);

    const again = await ctx.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is invalid or has expired.');
  });

  it('refuses a missing or forged link', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/signin/setpassword' })).statusCode).toBe(400);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/signin/setpassword',
      ...form({ token: 'not-a-token', password: 'a good secret', confirm: 'a good secret' }),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is invalid or has expired.');
  });
});
