import { lazy, Suspense } from 'react';
import { useHasToasts } from '../lib/toast';

const Toasts = lazy(() => import('./toasts'));

/**
 * Where toasts appear. notistack (about 10 KB of gzip) loads with the first toast, not with the shell: most
 * screens open without one (decision 201). A toast asked for before it has loaded shows when it has.
 */
export function ToastHost() {
  const hasToasts = useHasToasts();
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
