import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { readBody, sendJson as send } from './http-fixture';

// Intuit's OAuth 2.0 as the local QuickBooks server speaks it (decision 176): authorize consents at once
// (redirects with code, state and realmId), the token endpoint takes the app's Basic credentials for the
// authorization_code and refresh_token grants, and refresh tokens rotate: each one stays good until the
// one issued from it has been used (so a process that died before storing the newest can still refresh).

export function createOAuth(options: {
  clientId: string;
  clientSecret: string;
  realmId: string;
  accessSeconds: number;
}) {
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, { parent?: string }>();
  const codes = new Map<string, string>();
  const grants: string[] = [];
  const revoked: string[] = [];

  const issue = (grant: string, parent?: string) => {
    grants.push(grant);
    const access = `at-${randomBytes(12).toString('hex')}`;
    const refresh = `rt-${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, Date.now() + options.accessSeconds * 1000);
    refreshTokens.set(refresh, { parent });
    const grandparent = parent ? refreshTokens.get(parent)?.parent : undefined;
    if (grandparent) refreshTokens.delete(grandparent);
    return {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: options.accessSeconds,
      x_refresh_token_expires_in: 8_726_400,
    };
  };
  const isApp = (request: http.IncomingMessage) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  function authorize(url: URL, response: http.ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    if (url.searchParams.get('client_id') !== options.clientId || !redirect)
      return send(response, 400, { error: 'invalid_request' });
    const code = `code-${randomBytes(8).toString('hex')}`;
    codes.set(code, redirect);
    const target = new URL(redirect);
    target.searchParams.set('code', code);
    target.searchParams.set('state', url.searchParams.get('state') ?? '');
    target.searchParams.set('realmId', options.realmId);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  async function token(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!isApp(request)) return send(response, 401, { error: 'invalid_client' });
    const form = new URLSearchParams(await readBody(request));
    const presented = form.get('code') ?? form.get('refresh_token') ?? '';
    if (form.get('grant_type') === 'authorization_code') {
      const redirect = codes.get(presented);
      codes.delete(presented);
      if (!redirect || redirect !== form.get('redirect_uri'))
        return send(response, 400, { error: 'invalid_grant' });
      return send(response, 200, issue('authorization_code'));
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (!refreshTokens.has(presented)) return send(response, 400, { error: 'invalid_grant' });
      return send(response, 200, issue('refresh_token', presented));
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  }

  async function revoke(request: http.IncomingMessage, response: http.ServerResponse) {
    if (!isApp(request)) return send(response, 401, { error: 'invalid_client' });
    const { token: presented } = JSON.parse((await readBody(request)) || '{}') as { token?: string };
    if (presented && refreshTokens.delete(presented)) revoked.push(presented);
    if (presented) accessTokens.delete(presented);
    return send(response, 200, {});
  }

  return {
    grants,
    revoked,
    authorize,
    token,
    revoke,
    /** The bearer token of a request is one issued and not lapsed. */
    isAuthorized: (request: http.IncomingMessage) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      return (accessTokens.get(bearer) ?? 0) > Date.now();
    },
    expireAccessTokens: () => {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
  };
}
