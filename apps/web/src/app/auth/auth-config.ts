import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

/** GET /api/auth/config (public): where the issuer is and who the web client is. */
export type AuthConfig = { authority: string; client_id: string; audience?: string; scope?: string };

export const DEFAULT_SCOPE = 'openid profile email offline_access';
export const CALLBACK_PATH = '/login/callback';

export async function fetchAuthConfig(): Promise<AuthConfig> {
  const response = await fetch('/api/auth/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The sign-in configuration could not be loaded (${response.status}).`);
  return (await response.json()) as AuthConfig;
}

/**
 * Authorization code + PKCE with refresh tokens (docs/decisions/051-web-sign-in.md). The session is kept in
 * localStorage so /workorder/newtab and links opened in new tabs stay signed in.
 */
export function buildOidcSettings(config: AuthConfig, origin = window.location.origin): UserManagerSettings {
  const authority = new URL(config.authority, origin).toString().replace(/\/$/, '');
  return {
    authority,
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
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  };
}
