import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { accountingsyncstate } from '../../../db/schema/index';
import { createTestContext } from '../../../../test/helpers';
import { connectQuickBooks } from '../../../../test/quickbooks-connect';
import { startQuickBooksServer } from '../../../../test/quickbooks-server';
import {
  createQuickBooksClient,
  openQuickBooksClient,
  quickBooksString,
  QuickBooksFault,
  type QuickBooksClient,
} from './quickbooks.client';
import { createLimiter } from './quickbooks.limiter';
import { parseTokens } from './quickbooks.tokens';
import type { QbBill, QbVendor } from './quickbooks.types';

// The QuickBooks Online client against the local server over real HTTP (decision 176): faults inside a 200,
// a 401 that refreshes once and stores the rotated refresh token, a 429 answered after Retry-After, requestid
// replay, a duplicate DocNumber, and the per-company pacing counted on the server's side.

const server = await startQuickBooksServer({
  clientId: 'qb-client',
  clientSecret: 'qb-secret',
  vendors: ["O'Brien Plumbing", 'Acme HVAC'],
});
afterAll(() => server.close());
const context = createTestContext({ env: server.env });

const storedTokens = async () => {
  const [row] = await context.db.select().from(accountingsyncstate).where(eq(accountingsyncstate.id, 1));
  return parseTokens(row?.tokens)!;
};

