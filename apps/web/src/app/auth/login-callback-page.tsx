import { useAuth } from './oidc-session';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../../components/loading';

type CallbackError = Error & { error?: string; error_description?: string };

/**
 * The issuer's answer. An `error=unauthorized` return carries the reason in its description (e.g. an
 * expired password, spec A section 8): the login page shows it. Other failures show a short message.
 */
export function describeSigninError(error: CallbackError): string {
  const description = error.error_description?.trim();
  if (error.error === 'unauthorized' && description) {
    return /password/i.test(description) && /expire/i.test(description)
      ? `Your password has expired: ${description}`
      : description;
  }
  if (error.error === 'access_denied') return description || 'Sign-in was cancelled or refused.';
  return `Sign-in failed: ${description || error.message}`;
}

/** /login/callback: react-oidc-context completes the code exchange; its onSigninCallback navigates on. */
export function LoginCallbackPage() {
  const auth = useAuth();
  const { search } = useLocation();
  if (auth.error)
    return (
      <Navigate to="/login" replace state={{ error: describeSigninError(auth.error as CallbackError) }} />
    );
  // While the issuer's answer is in the address the exchange is under way; its callback navigates on.
  const params = new URLSearchParams(search);
  const isExchanging = params.has('state') && (params.has('code') || params.has('error'));
  if (!isExchanging && !auth.isLoading)
    return <Navigate to={auth.isAuthenticated ? '/home' : '/login'} replace />;
  return <Loading isFullPage text="Signing in..." />;
}
