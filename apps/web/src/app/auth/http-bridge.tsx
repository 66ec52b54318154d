import type { ReactNode } from 'react';
import { useAuth } from './oidc-session';
import { configureHttp } from '../../lib/http';
import { enqueueToast, TOAST_DURATION_MS } from '../../lib/toast';
import { appHistory } from '../router';

/**
 * Gives the http client the session: the token of the moment, the user's name, and what a 401 does.
 * It configures during render (not in an effect) so the children's first queries already carry the token.
 */
export function HttpBridge({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const user = auth.user;

  configureHttp({
    getAccessToken: () => user?.access_token,
    getUserName: () => (user?.profile.name as string | undefined) ?? user?.profile.email,
    isTokenExpired: () => Boolean(user?.expired),
    onExpired: () => {
      void auth.signoutRedirect().catch(async () => {
        await auth.removeUser();
        appHistory.replace('/login');
      });
    },
    onUnauthorized: () => {
      void auth.removeUser().finally(() => appHistory.replace('/login'));
    },
    notifyError: (message) =>
      enqueueToast(message, {
        variant: 'error',
        autoHideDuration: TOAST_DURATION_MS,
        preventDuplicate: true,
      }),
  });

  return children;
}
