import { Alert, Box, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from './oidc-session';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/loading';
import { captionsQuery } from '../../lib/captions';
import { ApiError } from '../../lib/http';
import { getProfile, profileQueryKey } from './get-profile';
import { SessionContext } from '../../lib/session';
import { prefetchScreenData } from '../screen-data';

/**
 * The sign-in gate: signed-out visitors go to /login (remembering where they were headed); signed-in
 * users see 'Loading...' until their profile arrives (spec A section 1), then the app.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const isSignedIn = auth.isAuthenticated && !auth.user?.expired;
  const profile = useQuery({
    queryKey: [...profileQueryKey, auth.user?.profile.sub],
    queryFn: ({ signal }) => getProfile(signal),
    enabled: isSignedIn,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  // The field captions every grid and form reads: asked for beside the profile, so a screen's columns are
  // not rebuilt (and its rows redrawn) when they arrive after its first page (docs/decisions/129).
  const queryClient = useQueryClient();
  // And the first data of the screen at this address (its rows), beside the profile.
  const { pathname, search } = location;
  useEffect(() => {
    if (!isSignedIn) return;
    void queryClient.prefetchQuery(captionsQuery);
    prefetchScreenData(pathname, search, queryClient);
    // Once per sign-in: later navigations load their own data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSignedIn, queryClient]);

  if (auth.isLoading || auth.activeNavigator === 'signoutRedirect') return <Loading isFullPage />;
  if (!isSignedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (profile.isError) {
    return (
      <Box sx={{ p: 4, display: 'flex', justifyContent: 'center' }}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <Alert severity="error">Your profile could not be loaded: {profile.error.message}</Alert>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void profile.refetch()}>
              Retry
            </Button>
            <Button onClick={() => void auth.signoutRedirect()}>Logout</Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
  if (!profile.data) return <Loading isFullPage />;

  return <SessionContext.Provider value={profile.data}>{children}</SessionContext.Provider>;
}
