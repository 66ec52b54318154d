import LoginIcon from '@mui/icons-material/Login';
import { Alert, AlertTitle, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuth } from './oidc-session';
import { Navigate, useLocation } from 'react-router';
import type { SignInProblem } from './auth-config';
import { BrandMark } from './brand-mark';
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
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 2 },
        pt: { xs: 4, sm: 8 },
        pb: 4,
        // The issuer's sign-in page has the same band and card (apps/api/src/auth/issuer/page-style.ts).
        background: (theme) =>
          `linear-gradient(${theme.palette.primary.main} 0, ${theme.palette.primary.main} var(--band), ${theme.palette.background.default} var(--band))`,
        '--band': { xs: '196px', sm: '248px' },
      }}
    >
      <Box
        component="header"
        sx={{ width: '100%', maxWidth: 420, display: 'flex', alignItems: 'center', gap: 1.75, mb: 3.5 }}
      >
        <BrandMark />
        <div>
          <Typography
            variant="h1"
            component="h1"
            sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2, color: 'primary.contrastText' }}
          >
            Dispatchwise
          </Typography>
          <Typography sx={{ fontSize: '0.875rem', color: 'rgba(255,255,255,.78)' }}>
            Facilities maintenance dispatch
          </Typography>
        </div>
      </Box>
      <Paper
        component="main"
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: 420,
          p: { xs: 2.5, sm: 4 },
          border: 1,
          borderColor: 'divider',
          borderRadius: { xs: 2.5, sm: 3 },
          boxShadow: '0 12px 32px rgba(19,38,64,.14)',
        }}
      >
        <Stack spacing={2.5} alignItems="stretch">
          <div>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              Welcome
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.95rem', mt: 0.5 }}>
              Sign in to continue to your work orders.
            </Typography>
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
            sx={{ py: 1.25, fontSize: '0.95rem' }}
          >
            Sign In
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
