import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIORITY, STATUS, type Role } from '@dispatchwise/shared';
import { signAccessToken } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { customer, mailoutbox, users, vendor, workorder } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';

const ctx = createTestContext();

const NON_ADMIN_ROLES: Role[] = ['Dispatchers', 'Employee', 'AccountingAdmin', 'Vendor', 'Tech', 'Customer'];

type Call = { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown };
const ADMIN_CALLS: Call[] = [
  { method: 'GET', url: '/api/admin/getroles' },
  { method: 'GET', url: '/api/admin/getuserlist' },
  { method: 'GET', url: '/api/admin/getuser?id=1' },
  { method: 'GET', url: '/api/admin/getreports' },
  { method: 'GET', url: '/api/admin/getoverduep1' },
  { method: 'POST', url: '/api/admin/createuser', payload: { email: 'x@example.com' } },
  { method: 'PATCH', url: '/api/admin/updateuser', payload: { id: 1, given_name: 'Hacked' } },
];

let sequence = 0;
const uniqueEmail = (name: string) => `${name}-${process.pid}-${++sequence}@example.com`;

const validUser = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('new'),
  email_verified: false,
  given_name: 'Nina',
  family_name: 'Newman',
  isactive: true,
  isdispatcher: true,
  isvendor: false,
  app_metadata: { roles: ['Dispatchers'] },
  reports: [],
  blocked: false,
  password: 'correct horse battery',
  ...overrides,
});

const admin = () => ctx.asRole('Admin');

