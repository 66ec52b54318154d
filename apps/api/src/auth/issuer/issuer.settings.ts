import type { Config } from '../../config';

/** Lifetimes in seconds of what the issuer hands out (docs/decisions/041-issuer-token-lifetimes.md). */
export type IssuerTtl = {
  accessToken: number;
  idToken: number;
  authorizationCode: number;
  /** Absolute lifetime of a refresh-token chain: rotation keeps the first token's expiry. */
  refreshToken: number;
  /** The sign-in session at the issuer; refresh tokens die with it. */
  session: number;
  grant: number;
  /** How long a sign-in page stays usable. */
  interaction: number;
};

/** Failed sign-in limits (docs/decisions/043-sign-in-rate-limits.md). */
export type SignInPolicy = {
  /** Wrong passwords in a row that lock an e-mail address... */
  maxFailures: number;
  /** ...for this many seconds. */
  lockSeconds: number;
  /** Sign-in posts one IP address may make per window. */
  maxAttemptsPerIp: number;
  ipWindowSeconds: number;
};

export const DEFAULT_TTL: IssuerTtl = {
  accessToken: 60 * 60,
  idToken: 60 * 60,
  authorizationCode: 60,
  refreshToken: 14 * 24 * 60 * 60,
  session: 14 * 24 * 60 * 60,
  grant: 14 * 24 * 60 * 60,
  interaction: 30 * 60,
};

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = {
  maxFailures: 5,
  lockSeconds: 5 * 60,
  maxAttemptsPerIp: 20,
  ipWindowSeconds: 60,
};

/** What the access token's audience (the API) accepts; the same string `signAccessToken` writes. */
export const API_SCOPE = 'openid profile email';

/** The Vite dev server's origin: the web app served by `vite` signs in against the API's issuer. */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

/** Where the web app receives the code and where it lands after logout (docs/decisions/042-issuer-web-client.md). */
export function webClientUris(config: Config): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  const origins = [...new Set([config.publicUrl, DEV_WEB_ORIGIN])];
  return {
    redirectUris: origins.map((origin) => `${origin}/login/callback`),
    postLogoutRedirectUris: origins.map((origin) => `${origin}/login`),
  };
}

/** The origins a sign-in or logout form may end up at after its redirects (CSP form-action). */
export function webClientOrigins(config: Config): string[] {
  return [...new Set(webClientUris(config).redirectUris.map((uri) => new URL(uri).origin))];
}
