import type { UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from '../../lib/auth-config';

export { authConfigQueryOptions, type AuthConfig } from '../../lib/auth-config';

export const DEFAULT_SCOPE = 'openid profile email offline_access';
export const CALLBACK_PATH = '/login/callback';

/** The issuer's address as oidc-client-ts uses it: absolute, without a trailing slash. */
export const absoluteAuthority = (authority: string, origin = window.location.origin) =>
  new URL(authority, origin).toString().replace(/\/$/, '');

/**
 * Reads the issuer's discovery document from this page, as oidc-client-ts does before it redirects.
 * It fails when the page may not reach the issuer: the content security policy and the issuer's CORS
 * name PUBLIC_URL's origin only (docs/decisions/120), or the issuer is down.
 */
export async function checkAuthority(authority: string): Promise<true> {
  const response = await fetch(`${authority}/.well-known/openid-configuration`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The sign-in service answered ${response.status}.`);
  return true;
}

/** What the login page says when sign-in cannot start from this address (docs/decisions/120). */
export type SignInProblem = { publicUrl: string; origin: string } | { authority: string; origin: string };

/**
 * The embedded issuer lives at `{PUBLIC_URL}/auth`: an authority of that shape on another origin means
 * the product was opened by another address than PUBLIC_URL. Anything else is an external issuer.
 */
export function signInProblemOf(authority: string, origin = window.location.origin): SignInProblem {
  const issuer = new URL(absoluteAuthority(authority, origin));
  if (issuer.origin !== origin && /\/auth$/.test(issuer.pathname)) {
    return { publicUrl: `${issuer.origin}${issuer.pathname.replace(/\/auth$/, '')}`, origin };
  }
  return { authority: issuer.toString().replace(/\/$/, ''), origin };
}

/** The OIDC client's settings; its store (localStorage) is added where the client is made (user-manager.ts). */
export type OidcSettings = Omit<UserManagerSettings, 'userStore'>;

/** Where oidc-client-ts keeps the signed-in user in localStorage (its `oidc.` prefix and user key). */
export const storedUserKey = (settings: OidcSettings) =>
  `oidc.user:${settings.authority}:${settings.client_id}`;

/** Authorization code + PKCE with refresh tokens (docs/decisions/051-web-sign-in.md). */
export function buildOidcSettings(config: AuthConfig, origin = window.location.origin): OidcSettings {
  return {
    authority: absoluteAuthority(config.authority, origin),
    client_id: config.client_id,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: config.scope || DEFAULT_SCOPE,
    // Auth0 reads `audience`; RFC 8707 issuers (oidc-provider) take the same value as `resource`.
    extraQueryParams: config.audience ? { audience: config.audience } : undefined,
    resource: config.audience || undefined,
    automaticSilentRenew: true,
    loadUserInfo: false,
    monitorSession: false,
  };
}