describe('admin calls: who may make them', () => {
  it.each(ADMIN_CALLS)('$method $url answers 401 without a token', async (call) => {
    const response = await ctx.anonymous.inject({
      method: call.method,
      url: call.url,
      payload: call.payload as object,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(NON_ADMIN_ROLES)('every admin call answers 403 to %s', async (role) => {
    for (const call of ADMIN_CALLS) {
      const response = await ctx
        .asRole(role)
        .inject({ method: call.method, url: call.url, payload: call.payload as object });
      expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden' });
    }
    const [untouched] = await ctx.db.select().from(users).where(eq(users.id, 1));
    expect(untouched?.given_name).not.toBe('Hacked');
  });
});

describe('GET /api/admin/getroles and /getreports', () => {
  it('lists the seven roles as {id, name}', async () => {
    const response = await admin().get('/api/admin/getroles');
    expect(response.statusCode).toBe(200);
    const roles = response.json() as { id: number; name: string }[];
    expect(roles.map((r) => r.name).sort()).toEqual(
      ['AccountingAdmin', 'Admin', 'Customer', 'Dispatchers', 'Employee', 'Tech', 'Vendor'].sort(),
    );
    expect(roles[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('lists the report definitions as {id, reportname, showdateselection}', async () => {
    const reports = (await admin().get('/api/admin/getreports')).json() as { id: number }[];
    expect(reports.length).toBeGreaterThan(0);
    expect(reports[0]).toEqual({
      id: expect.any(Number),
      reportname: expect.any(String),
      showdateselection: expect.any(Boolean),
    });
  });
});

describe('POST /api/admin/createuser', () => {
  it('answers the spec messages for the required fields', async () => {
    const response = await admin().post('/api/admin/createuser', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'First Name is required.',
      errors: {
        given_name: 'First Name is required.',
        family_name: 'Last Name is required.',
        email: 'Email is required.',
        'app_metadata.roles': 'Role is required.',
      },
    });
    const blanks = await admin().post(
      '/api/admin/createuser',
      validUser({ given_name: '  ', app_metadata: { roles: [] } }),
    );
    expect(blanks.json().errors).toEqual({
      given_name: 'First Name is required.',
      'app_metadata.roles': 'Role is required.',
    });
  });

  it('refuses an invalid e-mail, an unknown role and a short password', async () => {
    const email = await admin().post('/api/admin/createuser', validUser({ email: 'not-an-email' }));
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({ message: 'Email is invalid.', errors: { email: 'Email is invalid.' } });
    const role = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Superuser'] } }),
    );
    expect(role.json().errors).toEqual({ 'app_metadata.roles': 'Role is invalid.' });
    const password = await admin().post('/api/admin/createuser', validUser({ password: 'short' }));
    expect(password.json().errors).toEqual({ password: 'Password must be at least 8 characters.' });
    const report = await admin().post('/api/admin/createuser', validUser({ reports: [999_999] }));
    expect(report.json().errors).toEqual({ reports: 'Report is invalid.' });
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    const first = validUser();
    expect((await admin().post('/api/admin/createuser', first)).statusCode).toBe(201);
    const again = await admin().post(
      '/api/admin/createuser',
      validUser({ email: first.email.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'A user with this email already exists.',
      errors: { email: 'A user with this email already exists.' },
    });
  });

  it('links Vendor and Tech users to a vendor and Customer users to a customer', async () => {
    const noVendor = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Tech'] } }),
    );
    expect(noVendor.json().errors).toEqual({ vendorid: 'Vendor is required.' });
    const missingVendor = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Vendor'] }, vendorid: 987_654 }),
    );
    expect(missingVendor.json().errors).toEqual({ vendorid: 'Vendor is invalid.' });
    const noCustomer = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Customer'] } }),
    );
    expect(noCustomer.json().errors).toEqual({ customerid: 'Customer is required.' });
    const both = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Vendor', 'Customer'] }, vendorid: 1, customerid: 1 }),
    );
    expect(both.json().errors['app_metadata.roles']).toBe(
      'A user cannot have both a vendor and a customer role.',
    );

    const [v] = await ctx.db.insert(vendor).values({ name: 'Linked Vendor' }).returning();
    const [c] = await ctx.db.insert(customer).values({ customername: 'Linked Customer' }).returning();
    const vendorUser = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Vendor'] }, vendorid: v!.id, customerid: c!.id }),
    );
    expect(vendorUser.statusCode).toBe(201);
    expect(vendorUser.json()).toMatchObject({
      isvendor: true,
      iscustomer: false,
      usertypeid: 2,
      vendorid: v!.id,
      customerid: null,
    });
    const customerUser = await admin().post(
      '/api/admin/createuser',
      validUser({ app_metadata: { roles: ['Customer'] }, customerid: c!.id }),
    );
    expect(customerUser.json()).toMatchObject({
      isvendor: false,
      iscustomer: true,
      usertypeid: 3,
      customerid: c!.id,
      vendorid: null,
    });
  });

  it('creates a Dispatcher whose token works, and who is refused with 401 once blocked', async () => {
    const [report] = (await admin().get('/api/admin/getreports')).json() as { id: number }[];
    const input = validUser({ reports: [report!.id] });
    const response = await admin().post('/api/admin/createuser', input);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      user_id: expect.any(String),
      given_name: 'Nina',
      family_name: 'Newman',
      name: 'Nina Newman',
      email: input.email,
      email_verified: false,
      app_metadata: { roles: ['Dispatchers'] },
      logins_count: 0,
      last_login: null,
      isactive: true,
      blocked: false,
      isdispatcher: true,
      issalesrep: false,
      isvendor: false,
      iscustomer: false,
      vendorid: null,
      customerid: null,
      usertypeid: 4,
      reports: [report!.id],
      haspassword: true,
      username: input.email,
      firstName: 'Nina',
      lastName: 'Newman',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, input.password)).toBe(true);

    const token = await signAccessToken({ db: ctx.db, config: ctx.config, user: row! });
    const profile = await ctx.anonymous.get('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: created.id, roles: ['Dispatchers'] });
    expect(
      (
        await ctx.anonymous.get('/api/workorder/getstatuses', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);

    const blocked = await admin().patch('/api/admin/updateuser', { id: created.id, blocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().blocked).toBe(true);
    const refused = await ctx.anonymous.get('/api/user/profile', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(401);

    expect(
      (await admin().patch('/api/admin/updateuser', { id: created.id, blocked: false })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.anonymous.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
  });

  it('without a password, writes an invitation with a one-time set-password link to the outbox', async () => {
    const input = validUser({ password: undefined });
    const response = await admin().post('/api/admin/createuser', input);
    expect(response.statusCode).toBe(201);
    expect(response.json().haspassword).toBe(false);
    const [mail] = await ctx.db.select().from(mailoutbox).where(eq(mailoutbox.to, input.email));
    expect(mail).toMatchObject({
      kind: 'user_invitation',
      status: 'pending',
      subject: 'Your Dispatchwise account',
    });
    const link = /http:\/\/localhost:8080\/signin\/setpassword\?token=(\S+)/.exec(mail!.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const check = await ctx.anonymous.get('/api/account/setpassword', { query: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email: input.email });
    const short = await ctx.anonymous.post('/api/account/setpassword', { token, password: 'short' });
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters.' });

    const set = await ctx.anonymous.post('/api/account/setpassword', {
      token,
      password: 'a brand new secret',
    });
    expect(set.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    expect(await verifyPassword(row!.password_hash, 'a brand new secret')).toBe(true);
    expect(row!.email_verified).toBe(true);

    const reused = await ctx.anonymous.post('/api/account/setpassword', {
      token,
      password: 'another secret!',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This link is invalid or has expired.');
    const forged = await ctx.anonymous.post('/api/account/setpassword', {
      token: `${token}x`,
      password: 'another secret!',
    });
    expect(forged.statusCode).toBe(400);
    // The link token is not an access token.
    expect(
      (await ctx.anonymous.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/getuserlist and /getuser', () => {
  it('lists users with roles and reports, and reads one by id', async () => {
    const vendorUser = await ctx.createUser({
      roles: ['Dispatchers'],
      given_name: 'Listed',
      family_name: 'Person',
    });
    const list = (await admin().get('/api/admin/getuserlist')).json() as {
      id: number;
      app_metadata: { roles: string[] };
    }[];
    const found = list.find((u) => u.id === vendorUser.id);
    expect(found).toMatchObject({
      given_name: 'Listed',
      family_name: 'Person',
      name: 'Listed Person',
      app_metadata: { roles: ['Dispatchers'] },
      reports: [],
    });
    const one = await admin().get('/api/admin/getuser', { query: { id: vendorUser.id } });
    expect(one.json()).toMatchObject({
      id: vendorUser.id,
      username: vendorUser.email,
      firstName: 'Listed',
      lastName: 'Person',
    });
    expect((await admin().get('/api/admin/getuser', { query: { id: 99_999_999 } })).statusCode).toBe(404);
    expect((await admin().get('/api/admin/getuser', { query: { id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/updateuser', () => {
  it('takes the grid popup shape: names, roles, vendor link, flags and reports', async () => {
    const user = await ctx.createUser({ roles: ['Employee'] });
    const [v] = await ctx.db.insert(vendor).values({ name: 'Grid Vendor' }).returning();
    const [first, second] = (await admin().get('/api/admin/getreports')).json() as { id: number }[];
    const response = await admin().patch('/api/admin/updateuser', {
      id: user.id,
      given_name: 'Gina',
      family_name: 'Grid',
      email: uniqueEmail('grid'),
      app_metadata: { roles: ['Tech'] },
      vendorid: v!.id,
      isactive: true,
      blocked: false,
      isdispatcher: false,
      reports: [first!.id, second!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      given_name: 'Gina',
      family_name: 'Grid',
      app_metadata: { roles: ['Tech'] },
      isvendor: true,
      usertypeid: 2,
      vendorid: v!.id,
      reports: [first!.id, second!.id].sort((a, b) => a - b),
    });
    const missing = await admin().patch('/api/admin/updateuser', {
      id: user.id,
      app_metadata: { roles: ['Customer'] },
    });
    expect(missing.json().errors).toEqual({ customerid: 'Customer is required.' });
    const emptied = await admin().patch('/api/admin/updateuser', { id: user.id, given_name: '' });
    expect(emptied.json()).toEqual({
      message: 'First Name is required.',
      errors: { given_name: 'First Name is required.' },
    });
  });

  it('takes the edit-form shape: firstName, lastName, email, usertypeid, issalesrep, isdispatcher', async () => {
    const user = await ctx.createUser({ roles: ['Employee'] });
    const email = uniqueEmail('form');
    const response = await admin().patch('/api/admin/updateuser', {
      id: user.id,
      username: user.email,
      firstName: 'Frank',
      lastName: 'Form',
      email,
      usertypeid: 4,
      issalesrep: true,
      isdispatcher: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      given_name: 'Frank',
      family_name: 'Form',
      firstName: 'Frank',
      email,
      issalesrep: true,
      isdispatcher: true,
      usertypeid: 4,
      app_metadata: { roles: ['Employee'] },
    });
    const mismatch = await admin().patch('/api/admin/updateuser', { id: user.id, usertypeid: 2 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ usertypeid: "User Type must match the user's role." });
    const invalid = await admin().patch('/api/admin/updateuser', { id: user.id, email: 'nope' });
    expect(invalid.json().errors).toEqual({ email: 'Email is invalid.' });
    const taken = await admin().patch('/api/admin/updateuser', {
      id: user.id,
      email: (await ctx.roleUser('Admin')).email,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await admin().patch('/api/admin/updateuser', { id: 99_999_999, firstName: 'X' })).statusCode,
    ).toBe(404);
  });

  it('keeps an admin from blocking themselves or dropping their own Admin role', async () => {
    const me = await ctx.roleUser('Admin');
    const block = await admin().patch('/api/admin/updateuser', { id: me.id, blocked: true });
    expect(block.statusCode).toBe(400);
    const demote = await admin().patch('/api/admin/updateuser', {
      id: me.id,
      app_metadata: { roles: ['Employee'] },
    });
    expect(demote.statusCode).toBe(400);
    expect((await admin().get('/api/admin/getroles')).statusCode).toBe(200);
  });
});

describe('role changes count from the next request (decision 119)', () => {
  /** The roles the token itself carries: the token is not renewed while the roles change. */
  const tokenRoles = async (user: Awaited<ReturnType<typeof ctx.createUser>>) => {
    const [, payload] = (await ctx.tokenFor(user)).split('.');
    return (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { roles: string[] }).roles;
  };
  const createAdmin = (requester: ReturnType<typeof ctx.as>) =>
    requester.post('/api/admin/createuser', validUser({ app_metadata: { roles: ['Admin'] } }));

  it('refuses an Admin demoted to Dispatchers by another admin on the very next request, same token', async () => {
    const demoted = await ctx.createUser({ roles: ['Admin'] });
    const asDemoted = ctx.as(demoted);
    expect((await createAdmin(asDemoted)).statusCode).toBe(201);

    const change = await admin().patch('/api/admin/updateuser', {
      id: demoted.id,
      app_metadata: { roles: ['Dispatchers'] },
    });
    expect(change.statusCode, change.body).toBe(200);

    const refused = await createAdmin(asDemoted);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Forbidden' });
    expect((await asDemoted.get('/api/admin/getuserlist')).statusCode).toBe(403);
    // The token is still valid and still says Admin; the database says Dispatchers.
    expect(await tokenRoles(demoted)).toEqual(['Admin']);
    const profile = await asDemoted.get('/api/user/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().roles).toEqual(['Dispatchers']);
    expect(profile.json().permissions).not.toContain('admin');
  });

  it('lets a Dispatcher promoted to Admin in on the very next request, same token', async () => {
    const promoted = await ctx.createUser({ roles: ['Dispatchers'] });
    const asPromoted = ctx.as(promoted);
    expect((await createAdmin(asPromoted)).statusCode).toBe(403);

    const change = await admin().patch('/api/admin/updateuser', {
      id: promoted.id,
      app_metadata: { roles: ['Dispatchers', 'Admin'] },
    });
    expect(change.statusCode, change.body).toBe(200);

    expect((await createAdmin(asPromoted)).statusCode).toBe(201);
    expect(await tokenRoles(promoted)).toEqual(['Dispatchers']);
    expect((await asPromoted.get('/api/user/profile')).json().roles.sort()).toEqual(['Admin', 'Dispatchers']);
  });
});

describe('GET /api/admin/getoverduep1', () => {
  it('counts Emergency orders still awaiting a technician past the Emergency ETA', async () => {
    const before = (await admin().get('/api/admin/getoverduep1')).json() as number;
    const [c] = await ctx.db.insert(customer).values({ customername: 'Overdue Customer' }).returning();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const order = (statusid: number, priorityid: number, createddate: Date) => ({
      customerid: c!.id,
      statusid,
      priorityid,
      createddate,
    });
    await ctx.db.insert(workorder).values([
      order(STATUS.Received, PRIORITY.Emergency, hoursAgo(5)), // overdue
      order(STATUS.Dispatched, PRIORITY.Emergency, hoursAgo(30)), // overdue
      order(STATUS.TBS, PRIORITY.Emergency, hoursAgo(4.5)), // overdue
      order(STATUS.Received, PRIORITY.Emergency, hoursAgo(1)), // within the 4-hour ETA
      order(STATUS.TOS, PRIORITY.Emergency, hoursAgo(30)), // technician on site
      order(STATUS.Cancelled, PRIORITY.Emergency, hoursAgo(30)), // closed
      order(STATUS.Received, PRIORITY.Normal, hoursAgo(300)), // not P1
    ]);
    const response = await admin().get('/api/admin/getoverduep1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(before + 3);
  });
});
