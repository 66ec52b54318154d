import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@dispatchwise/shared';
import { DEFAULT_SIGN_IN_POLICY } from '../../auth/issuer/issuer.settings';
import { signIn } from '../../auth/issuer/sign-in.service';
import { mailoutbox, users, type vendor } from '../../db/schema/index';
import { createTestContext, type Requester, type TestUser } from '../../../test/helpers';
import { createVendor } from '../../../test/factories/work-orders';

// The Technicians tab (spec C 2.8, section 7; docs/decisions/157): list, create, update, Change Password.

const ctx = createTestContext();
let vendorA: typeof vendor.$inferSelect;
let vendorB: typeof vendor.$inferSelect;
let ownerA: Requester;
let ownerUserA: TestUser;
let techB: TestUser;

beforeAll(async () => {
  vendorA = await createVendor(ctx.db, { name: 'Alpha Plumbing' });
  vendorB = await createVendor(ctx.db, { name: 'Beta Roofing' });
  ownerUserA = await ctx.createUser({ roles: ['Vendor'], vendorid: vendorA.id });
  ownerA = ctx.as(ownerUserA);
  techB = await ctx.createUser({ roles: ['Tech'], vendorid: vendorB.id, given_name: 'Bea' });
});

let sequence = 0;
const newTech = (fields: Record<string, unknown> = {}) => ({
  given_name: 'Tom',
  family_name: `Tech ${++sequence}`,
  email: `tom-${process.pid}-${sequence}@alpha.test`,
  ...fields,
});

/** The real sign-in (the sign-in page's check), then the API's own view of the signed-in user. */
async function signInAndProfile(email: string, password: string) {
  const result = await signIn({ db: ctx.db, email, password, policy: DEFAULT_SIGN_IN_POLICY });
  if (!result.ok) return { result, profile: undefined };
  const [row] = await ctx.db.select().from(users).where(eq(users.user_id, result.accountId));
  const profile = await ctx.as({ ...row!, roles: [] }).get('/api/user/profile');
  return { result, profile: profile.json<SessionUser>() };
}

