import { RouterProvider } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { AuthGate } from './auth/auth-gate';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary location="app">
        <AuthGate>
          <RouterProvider router={router} />
        </AuthGate>
      </ErrorBoundary>
    </AppProviders>
  );
}
