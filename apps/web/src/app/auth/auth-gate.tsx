import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button } from '@mui/material';
import type { User } from 'oidc-client-ts';
import { useMemo, type ReactNode } from 'react';
import { HOME_PATH } from '@dispatchwise/shared';
import { Loading } from '../../components/loading';
import { appHistory } from '../router';
import { authConfigQueryOptions, buildOidcSettings } from './auth-config';
import { HttpBridge } from './http-bridge';
import { OidcProvider } from './oidc-session';

/** What the login page passes through the issuer round trip. */
export type SignInState = { returnTo?: string };

/** Only same-site paths are followed after sign-in. */
export function safeReturnPath(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/login')
    ? value
    : HOME_PATH;
}

function handleSigninCallback(user: User | undefined) {
  // Strip ?code=&state= from the address, then go where the user was headed.
  window.history.replaceState({}, document.title, window.location.pathname);
  appHistory.replace(safeReturnPath((user?.state as SignInState | undefined)?.returnTo));
}

/** Loads /api/auth/config, then provides the OIDC session; 'Loading...' until it knows. */
export function AuthGate({ children }: { children: ReactNode }) {
  const config = useQuery(authConfigQueryOptions);
  const settings = useMemo(() => (config.data ? buildOidcSettings(config.data) : null), [config.data]);

  if (config.isError) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void config.refetch()}>
              Retry
            </Button>
          }
        >
          {config.error.message}
        </Alert>
      </Box>
    );
  }
  if (!settings) return <Loading isFullPage />;

  return (
    <OidcProvider settings={settings} onSigninCallback={handleSigninCallback}>
      <HttpBridge>{children}</HttpBridge>
    </OidcProvider>
  );
}
