import { useQuery } from '@tanstack/react-query';
import {
  absoluteAuthority,
  authConfigQueryOptions,
  checkAuthority,
  signInProblemOf,
  type SignInProblem,
} from './auth-config';

/**
 * Whether sign-in can start from this page (docs/decisions/120). An issuer on this page's origin is
 * always reachable; one on another origin (an external issuer, or the embedded one when the product
 * was opened by another address than PUBLIC_URL) is asked for its discovery document first, so the
 * login page can say what to do instead of a Sign In button that does nothing.
 */
export function useSignInCheck(): { isChecking: boolean; problem: SignInProblem | null } {
  const config = useQuery(authConfigQueryOptions);
  const authority = config.data ? absoluteAuthority(config.data.authority) : undefined;
  const isElsewhere = authority !== undefined && new URL(authority).origin !== window.location.origin;
  const check = useQuery({
    queryKey: ['auth', 'issuer-check', authority],
    queryFn: () => checkAuthority(authority!),
    enabled: isElsewhere,
    staleTime: Infinity,
    // One more try for an issuer that was briefly down; a blocked origin fails again at once.
    retry: 1,
    retryDelay: 500,
  });
  return {
    isChecking: isElsewhere && check.isPending,
    problem: isElsewhere && check.isError ? signInProblemOf(authority) : null,
  };
}
