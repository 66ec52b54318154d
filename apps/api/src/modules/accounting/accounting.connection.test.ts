import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTING_MESSAGES } from '@dispatchwise/shared';
import { accountingsyncstate } from '../../db/schema/index';
import { createTestContext } from '../../../test/helpers';
import { startQuickBooksServer } from '../../../test/quickbooks-server';

// The QuickBooks screen's calls (decision 176) against the local QuickBooks server: Connect's one-time
// state, Intuit's redirect to the public callback, the stored company and tokens, Disconnect's revoke.

const server = await startQuickBooksServer({
  clientId: 'qb-app',
  clientSecret: 'qb-app-secret',
  companyName: 'Harbor Facilities LLC',
});
afterAll(() => server.close());
const context = createTestContext({ env: server.env });
const admin = () => context.asRole('Admin');

const stateRow = async () =>
  (await context.db.select().from(accountingsyncstate).where(eq(accountingsyncstate.id, 1)))[0]!;

/** Connect, then follow Intuit's consent to the callback as the browser would; answers the final redirect. */
async function connect() {
  const { url } = (await admin().post('/api/accounting/quickbooks/connect')).json<{ url: string }>();
  const consent = await fetch(url, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  return context.anonymous.get(`${callback.pathname}${callback.search}`);
}

beforeEach(async () => {
  await admin().post('/api/accounting/quickbooks/disconnect');
});

describe('QuickBooks connection', () => {
  it('connects: Intuit comes back to the callback, which stores the company and its tokens', async () => {
    const { url } = (await admin().post('/api/accounting/quickbooks/connect')).json<{ url: string }>();
    const asked = new URL(url);
    expect(asked.searchParams.get('response_type')).toBe('code');
    expect(asked.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(asked.searchParams.get('redirect_uri')).toBe(
      `${context.config.publicUrl}/api/accounting/quickbooks/callback`,
    );
    const consent = await fetch(url, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    const answer = await context.anonymous.get(`${callback.pathname}${callback.search}`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/admin/quickbooks?connected=1');
    const status = (await context.asRole('AccountingAdmin').get('/api/accounting/quickbooks')).json();
    expect(status).toMatchObject({
      isConfigured: true,
      isConnected: true,
      environment: 'custom',
      realmId: server.realmId,
      companyName: 'Harbor Facilities LLC',
      lastError: null,
    });
    expect(Date.parse(status.refreshTokenExpiresAt)).toBeGreaterThan(Date.now() + 90 * 86_400_000);
    // The state is spent: the same callback again changes nothing and says so.
    const replay = await context.anonymous.get(`${callback.pathname}${callback.search}`);
    expect(replay.headers.location).toBe(
      `/admin/quickbooks?error=${encodeURIComponent(ACCOUNTING_MESSAGES.connectExpired)}`,
    );
    expect((await stateRow()).oauthstate).toBeNull();
  });

  it('refuses a callback whose state is unknown or lapsed, and one Intuit declined', async () => {
    const forged = await context.anonymous.get('/api/accounting/quickbooks/callback', {
      query: { code: 'x', state: 'forged', realmId: '1' },
    });
    expect(forged.headers.location).toContain(encodeURIComponent(ACCOUNTING_MESSAGES.connectExpired));
    await admin().post('/api/accounting/quickbooks/connect');
    const { oauthstate } = await stateRow();
    await context.db
      .update(accountingsyncstate)
      .set({ oauthstateexpiresat: new Date(Date.now() - 1000) })
      .where(eq(accountingsyncstate.id, 1));
    const lapsed = await context.anonymous.get('/api/accounting/quickbooks/callback', {
      query: { code: 'x', state: oauthstate!, realmId: '1' },
    });
    expect(lapsed.headers.location).toContain(encodeURIComponent(ACCOUNTING_MESSAGES.connectExpired));
    await admin().post('/api/accounting/quickbooks/connect');
    const declined = await context.anonymous.get('/api/accounting/quickbooks/callback', {
      query: { state: (await stateRow()).oauthstate!, error: 'access_denied' },
    });
    expect(declined.headers.location).toBe(
      `/admin/quickbooks?error=${encodeURIComponent('QuickBooks did not connect: access_denied.')}`,
    );
    expect((await admin().get('/api/accounting/quickbooks')).json().isConnected).toBe(false);
  });

  it('a code Intuit refuses is reported on the screen', async () => {
    await admin().post('/api/accounting/quickbooks/connect');
    const answer = await context.anonymous.get('/api/accounting/quickbooks/callback', {
      query: { code: 'not-issued', state: (await stateRow()).oauthstate!, realmId: server.realmId },
    });
    expect(answer.headers.location).toBe(
      `/admin/quickbooks?error=${encodeURIComponent('QuickBooks sign-in: invalid_grant')}`,
    );
  });

  it('disconnects: revokes the refresh token at Intuit and forgets the company', async () => {
    await connect();
    const { tokens } = await stateRow();
    const status = (await admin().post('/api/accounting/quickbooks/disconnect')).json();
    expect(status).toMatchObject({ isConnected: false, realmId: null, companyName: null });
    expect(server.revoked).toContain((tokens as { refreshToken: string }).refreshToken);
    expect((await stateRow()).tokens).toBeNull();
    const sync = await admin().post('/api/accounting/quickbooks/syncpayments');
    expect(sync.statusCode).toBe(400);
    expect(sync.json().message).toBe(ACCOUNTING_MESSAGES.notConnected);
  });

  it('is for Admin and AccountingAdmin only', async () => {
    expect((await context.asRole('Dispatchers').get('/api/accounting/quickbooks')).statusCode).toBe(403);
    expect((await context.asRole('Vendor').post('/api/accounting/quickbooks/connect')).statusCode).toBe(403);
    expect((await context.anonymous.get('/api/accounting/quickbooks')).statusCode).toBe(401);
  });
});

describe('QuickBooks not configured', () => {
  const off = createTestContext();
  it('says so: the status is off, Connect and the payments sync answer the message', async () => {
    const as = off.asRole('Admin');
    expect((await as.get('/api/accounting/quickbooks')).json()).toMatchObject({
      isConfigured: false,
      isConnected: false,
      environment: null,
    });
    for (const url of ['/api/accounting/quickbooks/connect', '/api/accounting/quickbooks/syncpayments']) {
      const answer = await as.post(url);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(ACCOUNTING_MESSAGES.notConfigured);
    }
  });
});
