import { homeDashboardVariant } from '@dispatchwise/shared';
import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { useSessionUser } from '../../lib/session';
import { PortalDashboard } from './components/portal-dashboard';

// The charts (recharts) are their own chunk: vendor and customer users never download them (decision 105).
const InternalDashboard = lazy(() => import('./components/internal-dashboard'));

/** /home: staff charts, or the vendor (also Tech) or customer cards (spec A "Home dashboard"). */
export default function HomePage() {
  const user = useSessionUser();
  const variant = homeDashboardVariant(user);
  if (variant === 'internal') {
    return (
      <Suspense fallback={<Loading text="Loading dashboard..." />}>
        <InternalDashboard />
      </Suspense>
    );
  }
  return (
    <PortalDashboard variant={variant} ownerid={variant === 'vendor' ? user.vendorid : user.customerid} />
  );
}
