import { lazy } from 'react';

export * from './map-data';
export type { HeatMapProps } from './heat-map';
/**
 * The map itself loads on first use (Leaflet, its plugin and the state outlines are their own chunk):
 * render it inside <Suspense>.
 */
export const HeatMap = lazy(() => import('./heat-map'));
