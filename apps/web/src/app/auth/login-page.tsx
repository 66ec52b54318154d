import LoginIcon from '@mui/icons-material/Login';
import { Alert, AlertTitle, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useLocation } from 'react-router';
import type { SignInProblem } from './auth-config';
import type { SignInState } from './auth-gate';
import { useSignInCheck } from './use-sign-in-check';

type LoginLocationState = { from?: string; error?: string } | null;

/** Why Sign In cannot work from this address, and what to do (docs/decisions/120). */
export function SignInProblemAlert({ problem }: { problem: SignInProblem }) {
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Sign-in is not available at this address</AlertTitle>
      {'publicUrl' in problem ? (
        <>
          Open Dispatchwise at <Link href={`${problem.publicUrl}/login`}>{problem.publicUrl}</Link>, or set
          PUBLIC_URL to {problem.origin} and restart the server.
        </>
      ) : (
        <>
          The sign-in service at {problem.authority} cannot be reached from {problem.origin}. Check
          OIDC_ISSUER_URL, and that the issuer allows {problem.origin}.
        </>
      )}
    </Alert>
  );
}

/** /login: the only page a signed-out visitor reaches; Sign In starts the redirect login (spec C 2.12). */
export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const state = location.state as LoginLocationState;
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const check = useSignInCheck();

  if (auth.isAuthenticated && !auth.user?.expired) return <Navigate to={state?.from ?? '/home'} replace />;

  const handleSignIn = async () => {
    setIsRedirecting(true);
    setStartError(null);
    try {
      await auth.signinRedirect({ state: { returnTo: state?.from } satisfies SignInState });
    } catch (error) {
      setStartError(error instanceof Error ? error.message : 'The sign-in page could not be opened.');
    } finally {
      // Leaving for the issuer unloads the page; still being here means it did not start. The wrapper
      // of react-oidc-context resolves on failure and reports it in auth.error (shown below).
      setIsRedirecting(false);
    }
  };

  const redirectError =
    auth.error?.source === 'signinRedirect'
      ? `The sign-in page could not be opened: ${auth.error.message}`
      : null;
  const message = state?.error ?? startError ?? (check.problem ? null : redirectError);
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
          {check.problem ? <SignInProblemAlert problem={check.problem} /> : null}
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
            disabled={isRedirecting || auth.isLoading || check.isChecking || check.problem !== null}
          >
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
