import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authConfigQueryOptions, type AuthConfig } from '../../lib/auth-config';
import HeatMap from './heat-map';

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

describe('HeatMap tiles (decision 155)', () => {
  const fetchSpy = vi.fn(() => Promise.reject(new Error('no request expected')));
  vi.stubGlobal('fetch', fetchSpy);
  afterEach(() => fetchSpy.mockClear());

  it('draws the tile server the API names, with its attribution, under transparent states', async () => {
    renderMap({
      ...CONFIG,
      map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© Example Tiles' },
    });
    const tiles = await screen.findByTestId('tiles');
    expect(tiles).toHaveAttribute('data-url', 'https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(tiles).toHaveAttribute('data-attribution', '© Example Tiles');
    expect(screen.getByTestId('states')).toHaveAttribute('data-fill-opacity', '0');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('draws filled state outlines and no tiles when the API names no tile server', async () => {
    renderMap(CONFIG);
    expect(await screen.findByTestId('states')).toHaveAttribute('data-fill-opacity', '1');
    expect(screen.queryByTestId('tiles')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
