import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { theme } from '../app/theme';
import { createBlockingHistory, HistoryRouter } from '../components/navigation';
import { ToastHost } from '../components/toast-host';

/**
 * Renders a component with the app's providers, an in-memory router and a fresh query cache. The
 * router is the app's (`HistoryRouter` over a blocking history), so an editor's unsaved-changes guard works;
 * `ui` may hold its own <Routes>.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: [route], v5Compat: true }),
  );
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <ThemeProvider theme={theme}>
          <HistoryRouter history={history}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </HistoryRouter>
          <ToastHost />
        </ThemeProvider>
      </QueryClientProvider>,
    ),
  };
}

/** A fetch stub answering JSON by path; unknown paths answer 404. */
export function stubFetch(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname in routes) {
      return new Response(JSON.stringify(routes[url.pathname]), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
