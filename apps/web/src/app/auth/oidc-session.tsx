import type { SigninRedirectArgs, User, UserManager } from 'oidc-client-ts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { storedUserKey, type OidcSettings } from './auth-config';

/** The signed-in user as the app reads it: the token, its claims and when it expires. */
export type OidcUser = {
  access_token: string;
  profile: { sub: string; name?: string; email?: string };
  /** Seconds since the epoch. */
  expires_at?: number;
  /** What the sign-in carried through the issuer (SignInState). */
  state?: unknown;
  readonly expired: boolean;
};

/** A failure of a sign-in step, with the step (`signinRedirect`, `signinCallback`, ...) as `source`. */
export type AuthError = Error & { source?: string; error?: string; error_description?: string };

type Navigator = 'signinRedirect' | 'signoutRedirect';

export type Auth = {
  user: OidcUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error?: AuthError;
  activeNavigator?: Navigator;
  /** Leaves for the issuer's sign-in; a failure resolves and is reported in `error`. */
  signinRedirect: (args?: SigninRedirectArgs) => Promise<void>;
  /** Leaves for the issuer's sign-out; a failure resolves and is reported in `error`. */
  signoutRedirect: () => Promise<void>;
  removeUser: () => Promise<void>;
};

/** The client warns of an expiring token this long before it expires and renews it then (its default). */
const RENEW_AHEAD_SECONDS = 60;

function toOidcUser(user: Pick<User, 'access_token' | 'profile' | 'expires_at' | 'state'>): OidcUser {
  const { access_token, profile, expires_at, state } = user;
  return {
    access_token,
    profile,
    expires_at,
    state,
    get expired() {
      return expires_at !== undefined && expires_at <= Date.now() / 1000;
    },
  };
}

/** The user oidc-client-ts stored in localStorage, read without loading it. */
function readStoredUser(settings: OidcSettings): OidcUser | null {
  try {
    const stored = window.localStorage.getItem(storedUserKey(settings));
    const user = stored ? (JSON.parse(stored) as Partial<User>) : null;
    return user?.access_token && user.profile ? toOidcUser(user as User) : null;
  } catch {
    return null;
  }
}

/** The issuer's answer is in the address (code or error, with state), as after the sign-in redirect. */
function hasAuthParams(location = window.location): boolean {
  const params = new URLSearchParams(location.search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

const withSource = (error: unknown, source: string): AuthError =>
  Object.assign(error instanceof Error ? error : new Error(String(error)), { source });

const AuthContext = createContext<Auth | null>(null);

/** The OIDC session of `OidcProvider`. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside OidcProvider.');
  return auth;
}

type SessionState = {
  user: OidcUser | null;
  isLoading: boolean;
  error?: AuthError;
  activeNavigator?: Navigator;
};

/**
 * The sign-in session (docs/decisions/051), read from the client's store when the app starts, so a signed-in
 * route draws without the OIDC client: the client (`user-manager.ts`) loads only for the issuer's callback, a
 * sign-in or sign-out, or shortly before the token expires, when it renews it with the refresh token as it
 * did before (decision 201).
 */
export function OidcProvider({
  settings,
  onSigninCallback,
  children,
}: {
  settings: OidcSettings;
  onSigninCallback?: (user: User | undefined) => void | Promise<void>;
  children: ReactNode;
}) {
  const [isCallback] = useState(hasAuthParams);
  const [state, setState] = useState<SessionState>(() =>
    isCallback ? { user: null, isLoading: true } : { user: readStoredUser(settings), isLoading: false },
  );
  const manager = useRef<Promise<UserManager> | null>(null);

  const getManager = useCallback(
    () =>
      (manager.current ??= import('./user-manager').then(({ createUserManager }) => {
        const userManager = createUserManager(settings);
        const { events } = userManager;
        events.addUserLoaded((user) =>
          setState((current) => ({ ...current, user: toOidcUser(user), isLoading: false, error: undefined })),
        );
        events.addUserUnloaded(() => setState((current) => ({ ...current, user: null })));
        events.addUserSignedOut(() => setState((current) => ({ ...current, user: null })));
        events.addSilentRenewError((error) =>
          setState((current) => ({ ...current, error: withSource(error, 'renewSilent') })),
        );
        return userManager;
      })),
    [settings],
  );

  // The issuer's answer: exchange the code, then let the app go where the user was headed.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!isCallback || hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      try {
        const userManager = await getManager();
        const user = await userManager.signinCallback();
        await onSigninCallback?.(user);
        setState((current) => ({ ...current, user: user ? toOidcUser(user) : null, isLoading: false }));
      } catch (error) {
        setState((current) => ({ ...current, isLoading: false, error: withSource(error, 'signinCallback') }));
      }
    })();
  }, [isCallback, getManager, onSigninCallback]);

  // Renewal: the client starts shortly before the token expires and renews it (automaticSilentRenew).
  const expiresAt = state.user?.expires_at;
  useEffect(() => {
    if (expiresAt === undefined) return;
    const delay = Math.max(0, (expiresAt - RENEW_AHEAD_SECONDS) * 1000 - Date.now());
    const timer = window.setTimeout(() => {
      void getManager()
        .then((userManager) => userManager.getUser())
        .catch(() => undefined);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [expiresAt, getManager]);

  const navigate = useCallback(
    (method: Navigator) =>
      async (args?: SigninRedirectArgs): Promise<void> => {
        setState((current) => ({ ...current, isLoading: true, activeNavigator: method }));
        try {
          const userManager = await getManager();
          await (method === 'signinRedirect'
            ? userManager.signinRedirect(args)
            : userManager.signoutRedirect());
        } catch (error) {
          setState((current) => ({ ...current, error: withSource(error, method) }));
        } finally {
          setState((current) => ({ ...current, isLoading: false, activeNavigator: undefined }));
        }
      },
    [getManager],
  );

  const removeUser = useCallback(async () => {
    window.localStorage.removeItem(storedUserKey(settings));
    if (manager.current) await (await manager.current).removeUser();
    setState((current) => ({ ...current, user: null }));
  }, [settings]);

  const auth = useMemo<Auth>(
    () => ({
      ...state,
      isAuthenticated: Boolean(state.user && !state.user.expired),
      signinRedirect: navigate('signinRedirect'),
      signoutRedirect: () => navigate('signoutRedirect')(),
      removeUser,
    }),
    [state, navigate, removeUser],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
