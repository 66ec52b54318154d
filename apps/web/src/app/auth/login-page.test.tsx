import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';
import { OidcProvider } from './oidc-session';

// The login page when sign-in cannot start from the address in the browser (docs/decisions/120).

const origin = window.location.origin;

/** fetch answering /api/auth/config with `authority`, and the issuer's discovery document as told. */
function stubServer(authority: string, discovery: 'answers' | 'blocked' | 'missing') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      origin,
    );
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/auth/config') return json({ authority, client_id: 'dispatchwise-web' });
    if (url.pathname.endsWith('/.well-known/openid-configuration')) {
      // What the browser does when the content security policy or CORS refuses the call.
      if (discovery === 'blocked') throw new TypeError('Failed to fetch');
      if (discovery === 'missing') return json({ message: 'Not found' }, 404);
      return json({ issuer: authority, authorization_endpoint: `${authority}/auth` });
    }
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderLogin = (authority: string) =>
  renderWithProviders(
    <OidcProvider
      settings={{ authority, client_id: 'dispatchwise-web', redirect_uri: `${origin}/login/callback` }}
    >
      <LoginPage />
    </OidcProvider>,
    { route: '/login' },
  );

const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginPage: sign-in from another address than PUBLIC_URL', () => {
  it('says which address to open and how to set PUBLIC_URL when the issuer of PUBLIC_URL cannot be reached', async () => {
    stubServer('http://localhost:8080/auth', 'blocked');
    renderLogin('http://localhost:8080/auth');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in is not available at this address');
    expect(alert).toHaveTextContent(
      `Open Dispatchwise at http://localhost:8080, or set PUBLIC_URL to ${origin} and restart the server.`,
    );
    expect(screen.getByRole('link', { name: 'http://localhost:8080' })).toHaveAttribute(
      'href',
      'http://localhost:8080/login',
    );
    expect(signInButton()).toBeDisabled();
  });

  it('names the external issuer when it cannot be reached', async () => {
    stubServer('https://login.example.com/tenant', 'blocked');
    renderLogin('https://login.example.com/tenant');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `The sign-in service at https://login.example.com/tenant cannot be reached from ${origin}.`,
    );
    expect(signInButton()).toBeDisabled();
  });

  it('shows no message and a working button when the issuer on another origin answers (the Vite dev server)', async () => {
    const fetchMock = stubServer('http://localhost:8080/auth', 'answers');
    renderLogin('http://localhost:8080/auth');
    // The session is read at once (decision 201): the button waits for the issuer's answer, not for a client.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        'http://localhost:8080/auth/.well-known/openid-configuration',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(signInButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not ask an issuer on its own origin, and shows why a Sign In click did not leave', async () => {
    const fetchMock = stubServer(`${origin}/auth`, 'missing');
    renderLogin(`${origin}/auth`);
    await waitFor(() => expect(signInButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('openid-configuration'),
    );

    await userEvent.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The sign-in page could not be opened');
    expect(signInButton()).toBeEnabled();
  });
});
