import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestContext, type Response, type TestUser } from '../../../test/helpers';

const ctx = createTestContext({ issuer: true });

const CLIENT_ID = 'dispatchwise-web';
const REDIRECT_URI = 'http://localhost:8080/login/callback';
const PASSWORD = 'Correct horse battery 1';

let ipSequence = 0;
/** Each flow signs in from its own address, so the per-IP limit of one test never touches another. */
const nextIp = () => `10.0.0.${++ipSequence}`;

/** Just enough of a browser: a cookie jar keyed by name and path, and one client address. */
function browser(remoteAddress = nextIp()) {
  const jar = new Map<string, { name: string; value: string; path: string }>();

  function cookieHeader(url: string): string {
    const pathname = new URL(url, 'http://localhost').pathname;
    return [...jar.values()]
      .filter(
        (cookie) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  async function request(options: InjectOptions & { url: string }): Promise<Response> {
    const url = options.url.replace(/^https?:\/\/[^/]+/, '');
    const response = await ctx.app.inject({
      ...options,
      url,
      remoteAddress,
      headers: { ...(options.headers as Record<string, string>), cookie: cookieHeader(url) },
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const path = cookie.path ?? '/';
      const key = `${cookie.name}@${path}`;
      const gone =
        !cookie.value || cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (gone) jar.delete(key);
      else jar.set(key, { name: cookie.name, value: cookie.value, path });
    }
    return response;
  }

  return {
    get: (url: string) => request({ method: 'GET', url }),
    post: (url: string, form: Record<string, string>) =>
      request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form).toString(),
      }),
  };
}

type Browser = ReturnType<typeof browser>;
type Tokens = {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
};

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(challenge: string | undefined, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  });
  return `/auth/auth?${params}`;
}

