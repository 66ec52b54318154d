import { useMatches } from 'react-router';
import { NotAvailable } from '../../components/not-available';
import type { RouteHandle } from '../../lib/session';

/** Every screen a later issue builds renders this, titled by its route. */
export default function PlaceholderPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return <NotAvailable title={handle?.title ?? 'Page'} description={handle?.note} />;
}
