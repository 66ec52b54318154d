import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation } from 'react-router';
import type { SignInState } from './auth-gate';

type LoginLocationState = { from?: string; error?: string } | null;

/** /login: the only page a signed-out visitor reaches; Sign In starts the redirect login (spec C 2.12). */
export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const state = location.state as LoginLocationState;
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  if (auth.isAuthenticated && !auth.user?.expired) return <Navigate to={state?.from ?? '/home'} replace />;

  const handleSignIn = async () => {
    setIsRedirecting(true);
    setStartError(null);
    try {
      await auth.signinRedirect({ state: { returnTo: state?.from } satisfies SignInState });
    } catch (error) {
      setIsRedirecting(false);
      setStartError(error instanceof Error ? error.message : 'The sign-in page could not be opened.');
    }
  };

  const message = state?.error ?? startError;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #1f3a5f 0%, #2d5282 55%, #f4f6f9 55.1%)',
      }}
    >
      <Paper elevation={3} sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 400 }}>
        <Stack spacing={3} alignItems="stretch">
          <div>
            <Typography
              variant="h1"
              component="h1"
              sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main' }}
            >
              Dispatchwise
            </Typography>
            <Typography color="text.secondary">Facilities maintenance dispatch</Typography>
          </div>
          {message ? (
            <Alert severity="error" role="alert">
              {message}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
            onClick={() => void handleSignIn()}
            disabled={isRedirecting || auth.isLoading}
          >
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
