import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { OidcSettings } from './auth-config';

/**
 * The OIDC client (oidc-client-ts, about 14 KB of gzip), loaded by `OidcProvider` only when a sign-in, a
 * sign-out, the callback or a token renewal needs it (decision 201). The session is kept in localStorage so
 * /workorder/newtab and links opened in new tabs stay signed in.
 */
export function createUserManager(settings: OidcSettings): UserManager {
  return new UserManager({
    ...settings,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}