let client: QuickBooksClient;
beforeEach(async () => {
  await connectQuickBooks({ db: context.db, config: context.config, server });
  client = (await openQuickBooksClient({ db: context.db, config: context.config }))!;
  server.requests.length = 0;
  server.grants.length = 0;
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(QuickBooksFault);
  return error as QuickBooksFault;
};

const billOf = (vendorId: string, DocNumber: string, PrivateNote = DocNumber) => ({
  VendorRef: { value: vendorId },
  DocNumber,
  PrivateNote,
  TxnDate: '2026-11-20',
  Line: [
    {
      Amount: 125.5,
      DetailType: 'AccountBasedExpenseLineDetail',
      AccountBasedExpenseLineDetail: { AccountRef: { value: server.documents('Account')[0]!.Id } },
    },
  ],
});

describe('QuickBooks client', () => {
  it('is undefined until configured and connected', async () => {
    expect(
      await openQuickBooksClient({ db: context.db, config: { ...context.config, quickBooks: null } }),
    ).toBeUndefined();
    await context.db
      .update(accountingsyncstate)
      .set({ realmid: null, tokens: null })
      .where(eq(accountingsyncstate.id, 1));
    expect(await openQuickBooksClient({ db: context.db, config: context.config })).toBeUndefined();
  });

  it('queries with the realm and pinned minor version in the URL, and quotes values', async () => {
    const found = await client.query<QbVendor>(
      'Vendor',
      `DisplayName = ${quickBooksString("O'Brien Plumbing")}`,
    );
    expect(found.map((vendor) => vendor.DisplayName)).toEqual(["O'Brien Plumbing"]);
    expect(await client.query<QbVendor>('Vendor', `DisplayName = ${quickBooksString('Nobody')}`)).toEqual([]);
    expect(server.requests[0]!.path).toMatch(
      new RegExp(`^/v3/company/${server.realmId}/query\\?query=.*&minorversion=75$`),
    );
    expect(await client.companyName()).toBe('Dispatchwise Sandbox Co.');
  });

  it('reads every page of a query larger than one page', async () => {
    for (let index = 0; index < 1005; index += 1) server.addCustomer(`Customer ${index}`);
    const customers = await client.query<QbVendor>('Customer', `DisplayName like 'Customer %'`);
    expect(customers).toHaveLength(1005);
    expect(server.requests.filter((each) => each.path.includes('/query'))).toHaveLength(2);
  });

  it('throws the fault QuickBooks puts inside a 200', async () => {
    server.inject({
      kind: 'fault200',
      code: '6000',
      message: 'Business Validation Error: the period is closed',
    });
    const fault = await failure(client.query('Vendor'));
    expect(fault.code).toBe('6000');
    expect(fault.message).toContain('the period is closed');
    expect(fault.isRetryable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('refreshes on a 401 once, tries again, and stores the rotated refresh token', async () => {
    const before = await storedTokens();
    server.inject({ kind: '401' });
    expect(await client.query<QbVendor>('Vendor')).toHaveLength(server.documents('Vendor').length);
    const after = await storedTokens();
    expect(server.grants).toEqual(['refresh_token']);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    // A second 401 in a row is the answer: the client refreshes only once per call.
    server.inject({ kind: '401' }, 2);
    expect((await failure(client.query('Vendor'))).isAuthentication).toBe(true);
  });

  it('refreshes an access token near its expiry before using it, and another process then reuses the stored one', async () => {
    server.expireAccessTokens();
    const stored = await storedTokens();
    await context.db
      .update(accountingsyncstate)
      .set({ tokens: { ...stored, accessTokenExpiresAt: new Date(Date.now() + 60_000).toISOString() } })
      .where(eq(accountingsyncstate.id, 1));
    const first = (await openQuickBooksClient({ db: context.db, config: context.config }))!;
    const second = (await openQuickBooksClient({ db: context.db, config: context.config }))!;
    await Promise.all([first.query('Vendor'), second.query('Vendor')]);
    expect(server.grants).toEqual(['refresh_token']);
    expect(server.requests.every((each) => each.status === 200)).toBe(true);
  });

  it('waits after a 429 and tries again', async () => {
    server.inject({ kind: '429', retryAfter: 0 });
    expect(await client.query<QbVendor>('Vendor')).not.toHaveLength(0);
    expect(server.requests.map((each) => each.status)).toEqual([429, 200]);
  });

  it('answers a replayed requestid with the first document, and QuickBooks holds one', async () => {
    const vendorId = server.documents('Vendor')[0]!.Id;
    const first = await client.create<QbBill>('Bill', billOf(vendorId, 'R-1001', 'wov-1'), 'wov-1-v1');
    const again = await client.create<QbBill>('Bill', billOf(vendorId, 'R-1001', 'wov-1'), 'wov-1-v1');
    expect(again.Id).toBe(first.Id);
    expect(server.documents('Bill').filter((bill) => bill.PrivateNote === 'wov-1')).toHaveLength(1);
    expect(first.TotalAmt).toBe(125.5);
  });

  it('surfaces a duplicate DocNumber (6140) and a duplicate name (6240)', async () => {
    const vendorId = server.documents('Vendor')[0]!.Id;
    await client.create('Bill', billOf(vendorId, 'DUP-1'), 'dup-a');
    const fault = await failure(client.create('Bill', billOf(vendorId, 'DUP-1'), 'dup-b'));
    expect(fault.isDuplicateDocNumber).toBe(true);
    expect(fault.status).toBe(400);
    const name = await failure(client.create('Vendor', { DisplayName: 'acme hvac' }, 'vendor-acme'));
    expect(name.isDuplicateName).toBe(true);
    expect(name.detail).toMatch(/Id=\d+/);
  });

  it('tries a QuickBooks failure (500) again', async () => {
    server.inject({ kind: '500' }, 1);
    expect(await client.query('Vendor')).not.toHaveLength(0);
    expect(server.requests.map((each) => each.status)).toEqual([500, 200]);
  }, 10_000);

  const pacedClient = async () => {
    const tokens = await storedTokens();
    return createQuickBooksClient({
      config: context.config.quickBooks!,
      realmId: server.realmId,
      tokens,
      refresh: async () => tokens,
      limiter: createLimiter({ perSecond: 10, perMinute: 500, concurrent: 10 }),
    });
  };
  /** The most requests the server saw arrive within one second. */
  const busiestSecond = () => {
    const times = server.requests.map((each) => each.at);
    return Math.max(...times.map((start) => times.filter((at) => at >= start && at < start + 1000).length));
  };

  it('paces a burst to the per-company limit: never more than 10 requests in a second', async () => {
    const paced = await pacedClient();
    await Promise.all(Array.from({ length: 25 }, () => paced.query('Account')));
    expect(server.requests).toHaveLength(25);
    expect(server.requests.filter((each) => each.status === 429)).toHaveLength(0);
    expect(busiestSecond()).toBeLessThanOrEqual(10);
  }, 15_000);

  it('counts a request until its answer: requests that reach QuickBooks late still keep the second under the limit', async () => {
    // The first ten reach the server 400 ms after they were sent (a slow network, or a busy event loop that
    // ran them late), the rest at once. Paced by when requests were sent, the next ten would arrive within
    // the same second of QuickBooks' count as the first ten, and be refused with 429.
    server.setArrivalDelay((index) => (index < 10 ? 400 : 0));
    try {
      const paced = await pacedClient();
      await Promise.all(Array.from({ length: 20 }, () => paced.query('Account')));
    } finally {
      server.setArrivalDelay(() => 0);
    }
    expect(server.requests.filter((each) => each.status === 429)).toHaveLength(0);
    expect(server.requests).toHaveLength(20);
    expect(busiestSecond()).toBeLessThanOrEqual(10);
  }, 15_000);
});
