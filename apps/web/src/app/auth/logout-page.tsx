import { useEffect, useRef } from 'react';
import { useAuth } from './oidc-session';
import { useNavigate } from 'react-router';
import { Loading } from '../../components/loading';

/** /logout: ends the session at the issuer, which returns to /login. */
export function LogoutPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    auth.signoutRedirect().catch(async () => {
      // The issuer is unreachable: forget the session locally at least.
      await auth.removeUser();
      void navigate('/login', { replace: true });
    });
  }, [auth, navigate]);

  return <Loading text="Signing out..." />;
}
