import { homeDashboardVariant } from '@dispatchwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLiveRefresh } from '../../components/live-updates';
import { Loading } from '../../components/loading';
import { useSessionUser } from '../../lib/session';
import { homeKeys } from './api/query-keys';

// The charts (recharts) are their own chunk: vendor and customer users never download them (decision 105).
const InternalDashboard = lazy(() => import('./components/internal-dashboard'));
// And the portals' cards (with their popup's grid code) are another: staff never download them (decision 197).
const PortalDashboard = lazy(() =>
  import('./components/portal-dashboard').then((m) => ({ default: m.PortalDashboard })),
);

/** /home: staff charts, or the vendor (also Tech) or customer cards (spec A "Home dashboard"). */
export default function HomePage() {
  const user = useSessionUser();
  const variant = homeDashboardVariant(user);
  // The counts move as orders change (the stream carries only the caller's orders; docs/decisions/183).
  const queryClient = useQueryClient();
  useLiveRefresh(() => void queryClient.invalidateQueries({ queryKey: homeKeys.all }));
  if (variant === 'internal') {
    return (
      <Suspense fallback={<Loading text="Loading dashboard..." />}>
        <InternalDashboard />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Loading text="Loading dashboard..." />}>
      <PortalDashboard variant={variant} ownerid={variant === 'vendor' ? user.vendorid : user.customerid} />
    </Suspense>
  );
}