function location(response: Response): string {
  const value = response.headers.location;
  expect(value, `status ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeTypeOf('string');
  return value as string;
}

/** Starts an authorization request and returns the sign-in page's path. */
async function startSignIn(agent: Browser, challenge: string): Promise<string> {
  const response = await agent.get(authorizeUrl(challenge));
  expect(response.statusCode).toBe(303);
  const signInPath = location(response);
  expect(signInPath).toMatch(/^\/signin\/[\w-]+$/);
  return signInPath;
}

/** Follows redirects back through the issuer until the web app's callback receives the code. */
async function followToCallback(agent: Browser, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 5; hop++) {
    expect(current.statusCode, current.body.slice(0, 300)).toBe(303);
    const target = location(current);
    if (target.startsWith(REDIRECT_URI)) return new URL(target);
    current = await agent.get(target);
  }
  throw new Error('too many redirects');
}

async function exchangeCode(agent: Browser, code: string, verifier: string): Promise<Response> {
  return agent.post('/auth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
}

/** The whole browser flow: authorize -> sign-in page -> password -> code -> tokens. */
async function signInFlow(user: TestUser, agent = browser()): Promise<{ agent: Browser; tokens: Tokens }> {
  const { verifier, challenge } = pkce();
  const signInPath = await startSignIn(agent, challenge);
  const posted = await agent.post(signInPath, { email: user.email, password: PASSWORD });
  const callback = await followToCallback(agent, posted);
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const exchanged = await exchangeCode(agent, code!, verifier);
  expect(exchanged.statusCode, exchanged.body).toBe(200);
  return { agent, tokens: exchanged.json() as Tokens };
}

async function publicKeys(): Promise<JSONWebKeySet> {
  const response = await ctx.app.inject({ method: 'GET', url: '/auth/jwks' });
  expect(response.statusCode).toBe(200);
  return response.json() as JSONWebKeySet;
}

const signInUser = (fields: Parameters<typeof ctx.createUser>[0] = {}) =>
  ctx.createUser({ roles: ['Dispatchers'], password: PASSWORD, ...fields });

describe('embedded issuer', () => {
  it('publishes discovery with the issuer under /auth and S256 PKCE', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/auth/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json() as Record<string, unknown>;
    expect(discovery.issuer).toBe(ctx.config.oidc.issuerUrl);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toMatch(/\/auth\/session\/end$/);
  });

  it('answers CORS for the web app origins only', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/auth/token',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    // Preflight is allowed broadly; the actual response carries the origin only for the client's own.
    expect((await preflight('http://localhost:5173')).statusCode).toBe(204);
    const user = await signInUser();
    const { tokens } = await signInFlow(user);
    const refresh = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/token',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: CLIENT_ID,
        }).toString(),
      });
    const allowed = await refresh('http://localhost:5173');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const refused = await refresh('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs in with code + PKCE and issues an RS256 JWT access token the API accepts', async () => {
    const user = await signInUser();
    const agent = browser();
    const { verifier, challenge } = pkce();
    const signInPath = await startSignIn(agent, challenge);

    const page = await agent.get(signInPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>Dispatchwise</h1>');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('>Sign in</button>');
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080 http://localhost:5173",
    );

    const posted = await agent.post(signInPath, { email: user.email.toUpperCase(), password: PASSWORD });
    const callback = await followToCallback(agent, posted);
    const code = callback.searchParams.get('code')!;
    expect(callback.searchParams.get('iss')).toBe(ctx.config.oidc.issuerUrl);

    const exchanged = await exchangeCode(agent, code, verifier);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const tokens = exchanged.json() as Tokens;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toBeTruthy();

    const { payload, protectedHeader } = await jwtVerify(
      tokens.access_token,
      createLocalJWKSet(await publicKeys()),
      {
        issuer: ctx.config.oidc.issuerUrl,
        audience: ctx.config.oidc.audience,
        algorithms: ['RS256'],
      },
    );
    expect(protectedHeader).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({
      sub: user.user_id,
      email: user.email,
      name: `Test ${user.family_name}`,
      client_id: CLIENT_ID,
    });
    expect(payload.roles).toEqual(['Dispatchers']);
    expect(payload.permissions).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(payload.exp! - payload.iat!).toBe(3600);

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: user.user_id,
      aud: CLIENT_ID,
      nonce: 'nonce-1',
      email: user.email,
      email_verified: true,
      given_name: 'Test',
      family_name: user.family_name,
      name: `Test ${user.family_name}`,
    });

    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({
      user_id: user.user_id,
      email: user.email,
      roles: ['Dispatchers'],
    });

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.logins_count).toBe(1);
    expect(row!.last_login).toBeInstanceOf(Date);
    expect(row!.failed_logins).toBe(0);

    // The code is single-use.
    const replay = await exchangeCode(agent, code, verifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without PKCE', async () => {
    const response = await browser().get(authorizeUrl(undefined));
    const target = new URL(location(response));
    expect(target.origin + target.pathname).toBe(REDIRECT_URI);
    expect(target.searchParams.get('error')).toBe('invalid_request');
    expect(target.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect_uri the web client did not register', async () => {
    const response = await browser().get(
      authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/callback' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('redirect_uri did not match');
  });

  it('rejects a code exchanged with the wrong code_verifier', async () => {
    const user = await signInUser();
    const agent = browser();
    const { challenge } = pkce();
    const posted = await agent.post(await startSignIn(agent, challenge), {
      email: user.email,
      password: PASSWORD,
    });
    const callback = await followToCallback(agent, posted);
    const exchanged = await exchangeCode(agent, callback.searchParams.get('code')!, pkce().verifier);
    expect(exchanged.statusCode).toBe(400);
    expect(exchanged.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows the error for a wrong password and for an unknown address', async () => {
    const user = await signInUser();
    const agent = browser();
    const signInPath = await startSignIn(agent, pkce().challenge);

    const wrong = await agent.post(signInPath, { email: user.email, password: 'not it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain('Invalid email or password.');
    expect(wrong.body).toContain(`value="${user.email}"`);

    const unknown = await agent.post(signInPath, {
      email: 'nobody@test.dispatchwise.local',
      password: PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('Invalid email or password.');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.failed_logins).toBe(1);
  });

  it('refuses blocked and inactive users', async () => {
    for (const fields of [{ blocked: true }, { isactive: false }]) {
      const user = await signInUser(fields);
      const agent = browser();
      const response = await agent.post(await startSignIn(agent, pkce().challenge), {
        email: user.email,
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('Your account is blocked.');
    }
  });

  it('locks an address after 5 wrong passwords: the 6th attempt is refused even with the right one', async () => {
    const user = await signInUser();
    const agent = browser();
    const signInPath = await startSignIn(agent, pkce().challenge);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await agent.post(signInPath, { email: user.email, password: `wrong ${attempt}` });
      expect(response.body).toContain('Invalid email or password.');
    }
    const sixth = await agent.post(signInPath, { email: user.email, password: PASSWORD });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('Too many attempts. Try again in a few minutes.');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.locked_until!.getTime()).toBeGreaterThan(Date.now() + 4 * 60 * 1000);

    // Once the lock has passed, the right password works again.
    await ctx.db
      .update(users)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const after = await agent.post(signInPath, { email: user.email, password: PASSWORD });
    expect(after.statusCode).toBe(303);
  });

  it('limits failed sign-ins per client address to 20 a minute, and good ones do not count', async () => {
    const agent = browser();
    const signInPath = await startSignIn(agent, pkce().challenge);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 21; attempt++) {
      const response = await agent.post(signInPath, {
        email: `spray-${attempt}@test.dispatchwise.local`,
        password: 'x',
      });
      statuses.push(response.statusCode);
      if (attempt === 21) expect(response.body).toContain('Too many attempts. Try again in a few minutes.');
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('does not count successful sign-ins against the address', async () => {
    const user = await signInUser();
    const agent = browser();
    for (let attempt = 1; attempt <= 25; attempt++) {
      const signInPath = await startSignIn(agent, pkce().challenge);
      const response = await agent.post(signInPath, { email: user.email, password: PASSWORD });
      expect(response.statusCode, `sign-in ${attempt}`).toBe(303);
    }
  });

  it('rotates refresh tokens and refuses a used one', async () => {
    const user = await signInUser();
    const { agent, tokens } = await signInFlow(user);

    const refreshed = await agent.post('/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json() as Tokens;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await jwtVerify(next.access_token, createLocalJWKSet(await publicKeys()), {
      issuer: ctx.config.oidc.issuerUrl,
      audience: ctx.config.oidc.audience,
    });
    expect(payload).toMatchObject({ sub: user.user_id, roles: ['Dispatchers'] });

    const reused = await agent.post('/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('stops refreshing once the user is blocked', async () => {
    const user = await signInUser();
    const { agent, tokens } = await signInFlow(user);
    await ctx.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    const refreshed = await agent.post('/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('skips the sign-in page while the issuer session lives', async () => {
    const user = await signInUser();
    const { agent } = await signInFlow(user);
    const { verifier, challenge } = pkce();
    const callback = await followToCallback(agent, await agent.get(authorizeUrl(challenge)));
    const exchanged = await exchangeCode(agent, callback.searchParams.get('code')!, verifier);
    expect(exchanged.statusCode).toBe(200);
  });

  it('grants consent by itself when the web app sends prompt=consent', async () => {
    const user = await signInUser();
    const { agent } = await signInFlow(user);
    const { verifier, challenge } = pkce();
    const first = await agent.get(authorizeUrl(challenge, { prompt: 'consent' }));
    expect(location(first)).toMatch(/^\/signin\//);
    const callback = await followToCallback(agent, await agent.get(location(first)));
    const exchanged = await exchangeCode(agent, callback.searchParams.get('code')!, verifier);
    expect(exchanged.statusCode).toBe(200);
    expect((exchanged.json() as Tokens).refresh_token).toBeTruthy();
  });

  it('logs out: ends the session, returns to /login and kills the refresh token', async () => {
    const user = await signInUser();
    const { agent, tokens } = await signInFlow(user);

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/login',
      client_id: CLIENT_ID,
      state: 'bye',
    });
    const confirm = await agent.get(`/auth/session/end?${params}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Signing you out');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1];
    expect(xsrf).toBeTruthy();
    expect(confirm.body).toContain('name="logout" value="yes"');

    const done = await agent.post('/auth/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(location(done)).toBe('http://localhost:8080/login?state=bye');

    const refreshed = await agent.post('/auth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: CLIENT_ID,
    });
    expect(refreshed.statusCode).toBe(400);

    // The next authorization asks for the password again.
    const again = await agent.get(authorizeUrl(pkce().challenge));
    expect(location(again)).toMatch(/^\/signin\//);
  });

  it('refuses a post_logout_redirect_uri that is not the web app', async () => {
    const user = await signInUser();
    const { agent, tokens } = await signInFlow(user);
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const response = await agent.get(`/auth/session/end?${params}`);
    expect(response.statusCode).toBe(400);
  });

  it('explains an expired sign-in page and lets the person cancel one', async () => {
    const stale = await browser().get('/signin/not-a-real-interaction');
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain('This sign-in page has expired.');

    const agent = browser();
    const signInPath = await startSignIn(agent, pkce().challenge);
    const cancelled = await followToCallback(agent, await agent.get(`${signInPath}/abort`));
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
  });
});
