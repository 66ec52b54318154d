import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authConfigQueryOptions, type AuthConfig } from '../../lib/auth-config';
import HeatMap from './heat-map';
import { US_STATES_URL } from './us-states';

// Leaflet's canvas renderer does not run in jsdom: its layers render as elements naming their options.
vi.mock('react-leaflet', () => ({
  MapContainer: ({ children }: { children: ReactNode }) => <div data-testid="map">{children}</div>,
  TileLayer: ({ url, attribution }: { url: string; attribution: string }) => (
    <div data-testid="tiles" data-url={url} data-attribution={attribution} />
  ),
  GeoJSON: ({ style }: { style: { fillOpacity: number } }) => (
    <div data-testid="states" data-fill-opacity={style.fillOpacity} />
  ),
  CircleMarker: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Popup: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));
vi.mock('./heat-layer', () => ({ HeatLayer: () => null }));

const CONFIG: AuthConfig = {
  authority: 'http://localhost:8080/auth',
  client_id: 'dispatchwise-web',
  audience: 'http://localhost:8080/api',
  scope: 'openid profile email offline_access',
  map: null,
};

/** The map under the sign-in gate: GET /api/auth/config's answer is in the query cache already. */
function renderMap(config: AuthConfig) {
  const client = new QueryClient();
  client.setQueryData(authConfigQueryOptions.queryKey, config);
  const router = createMemoryRouter([{ path: '*', element: <HeatMap markers={[]} heat={[]} /> }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The built app's outlines file as the product serves it (decision 211): the package's own JSON. */
const STATES_FILE = readFileSync(
  path.join(import.meta.dirname, '../../../../../node_modules/us-atlas/states-10m.json'),
  'utf8',
);

describe('HeatMap tiles (decision 155)', () => {
  // The page reads its state outlines and nothing else: the tiles come from the cached configuration.
  const fetchSpy = vi.fn((input: RequestInfo | URL) =>
    String(input) === US_STATES_URL
      ? Promise.resolve(new Response(STATES_FILE, { headers: { 'Content-Type': 'application/json' } }))
      : Promise.reject(new Error(`no request expected: ${String(input)}`)),
  );
  vi.stubGlobal('fetch', fetchSpy);
  afterEach(() => fetchSpy.mockClear());
  const otherCalls = () => fetchSpy.mock.calls.filter(([input]) => String(input) !== US_STATES_URL);

  it('draws the tile server the API names, with its attribution, under transparent states', async () => {
    renderMap({
      ...CONFIG,
      map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles' },
    });
    const tiles = await screen.findByTestId('tiles');
    expect(tiles).toHaveAttribute('data-url', 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(tiles).toHaveAttribute('data-attribution', '© Example Tiles');
    expect(await screen.findByTestId('states')).toHaveAttribute('data-fill-opacity', '0');
    expect(otherCalls()).toEqual([]);
  });

  it('draws filled state outlines and no tiles when the API names no tile server', async () => {
    renderMap(CONFIG);
    expect(await screen.findByTestId('states')).toHaveAttribute('data-fill-opacity', '1');
    expect(screen.queryByTestId('tiles')).toBeNull();
    expect(otherCalls()).toEqual([]);
  });
});
