import { useRoutes } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { HistoryRouter } from '../components/navigation';
import { AuthGate } from './auth/auth-gate';
import { AppProviders } from './providers';
import { appHistory, routes } from './router';

function Screens() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary location="app">
        <AuthGate>
          <HistoryRouter history={appHistory}>
            <Screens />
          </HistoryRouter>
        </AuthGate>
      </ErrorBoundary>
    </AppProviders>
  );
}
