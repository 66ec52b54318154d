import { resolveRoute } from '@dispatchwise/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { useSessionUser } from '../lib/session';

/** Applies the shared route table (docs/decisions/021) to the current location: render, redirect or refuse. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const decision = resolveRoute(user, pathname);

  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if ('deny' in decision) return <AccessDenied message={decision.deny} />;
  return children;
}
