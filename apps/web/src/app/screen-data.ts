import type { QueryClient } from '@tanstack/react-query';

type ScreenData = { prefetchData: (queryClient: QueryClient, search: URLSearchParams) => void };

/** The screens whose first data can be asked for before they render, by path (docs/decisions/129, round 3). */
const SCREEN_DATA: Record<string, () => Promise<ScreenData>> = {
  '/workorder': () => import('../features/work-orders/list-query'),
  '/workorder/newtab': () => import('../features/work-orders/list-query'),
  '/dashboard': () => import('../features/dashboard/alerts-query'),
  '/vendor': () => import('../features/vendors/list/list-query'),
  '/customer': () => import('../features/customers/list/list-query'),
};

/**
 * Asks for the first data of the screen at this address as soon as the user is known to be signed in:
 * the requests run beside the profile's and while the screen's code loads, so the screen's first render
 * has its rows instead of drawing an empty grid and asking then.
 */
export function prefetchScreenData(pathname: string, search: string, queryClient: QueryClient) {
  const load = SCREEN_DATA[pathname];
  if (!load) return;
  void load()
    .then((screen) => screen.prefetchData(queryClient, new URLSearchParams(search)))
    .catch(() => undefined);
}
