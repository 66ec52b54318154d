import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson as send } from './http-fixture';
import { createOAuth } from './quickbooks-server-oauth';
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
  /**
   * The network's delay on the way in: the server sees the nth API request after this call (from 0) this long
   * after it was sent, and counts it against the limits only then, as QuickBooks does.
   */
  setArrivalDelay: (delayOf: (index: number) => number) => void;
  /** Every access token issued so far lapses now. */
  expireAccessTokens: () => void;
  close: () => Promise<void>;
};

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

const THROTTLED = faultBody(
  '3001',
  'message=ThrottleExceeded; errorCode=003001; statusCode=429',
  'The request limit was reached.',
  'SERVICE',
);
/** The status and body of each injected answer. */
const INJECTED: Record<Injected['kind'], (answer: Injected) => [number, unknown]> = {
  '401': () => [401, AUTH_FAULT],
  '429': () => [429, THROTTLED],
  '500': () => [
    500,
    faultBody(
      '10000',
      'An application error has occurred while processing your request',
      'System Failure Error',
      'SystemFault',
    ),
  ],
  fault200: (answer) => [
    200,
    faultBody(
      (answer.kind === 'fault200' && answer.code) || '6000',
      'A business validation error has occurred while processing your request',
      (answer.kind === 'fault200' && answer.message) || 'Business Validation Error: injected by the test',
    ),
  ],
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

  const oauth = createOAuth({ ...options, realmId, accessSeconds });
  const replies = new Map<string, QbAnswer>();
  const requests: QbRequest[] = [];
  const injected: Injected[] = [];
  let delayMs = 0;
  let arrivalDelayOf = (_index: number) => 0;
  let arrivals = 0;

  /** Requests started in the last second and minute, for the limits. */
  const isThrottled = (now: number) =>
    requests.filter((each) => each.at > now - 1000 && each.status !== 429).length >= 10 ||
    requests.filter((each) => each.at > now - 60_000 && each.status !== 429).length >= 500;

  async function api(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const arrivalDelay = arrivalDelayOf(arrivals++);
    if (arrivalDelay) await sleep(arrivalDelay);
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
      return send(response, 429, THROTTLED, { 'retry-after': '1' });
    }
    requests.push(entry);
    if (delayMs) await sleep(delayMs);
    const next = injected.shift();
    if (next) {
      const [status, fault] = INJECTED[next.kind](next);
      const retryAfter = next.kind === '429' ? { 'retry-after': String(next.retryAfter ?? 0) } : {};
      return answer(status, fault, retryAfter);
    }
    if (!oauth.isAuthorized(request)) return answer(401, AUTH_FAULT);
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
      if (request.method === 'GET' && url.pathname === '/oauth2/authorize')
        return oauth.authorize(url, response);
      if (request.method === 'POST' && url.pathname === '/oauth2/tokens/bearer')
        return oauth.token(request, response);
      if (request.method === 'POST' && url.pathname === '/oauth2/tokens/revoke')
        return oauth.revoke(request, response);
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
    grants: oauth.grants,
    revoked: oauth.revoked,
    documents: (entity) => store.list(entity),
    addVendor: (name) => named('Vendor', name),
    addCustomer: (name) => named('Customer', name),
    payBills: (input) => store.payBills(input),
    touch: (entity, id, changes) => store.touch(entity, id, changes),
    inject: (answer, count = 1) => {
      for (let index = 0; index < count; index += 1) injected.push(answer);
    },
    setArrivalDelay: (delayOf) => {
      arrivalDelayOf = delayOf;
      arrivals = 0;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    expireAccessTokens: oauth.expireAccessTokens,
    close: () =>
      new Promise<void>((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  return server;
}
