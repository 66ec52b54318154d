import { createHash, randomBytes } from 'node:crypto';

// The embedded issuer's sign-in as a browser does it, over real HTTP, with each hop sent to the next of
// several API processes as a round-robin load balancer would (decision 186): authorize, the sign-in page's
// password form, the redirects back, and the code exchanged for tokens.

export type OidcTokens = { access_token: string; id_token: string; refresh_token?: string };

type Cookie = { name: string; value: string; path: string };

/** Just enough of a browser: cookies by name and path, redirects followed by hand. */
function cookieJar() {
  const jar = new Map<string, Cookie>();
  return {
    header(pathname: string) {
      return [...jar.values()]
        .filter(
          (c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
        )
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
    },
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';').map((part) => part.trim());
        const at = pair!.indexOf('=');
        const name = pair!.slice(0, at);
        const value = pair!.slice(at + 1);
        const pathAttribute = attributes.find((a) => /^path=/i.test(a));
        const cookiePath = pathAttribute ? pathAttribute.slice(5) : '/';
        const expired = attributes.some(
          (a) => /^max-age=0$/i.test(a) || /^expires=Thu, 01 Jan 1970/i.test(a),
        );
        if (!value || expired) jar.delete(`${name}@${cookiePath}`);
        else jar.set(`${name}@${cookiePath}`, { name, value, path: cookiePath });
      }
    },
  };
}

/**
 * Signs `email` in with the authorization code flow and PKCE; request n goes to `bases[n % bases.length]`.
 * Throws with the answer when a step does not do what a browser expects.
 */
export async function signInAcross(
  bases: string[],
  options: { email: string; password: string; redirectUri: string; clientId?: string },
): Promise<OidcTokens> {
  const jar = cookieJar();
  let hop = 0;
  const send = async (target: string, init: { method?: string; form?: Record<string, string> } = {}) => {
    const url = new URL(target, 'http://placeholder');
    const base = bases[hop++ % bases.length]!;
    const response = await fetch(`${base}${url.pathname}${url.search}`, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(url.pathname),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    jar.keep(response);
    return response;
  };
  const redirectOf = async (response: Response) => {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || !location)
      throw new Error(
        `expected a redirect, got ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
    return location;
  };

  const verifier = randomBytes(32).toString('base64url');
  const clientId = options.clientId ?? 'dispatchwise-web';
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: options.redirectUri,
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const signInPage = await redirectOf(await send(`/auth/auth?${params}`));
  let location = await redirectOf(
    await send(signInPage, { method: 'POST', form: { email: options.email, password: options.password } }),
  );
  for (let step = 0; !location.startsWith(options.redirectUri); step++) {
    if (step > 5) throw new Error(`too many redirects, last ${location}`);
    location = await redirectOf(await send(location));
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const exchanged = await send('/auth/token', {
    method: 'POST',
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    },
  });
  if (exchanged.status !== 200)
    throw new Error(`token exchange ${exchanged.status}: ${await exchanged.text()}`);
  return (await exchanged.json()) as OidcTokens;
}
