import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore, faultBody, type QbAnswer, type QbDoc, type StoreEntity } from './quickbooks-store';

// A local server that speaks QuickBooks Online's documented Accounting API v3 and Intuit's OAuth 2.0
// (decision 176), for the client's tests, the e2e run and the crash test: GET /oauth2/authorize (consents at
// once: redirects to redirect_uri with code, state and realmId), POST /oauth2/tokens/bearer
// (authorization_code and refresh_token grants, Basic client credentials, rotating refresh tokens), POST
// /oauth2/tokens/revoke, and under /v3/company/{realmId}: query, companyinfo, and create of Vendor, Customer,
// Bill and Invoice with requestid replay. It enforces the per-company limits (10 a second, 500 a minute) with
// 429 ThrottleExceeded. Not a mock: real HTTP, real tokens, real state. Tests and e2e steer it through the
// returned functions or the same verbs over HTTP under /__control/.

export type QbServerOptions = {
  clientId: string;
  clientSecret: string;
  port?: number;
  realmId?: string;
  companyName?: string;
  /** Access-token lifetime in seconds (Intuit's: 3600). */
  accessTokenSeconds?: number;
  /** Vendors in the company before any push (DisplayName). */
  vendors?: string[];
  customers?: string[];
  expenseAccount?: string;
  incomeItem?: string;
};

/** What the next API calls answer instead of doing their work. */
export type Injected =
  | { kind: '401' }
  | { kind: '429'; retryAfter?: number }
  | { kind: '500' }
  | { kind: 'fault200'; code?: string; message?: string };

export type QbRequest = {
  method: string;
  path: string;
  requestId: string | null;
  at: number;
  status: number;
};

export type QbServer = {
  url: string;
  /** The addresses as QUICKBOOKS_API_URL, _AUTHORIZE_URL, _TOKEN_URL and _REVOKE_URL take them. */
  env: Record<string, string>;
  realmId: string;
  /** Every /v3 request, in order, with the status answered. */
  requests: QbRequest[];
  /** Every grant issued ('authorization_code' | 'refresh_token'). */
  grants: string[];
  /** Refresh tokens revoked. */
  revoked: string[];
  documents: (entity: StoreEntity) => QbDoc[];
  addVendor: (displayName: string) => QbDoc;
  addCustomer: (displayName: string) => QbDoc;
  payBills: (input: Parameters<ReturnType<typeof createStore>['payBills']>[0]) => QbDoc;
  touch: (entity: StoreEntity, id: string, changes: Record<string, unknown>) => QbDoc | undefined;
  inject: (answer: Injected, count?: number) => void;
  /** Every API call waits this long before it is done (the crash test's window). */
  setDelay: (ms: number) => void;
  /** Every access token issued so far lapses now. */
  expireAccessTokens: () => void;
  close: () => Promise<void>;
};

