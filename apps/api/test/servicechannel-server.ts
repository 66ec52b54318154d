import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson as json } from './http-fixture';

// A small server that speaks ServiceChannel's documented Service Automation API v3 (decision 170), for the
// client's tests and the e2e run: POST /oauth/token (Basic client credentials; password and refresh_token
// grants; expiring tokens), GET /v3/workorders?purchaseNumber= ("starts with", as ServiceChannel matches),
// GET /v3/workorders/{id}/attachments and /attachments/{attachmentId} (the file), a 429 with Retry-After
// when asked, and faults as { ErrorCodes, ErrorMessage }. Not a mock: real HTTP, real tokens, real state.

export type ScServerAttachment = { Id: number; FileName: string; MimeType: string; data: Buffer };
export type ScServerWorkOrder = Record<string, unknown> & { Id: number; PurchaseNumber: string };

export type ScServerOptions = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** Access-token lifetime in seconds (ServiceChannel's is 600). */
  tokenSeconds?: number;
  workOrders?: ScServerWorkOrder[];
  attachments?: Record<number, ScServerAttachment[]>;
};

export type ScServer = {
  /** The API URL (…/v3) and the login URL, as SERVICECHANNEL_API_URL and SERVICECHANNEL_LOGIN_URL take them. */
  apiUrl: string;
  loginUrl: string;
  /** Every grant issued, in order ('password' | 'refresh_token'). */
  grants: string[];
  /** Every API request's path and query, in order. */
  requests: string[];
  /** The next `count` API calls answer 429 with `Retry-After: seconds`. */
  throttleNext: (count: number, seconds: number) => void;
  /** The next API call answers this fault. */
  failNext: (status: number, fault: { ErrorCodes: (string | number)[]; ErrorMessage: string }) => void;
  /** Every access token issued so far lapses now (refresh tokens stay good). */
  expireTokens: () => void;
  /** Refresh tokens issued so far are refused (a revoked refresh). */
  revokeRefreshTokens: () => void;
  addWorkOrder: (order: ScServerWorkOrder, attachments?: ScServerAttachment[]) => void;
  close: () => Promise<void>;
};

export async function startServiceChannelServer(
  options: ScServerOptions & { port?: number },
): Promise<ScServer> {
  const tokenSeconds = options.tokenSeconds ?? 600;
  const workOrders = [...(options.workOrders ?? [])];
  const attachments = new Map<number, ScServerAttachment[]>(
    Object.entries(options.attachments ?? {}).map(([id, list]) => [Number(id), list]),
  );
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const grants: string[] = [];
  const requests: string[] = [];
  let throttle = { count: 0, seconds: 1 };
  let fault: { status: number; body: unknown } | undefined;

  const issue = (response: http.ServerResponse, grant: string) => {
    grants.push(grant);
    const access = randomBytes(16).toString('hex');
    const refresh = randomBytes(16).toString('hex');
    accessTokens.set(access, Date.now() + tokenSeconds * 1000);
    refreshTokens.add(refresh);
    json(response, 200, {
      access_token: access,
      token_type: 'bearer',
      expires_in: tokenSeconds,
      refresh_token: refresh,
    });
  };

  const token = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const expected = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    if (request.headers.authorization !== `Basic ${expected}`)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed.',
      });
    const form = new URLSearchParams(await readBody(request));
    const grant = form.get('grant_type');
    if (grant === 'password') {
      if (form.get('username') !== options.username || form.get('password') !== options.password)
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'The user name or password is incorrect.',
        });
      return issue(response, grant);
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.delete(refresh))
        return json(response, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token.' });
      return issue(response, grant);
    }
    return json(response, 400, { error: 'unsupported_grant_type' });
  };

  const api = (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => {
    requests.push(`${url.pathname}${url.search}`);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = accessTokens.get(bearer);
    if (expiresAt === undefined || expiresAt <= Date.now())
      return json(response, 401, {
        ErrorCodes: [401],
        ErrorMessage: 'Authorization has been denied for this request.',
      });
    if (throttle.count > 0) {
      throttle.count -= 1;
      return json(
        response,
        429,
        { Reason: 'Request has been throttled. Your current Application limit is [40] per [1] minute' },
        { 'retry-after': String(throttle.seconds) },
      );
    }
    if (fault) {
      const { status, body } = fault;
      fault = undefined;
      return json(response, status, body);
    }
    const path = url.pathname.replace(/^\/v3/, '');
    if (request.method === 'GET' && path === '/workorders') {
      const po = (url.searchParams.get('purchaseNumber') ?? '').toLowerCase();
      if (!po)
        return json(response, 400, { ErrorCodes: [1001], ErrorMessage: 'A search criterion is required.' });
      return json(
        response,
        200,
        workOrders.filter((order) => String(order.PurchaseNumber).toLowerCase().startsWith(po)),
      );
    }
    const list = /^\/workorders\/(\d+)\/attachments$/.exec(path);
    if (request.method === 'GET' && list) {
      if (!workOrders.some((order) => order.Id === Number(list[1])))
        return json(response, 404, { ErrorCodes: [404], ErrorMessage: 'Work order not found.' });
      const files = attachments.get(Number(list[1])) ?? [];
      return json(
        response,
        200,
        files.map(({ Id, FileName, MimeType, data }) => ({ Id, FileName, MimeType, Size: data.length })),
      );
    }
    const file = /^\/workorders\/(\d+)\/attachments\/(\d+)$/.exec(path);
    if (request.method === 'GET' && file) {
      const found = (attachments.get(Number(file[1])) ?? []).find((entry) => entry.Id === Number(file[2]));
      if (!found) return json(response, 404, { ErrorCodes: [404], ErrorMessage: 'Attachment not found.' });
      response.writeHead(200, { 'content-type': found.MimeType, 'content-length': found.data.length });
      return response.end(found.data);
    }
    return json(response, 404, { ErrorCodes: [404], ErrorMessage: 'Resource not found.' });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const run =
      request.method === 'POST' && url.pathname === '/oauth/token'
        ? token(request, response)
        : Promise.resolve(api(request, response, url));
    run.catch(() => json(response, 500, { ErrorCodes: [500], ErrorMessage: 'Internal error.' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  return {
    apiUrl: `${base}/v3`,
    loginUrl: base,
    grants,
    requests,
    throttleNext: (count, seconds) => {
      throttle = { count, seconds };
    },
    failNext: (status, body) => {
      fault = { status, body };
    },
    expireTokens: () => {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    revokeRefreshTokens: () => refreshTokens.clear(),
    addWorkOrder: (order, files) => {
      workOrders.push(order);
      if (files) attachments.set(order.Id, files);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
