import type { QuickBooksConfig } from '../../../config';
import { QuickBooksFault } from './quickbooks.fault';
import { qbTokenAnswerSchema, type StoredTokens } from './quickbooks.types';

// Intuit's OAuth 2.0 (decision 176): the authorization-code grant with the accounting scope, the token
// endpoint with the app's Basic client credentials for the code and for refreshes (Intuit rotates the
// refresh token, so each answer's is the one to keep), and revoke.

export const QUICKBOOKS_SCOPE = 'com.intuit.quickbooks.accounting';
const TIMEOUT_MS = 30_000;

/** The address the browser goes to for the company's consent; Intuit comes back with `code`, `state`, `realmId`. */
export function authorizationUrl(config: QuickBooksConfig, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', QUICKBOOKS_SCOPE);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

const basic = (config: QuickBooksConfig) =>
  `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

async function post(config: QuickBooksConfig, url: string, body: string, contentType: string) {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { authorization: basic(config), 'content-type': contentType, accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new QuickBooksFault({
      status: 0,
      code: 'network',
      message: `QuickBooks sign-in: ${(error as Error).message}`,
    });
  }
}

async function grant(config: QuickBooksConfig, form: Record<string, string>): Promise<StoredTokens> {
  const response = await post(
    config,
    config.tokenUrl,
    new URLSearchParams(form).toString(),
    'application/x-www-form-urlencoded',
  );
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text || '{}') as Record<string, unknown>;
  } catch {
    // Not JSON: the status says it.
  }
  if (!response.ok) {
    const code = typeof body.error === 'string' ? body.error : `HTTP ${response.status}`;
    const reason = typeof body.error_description === 'string' ? body.error_description : code;
    throw new QuickBooksFault({ status: response.status, code, message: `QuickBooks sign-in: ${reason}` });
  }
  const parsed = qbTokenAnswerSchema.safeParse(body);
  if (!parsed.success)
    throw new QuickBooksFault({
      status: 502,
      code: 'token_answer',
      message: 'QuickBooks sign-in: the token answer was not understood.',
    });
  const now = Date.now();
  const seconds = parsed.data.x_refresh_token_expires_in;
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    accessTokenExpiresAt: new Date(now + parsed.data.expires_in * 1000).toISOString(),
    refreshTokenExpiresAt: seconds ? new Date(now + seconds * 1000).toISOString() : null,
  };
}

export const exchangeCode = (config: QuickBooksConfig, code: string) =>
  grant(config, { grant_type: 'authorization_code', code, redirect_uri: config.redirectUri });

export const refreshTokens = (config: QuickBooksConfig, refreshToken: string) =>
  grant(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Revokes the grant (a refresh token revokes the access tokens made from it too). */
export async function revokeToken(config: QuickBooksConfig, token: string): Promise<void> {
  const response = await post(config, config.revokeUrl, JSON.stringify({ token }), 'application/json');
  await response.body?.cancel();
  if (!response.ok)
    throw new QuickBooksFault({
      status: response.status,
      code: `HTTP ${response.status}`,
      message: `QuickBooks revoke: HTTP ${response.status}`,
    });
}