const send = (response: http.ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const AUTH_FAULT = {
  fault: {
    error: [
      {
        message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
        detail: 'Token expired or invalid',
        code: '3200',
      },
    ],
    type: 'AUTHENTICATION',
  },
};

export async function startQuickBooksServer(options: QbServerOptions): Promise<QbServer> {
  const realmId = options.realmId ?? '9341453000000001';
  const accessSeconds = options.accessTokenSeconds ?? 3600;
  const store = createStore();
  store.insert('Account', {
    Name: options.expenseAccount ?? 'Job Expenses',
    AccountType: 'Expense',
    Active: true,
  });
  store.insert('Item', { Name: options.incomeItem ?? 'Services', Type: 'Service', Active: true });
  for (const name of options.vendors ?? []) store.create('Vendor', { DisplayName: name });
  for (const name of options.customers ?? []) store.create('Customer', { DisplayName: name });

  const accessTokens = new Map<string, number>();
  /** A refresh token is good until the one issued from it is used (Intuit's rotation). */
  const refreshTokens = new Map<string, { parent?: string }>();
  const codes = new Map<string, string>();
  const replies = new Map<string, QbAnswer>();
  const requests: QbRequest[] = [];
  const grants: string[] = [];
  const revoked: string[] = [];
  const injected: Injected[] = [];
  let delayMs = 0;

  const issue = (grant: string, parent?: string) => {
    grants.push(grant);
    const access = `at-${randomBytes(12).toString('hex')}`;
    const refresh = `rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, Date.now() + accessSeconds * 1000);
    refreshTokens.set(refresh, { parent });
    if (parent) {
      const grandparent = refreshTokens.get(parent)?.parent;
      if (grandparent) refreshTokens.delete(grandparent);
    }
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: accessSeconds,
      x_refresh_token_expires_in: 8_726_400,
    };
  };
  const basicOk = (request: http.IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!basicOk(request)) return send(response, 401, { error: 'invalid_client' });
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') === 'authorization_code') {
      const redirect = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!redirect || redirect !== form.get('redirect_uri'))
        return send(response, 400, { error: 'invalid_grant' });
      return send(response, 200, issue('authorization_code'));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(presented)) return send(response, 400, { error: 'invalid_grant' });
      return send(response, 200, issue('refresh_token', presented));
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  }

  /** Requests started in the last second and minute, for the limits. */
  const isThrottled = (now: number) =>
    requests.filter((each) => each.at > now - 1000 && each.status !== 429).length >= 10 ||
    requests.filter((each) => each.at > now - 60_000 && each.status !== 429).length >= 500;

  async function api(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const entry: QbRequest = {
      method: request.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      requestId: url.searchParams.get('requestid'),
      at: Date.now(),
      status: 0,
    };
    const answer = (status: number, body: unknown, headers = {}) => {
      entry.status = status;
      send(response, status, body, headers);
    };
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (isThrottled(entry.at)) {
      requests.push({ ...entry, status: 429 });
      return send(
        response,
        429,
        faultBody(
          '3001',
          'message=ThrottleExceeded; errorCode=003001; statusCode=429',
          'The request limit was reached.',
          'SERVICE',
        ),
        { 'retry-after': '1' },
      );
    }
    requests.push(entry);
    if (delayMs) await sleep(delayMs);
    const next = injected.shift();
    if (next?.kind === '401') return answer(401, AUTH_FAULT);
    if (next?.kind === '429')
      return answer(
        429,
        faultBody(
          '3001',
          'message=ThrottleExceeded; errorCode=003001; statusCode=429',
          'The request limit was reached.',
          'SERVICE',
        ),
        { 'retry-after': String(next.retryAfter ?? 0) },
      );
    if (next?.kind === '500')
      return answer(
        500,
        faultBody(
          '10000',
          'An application error has occurred while processing your request',
          'System Failure Error',
          'SystemFault',
        ),
      );
    if (next?.kind === 'fault200')
      return answer(
        200,
        faultBody(
          next.code ?? '6000',
          'A business validation error has occurred while processing your request',
          next.message ?? 'Business Validation Error: injected by the test',
        ),
      );
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if ((accessTokens.get(bearer) ?? 0) <= Date.now()) return answer(401, AUTH_FAULT);
    const match = /^\/v3\/company\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match || match[1] !== realmId)
      return answer(
        403,
        faultBody(
          '3100',
          'ApplicationAuthorizationFailed',
          'The realm is not this company.',
          'AuthorizationFault',
        ),
      );
    const [, , resource = '', id] = match;
    if (request.method === 'GET' && resource === 'query') {
      const result = store.query(url.searchParams.get('query') ?? '');
      return answer(result.status, result.body);
    }
    if (request.method === 'GET' && resource === 'companyinfo')
      return answer(200, {
        CompanyInfo: {
          Id: '1',
          CompanyName: options.companyName ?? 'Dispatchwise Sandbox Co.',
          Country: 'US',
        },
      });
    const entity = ['Vendor', 'Customer', 'Bill', 'Invoice'].find((name) => name.toLowerCase() === resource);
    if (request.method === 'POST' && entity && !id) {
      const key = entry.requestId ? `${entity}:${entry.requestId}` : undefined;
      const replay = key ? replies.get(key) : undefined;
      if (replay) return answer(replay.status, replay.body);
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return answer(
          400,
          faultBody('2010', 'Request has invalid or unsupported property', 'The body is not JSON.'),
        );
      }
      const result = store.create(entity, parsed);
      if (key) replies.set(key, result);
      return answer(result.status, result.body);
    }
    return answer(404, faultBody('610', 'Object Not Found', `No ${resource} here.`));
  }

  async function control(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const input =
      request.method === 'POST'
        ? (JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>)
        : {};
    const verb = url.pathname.replace(/^\/__control\//, '');
    if (verb === 'vendors') return send(response, 200, server.addVendor(String(input.DisplayName)));
    if (verb === 'customers') return send(response, 200, server.addCustomer(String(input.DisplayName)));
    if (verb === 'billpayments')
      return send(response, 200, server.payBills(input as Parameters<QbServer['payBills']>[0]));
    if (verb === 'inject') {
      server.inject(input.answer as Injected, Number(input.count ?? 1));
      return send(response, 200, { ok: true });
    }
    if (verb === 'delay') {
      server.setDelay(Number(input.ms ?? 0));
      return send(response, 200, { ok: true });
    }
    if (verb === 'requests') return send(response, 200, requests);
    const documents = /^documents\/(\w+)$/.exec(verb);
    if (documents) {
      const filters = [...url.searchParams.entries()];
      const list = server
        .documents(documents[1] as StoreEntity)
        .filter((doc) => filters.every(([key, value]) => String(doc[key]) === value));
      return send(response, 200, list);
    }
    return send(response, 404, { message: `No control verb ${verb}` });
  }

  const httpServer = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const run = async () => {
      if (request.method === 'GET' && url.pathname === '/oauth2/authorize') {
        const redirect = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== options.clientId || !redirect)
          return send(response, 400, { error: 'invalid_request' });
        const code = `code-${randomBytes(8).toString('hex')}`;
        codes.set(code, redirect);
        const target = new URL(redirect);
        target.searchParams.set('code', code);
        target.searchParams.set('state', url.searchParams.get('state') ?? '');
        target.searchParams.set('realmId', realmId);
        response.writeHead(302, { location: target.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/oauth2/tokens/bearer')
        return token(request, response);
      if (request.method === 'POST' && url.pathname === '/oauth2/tokens/revoke') {
        if (!basicOk(request)) return send(response, 401, { error: 'invalid_client' });
        const { token: presented } = JSON.parse((await readBody(request)) || '{}') as { token?: string };
        if (presented && refreshTokens.delete(presented)) revoked.push(presented);
        if (presented) accessTokens.delete(presented);
        return send(response, 200, {});
      }
      if (url.pathname.startsWith('/v3/')) return api(request, response, url);
      if (url.pathname.startsWith('/__control/')) return control(request, response, url);
      return send(response, 404, { message: 'Not found' });
    };
    run().catch((error: unknown) => send(response, 500, { message: (error as Error).message }));
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;

  const named = (entity: 'Vendor' | 'Customer', DisplayName: string) => {
    const result = store.create(entity, { DisplayName });
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    return (result.body as Record<string, QbDoc>)[entity]!;
  };
  const server: QbServer = {
    url,
    env: {
      QUICKBOOKS_API_URL: url,
      QUICKBOOKS_AUTHORIZE_URL: `${url}/oauth2/authorize`,
      QUICKBOOKS_TOKEN_URL: `${url}/oauth2/tokens/bearer`,
      QUICKBOOKS_REVOKE_URL: `${url}/oauth2/tokens/revoke`,
      QUICKBOOKS_CLIENT_ID: options.clientId,
      QUICKBOOKS_CLIENT_SECRET: options.clientSecret,
    },
    realmId,
    requests,
    grants,
    revoked,
    documents: (entity) => store.list(entity),
    addVendor: (name) => named('Vendor', name),
    addCustomer: (name) => named('Customer', name),
    payBills: (input) => store.payBills(input),
    touch: (entity, id, changes) => store.touch(entity, id, changes),
    inject: (answer, count = 1) => {
      for (let index = 0; index < count; index += 1) injected.push(answer);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    expireAccessTokens: () => {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  return server;
}
