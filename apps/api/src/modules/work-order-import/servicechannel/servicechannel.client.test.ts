import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startServiceChannelServer } from '../../../../test/servicechannel-server';
import { HttpError } from '../../../lib/errors';
import { createServiceChannelClient } from './servicechannel.client';

// The ServiceChannel client against a local server that speaks the documented API (decision 170): the
// password grant with Basic client credentials, refresh before expiry, the exact PO among "starts with"
// matches, Retry-After on 429, and faults carried into the answer's message.

const account = {
  clientId: 'SB.2026.dispatchwise',
  clientSecret: 'secret-1',
  username: 'provider',
  password: 'pw',
};
const order = (Id: number, PurchaseNumber: string) => ({
  Id,
  Number: String(90_000 + Id),
  PurchaseNumber,
  SubscriberId: 2001,
  Description: 'Leak',
});
const server = await startServiceChannelServer({
  ...account,
  workOrders: [order(1, 'PO-100'), order(2, 'PO-1001'), order(3, 'po-100x')],
  attachments: {
    1: [{ Id: 7, FileName: 'photo.jpg', MimeType: 'image/jpeg', data: Buffer.from('jpeg bytes') }],
  },
});
afterAll(() => server.close());

const clientOf = (overrides: Partial<typeof account> = {}) =>
  createServiceChannelClient({ apiUrl: server.apiUrl, loginUrl: server.loginUrl, ...account, ...overrides });

beforeEach(() => {
  server.grants.length = 0;
  server.requests.length = 0;
});

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('ServiceChannel client', () => {
  it('signs in once with the password grant and keeps only the exact PO of the "starts with" matches', async () => {
    const client = clientOf();
    expect((await client.findWorkOrdersByPo('PO-100')).map((o) => o.Id)).toEqual([1]);
    expect(await client.findWorkOrdersByPo('PO-10')).toEqual([]);
    expect(server.grants).toEqual(['password']);
    expect(server.requests).toEqual([
      '/v3/workorders?purchaseNumber=PO-100',
      '/v3/workorders?purchaseNumber=PO-10',
    ]);
  });

  it('refreshes an expired token with refresh_token, and signs in again when the refresh is refused', async () => {
    const client = clientOf();
    await client.findWorkOrdersByPo('PO-100');
    server.expireTokens();
    await client.findWorkOrdersByPo('PO-100');
    expect(server.grants).toEqual(['password', 'refresh_token']);
    server.expireTokens();
    server.revokeRefreshTokens();
    await client.findWorkOrdersByPo('PO-100');
    expect(server.grants).toEqual(['password', 'refresh_token', 'password']);
  });

  it('renews the token before it lapses (a token of 20 s is within the margin)', async () => {
    const short = await startServiceChannelServer({
      ...account,
      tokenSeconds: 20,
      workOrders: [order(1, 'A')],
    });
    try {
      const client = createServiceChannelClient({
        apiUrl: short.apiUrl,
        loginUrl: short.loginUrl,
        ...account,
      });
      await client.findWorkOrdersByPo('A');
      await client.findWorkOrdersByPo('A');
      expect(short.grants).toEqual(['password', 'refresh_token']);
    } finally {
      await short.close();
    }
  });

  it('waits out a 429 with Retry-After and then answers', async () => {
    server.throttleNext(2, 1);
    expect(await clientOf().findWorkOrdersByPo('PO-100')).toHaveLength(1);
    expect(server.requests.filter((path) => path.startsWith('/v3/workorders'))).toHaveLength(3);
  });

  it('gives up after a bounded number of retries, with the throttle reason', async () => {
    server.throttleNext(10, 0);
    const error = await failure(clientOf().findWorkOrdersByPo('PO-100'));
    expect(error.status).toBe(502);
    expect(error.message).toContain('Request has been throttled');
    expect(server.requests).toHaveLength(4);
    server.throttleNext(0, 0);
  });

  it('does not wait when Retry-After is longer than the client accepts', async () => {
    server.throttleNext(1, 3600);
    const error = await failure(clientOf().findWorkOrdersByPo('PO-100'));
    expect(error.status).toBe(502);
    expect(server.requests).toHaveLength(1);
  });

  it('turns { ErrorCodes, ErrorMessage } into the answer: 400 for the request, 502 for ServiceChannel', async () => {
    server.failNext(400, { ErrorCodes: [4021], ErrorMessage: 'Purchase number is malformed.' });
    const bad = await failure(clientOf().findWorkOrdersByPo('PO-100'));
    expect([bad.status, bad.message]).toEqual([
      400,
      'ServiceChannel work-order search: Purchase number is malformed. (4021)',
    ]);
    server.failNext(500, { ErrorCodes: ['E500'], ErrorMessage: 'Service unavailable.' });
    const down = await failure(clientOf().findWorkOrdersByPo('PO-100'));
    expect([down.status, down.message]).toEqual([
      502,
      'ServiceChannel work-order search: Service unavailable. (E500)',
    ]);
  });

  it('reports a refused sign-in with the OAuth reason', async () => {
    const wrongSecret = await failure(clientOf({ clientSecret: 'nope' }).findWorkOrdersByPo('PO-100'));
    expect([wrongSecret.status, wrongSecret.message]).toEqual([
      502,
      'ServiceChannel sign-in: Client authentication failed.',
    ]);
    const wrongPassword = await failure(clientOf({ password: 'nope' }).findWorkOrdersByPo('PO-100'));
    expect(wrongPassword.message).toBe('ServiceChannel sign-in: The user name or password is incorrect.');
  });

  it("lists and downloads a work order's attachments", async () => {
    const client = clientOf();
    const [attachment] = await client.listAttachments(1);
    expect(attachment).toMatchObject({ Id: 7, FileName: 'photo.jpg', MimeType: 'image/jpeg', Size: 10 });
    const file = await client.downloadAttachment(1, 7);
    expect(file?.data.toString()).toBe('jpeg bytes');
    expect(file?.contentType).toBe('image/jpeg');
    const missing = await failure(client.downloadAttachment(1, 8));
    expect([missing.status, missing.message]).toEqual([
      400,
      'ServiceChannel attachment download: Attachment not found. (404)',
    ]);
  });
});