describe('POST /vendorprofile/createtech', () => {
  it("creates a Tech of the caller's vendor, invites them by e-mail, and they sign in as a Tech of it", async () => {
    const input = newTech({ isdispatcher: true, reports: [1], user_id: 'ignored' });
    const response = await ownerA.post('/api/vendorprofile/createtech', input);
    expect(response.statusCode).toBe(201);
    const tech = response.json();
    expect(tech).toMatchObject({
      given_name: 'Tom',
      family_name: input.family_name,
      name: `Tom ${input.family_name}`,
      email: input.email,
      nickname: input.email.split('@')[0],
      isvendor: true,
      isdispatcher: false,
      blocked: false,
      isactive: true,
      haspassword: false,
      logins_count: 0,
    });

    // The invitation, as for a user an admin creates: its link sets the first password.
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.to, input.email));
    expect(mail).toMatchObject({ kind: 'user_invitation', status: 'pending' });
    const token = decodeURIComponent(/setpassword\?token=(\S+)/.exec(mail!.text ?? '')![1]!);
    const set = await ctx.anonymous.post('/api/account/setpassword', { token, password: 'first secret 1' });
    expect(set.statusCode).toBe(200);

    const { result, profile } = await signInAndProfile(input.email, 'first secret 1');
    expect(result.ok).toBe(true);
    expect(profile).toMatchObject({ roles: ['Tech'], vendorid: vendorA.id, customerid: null });

    const list = (await ownerA.get('/api/vendorprofile/vendortechs')).json();
    expect(list.map((row: { id: number }) => row.id)).toContain(tech.id);
  });

  it('requires First Name, Last Name and e-mail, checks the e-mail, and refuses a taken one', async () => {
    const blank = await ownerA.post('/api/vendorprofile/createtech', { given_name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      given_name: 'First Name is required.',
      family_name: 'Last Name is required.',
      email: 'Email is required.',
    });
    const invalid = await ownerA.post('/api/vendorprofile/createtech', newTech({ email: 'not-an-address' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Email is invalid.');
    const taken = await ownerA.post(
      '/api/vendorprofile/createtech',
      newTech({ email: techB.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this email already exists.');
  });

  it("is the Vendor role's: 401 anonymous, 403 for a Tech, staff and customers", async () => {
    expect((await ctx.anonymous.post('/api/vendorprofile/createtech', newTech())).statusCode).toBe(401);
    const tech = ctx.as(await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id }));
    expect((await tech.post('/api/vendorprofile/createtech', newTech())).statusCode).toBe(403);
    for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
      expect((await ctx.asRole(role).post('/api/vendorprofile/createtech', newTech())).statusCode).toBe(403);
  });
});

describe('GET /vendorprofile/vendortechs', () => {
  it("lists only the caller's vendor's techs (not the vendor user, not another vendor's), for Vendor and Tech", async () => {
    const mine = (await ownerA.post('/api/vendorprofile/createtech', newTech({ given_name: 'Ann' }))).json();
    const techA = await ctx.createUser({ roles: ['Tech'], vendorid: vendorA.id });
    for (const caller of [ownerA, ctx.as(techA)]) {
      const response = await caller.get('/api/vendorprofile/vendortechs');
      expect(response.statusCode).toBe(200);
      const ids = response.json().map((row: { id: number }) => row.id);
      expect(ids).toEqual(expect.arrayContaining([mine.id, techA.id]));
      expect(ids).not.toContain(techB.id);
      expect(ids).not.toContain(ownerUserA.id);
    }
    const ofB = (await ctx.as(techB).get('/api/vendorprofile/vendortechs')).json();
    expect(ofB.map((row: { id: number }) => row.id)).toEqual([techB.id]);
  });

  it('refuses anonymous (401), staff and customers (403)', async () => {
    expect((await ctx.anonymous.get('/api/vendorprofile/vendortechs')).statusCode).toBe(401);
    for (const role of ['Admin', 'Employee', 'Customer'] as const)
      expect((await ctx.asRole(role).get('/api/vendorprofile/vendortechs')).statusCode).toBe(403);
  });
});

describe('PATCH /vendorprofile/updatetech', () => {
  it("changes names and e-mail of the vendor's tech, and blocks one from signing in", async () => {
    const tech = (await ownerA.post('/api/vendorprofile/createtech', newTech())).json();
    const email = `renamed-${process.pid}@alpha.test`;
    const response = await ownerA.patch('/api/vendorprofile/updatetech', {
      id: tech.id,
      given_name: 'Tommy',
      email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: tech.id,
      given_name: 'Tommy',
      family_name: tech.family_name,
      email,
    });

    await ownerA.patch('/api/vendorprofile/techpassword', { id: tech.id, password: 'tech secret 1' });
    expect((await signInAndProfile(email, 'tech secret 1')).result.ok).toBe(true);
    const blocked = await ownerA.patch('/api/vendorprofile/updatetech', { id: tech.id, blocked: true });
    expect(blocked.json().blocked).toBe(true);
    expect((await signInAndProfile(email, 'tech secret 1')).result).toEqual({ ok: false, reason: 'blocked' });
  });

  it("answers 404 for another vendor's tech, the vendor user and an unknown id; messages as create", async () => {
    for (const id of [techB.id, ownerUserA.id, 2_000_000_000]) {
      const response = await ownerA.patch('/api/vendorprofile/updatetech', { id, given_name: 'X' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Tech not found.');
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, techB.id));
    expect(row!.given_name).toBe('Bea');
    const tech = (await ownerA.post('/api/vendorprofile/createtech', newTech())).json();
    const blank = await ownerA.patch('/api/vendorprofile/updatetech', { id: tech.id, family_name: '' });
    expect(blank.json().errors).toEqual({ family_name: 'Last Name is required.' });
    const noId = await ownerA.patch('/api/vendorprofile/updatetech', { given_name: 'X' });
    expect(noId.json().errors).toEqual({ id: 'Tech is required.' });
    const taken = await ownerA.patch('/api/vendorprofile/updatetech', { id: tech.id, email: techB.email });
    expect(taken.statusCode).toBe(409);
  });

  it('refuses anonymous (401), a Tech, staff and customers (403)', async () => {
    const body = { id: techB.id, given_name: 'X' };
    expect((await ctx.anonymous.patch('/api/vendorprofile/updatetech', body)).statusCode).toBe(401);
    expect((await ctx.as(techB).patch('/api/vendorprofile/updatetech', body)).statusCode).toBe(403);
    for (const role of ['Admin', 'Dispatchers', 'Customer'] as const)
      expect((await ctx.asRole(role).patch('/api/vendorprofile/updatetech', body)).statusCode).toBe(403);
  });
});

describe('PATCH /vendorprofile/techpassword', () => {
  it("sets the tech's password with the sign-in rules; the tech signs in with it", async () => {
    const input = newTech();
    const tech = (await ownerA.post('/api/vendorprofile/createtech', input)).json();
    const short = await ownerA.patch('/api/vendorprofile/techpassword', { id: tech.id, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const empty = await ownerA.patch('/api/vendorprofile/techpassword', { id: tech.id });
    expect(empty.json().errors).toEqual({ password: 'New Password is required.' });

    const response = await ownerA.patch('/api/vendorprofile/techpassword', {
      id: tech.id,
      password: 'a long secret 1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: tech.id, haspassword: true });
    const { result, profile } = await signInAndProfile(input.email, 'a long secret 1');
    expect(result.ok).toBe(true);
    expect(profile).toMatchObject({ roles: ['Tech'], vendorid: vendorA.id });
    expect((await signInAndProfile(input.email, 'wrong password')).result.ok).toBe(false);
  });

  it("never sets another vendor's tech's password (404), and is the Vendor role's (401, 403)", async () => {
    const body = { id: techB.id, password: 'taken over 1' };
    const response = await ownerA.patch('/api/vendorprofile/techpassword', body);
    expect(response.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, techB.id));
    expect(row!.password_hash).toBeNull();
    expect((await ctx.anonymous.patch('/api/vendorprofile/techpassword', body)).statusCode).toBe(401);
    expect((await ctx.as(techB).patch('/api/vendorprofile/techpassword', body)).statusCode).toBe(403);
    for (const role of ['Admin', 'Customer'] as const)
      expect((await ctx.asRole(role).patch('/api/vendorprofile/techpassword', body)).statusCode).toBe(403);
  });
});
