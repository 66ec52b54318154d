import { HEATMAP } from '@dispatchwise/shared';
import type { AuthConfig } from '../../lib/auth-config';

/** A point on the map that opens a record: drawn as a dot whose popup names it and links to it. */
export type MapMarker = {
  /** Unique among the map's markers (the record's kind and id). */
  key: string;
  lat: number;
  lng: number;
  title: string;
  /** Lines under the title (an address, a date). */
  lines?: string[];
  /** The record's screen, e.g. /workorder/details?id=7. */
  href?: string;
  linkText?: string;
};

/** One point of the heat layer: where, and how much (any positive scale; the map scales to the largest). */
export type HeatPoint = { lat: number; lng: number; intensity: number };

/** The contiguous US in view at the spec's start zoom (spec A "Heat maps": centred on the US, zoom 3). */
export const MAP_START = { center: [39.5, -98.35] as [number, number], zoom: HEATMAP.startZoom };

/** A tile server's URL template (Leaflet's `{s}`, `{z}`, `{x}`, `{y}`) and the attribution it asks for. */
export type MapTiles = { tileUrl: string; attribution: string };

/**
 * The optional tile server (decision 155): the API's MAP_TILE_URL and MAP_TILE_ATTRIBUTION settings, read at
 * run time from GET /api/auth/config's `map` (the API's CSP allows that server's images). Without one the
 * map draws only the state outlines and needs no network.
 */
export const mapTileConfig = (config: Pick<AuthConfig, 'map'> | undefined): MapTiles | null =>
  config?.map?.tileUrl ? config.map : null;

/** Whether a latitude and longitude can be drawn (the API may hold records it could not place). */
export const isOnMap = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

/**
 * The heat layer's points as leaflet.heat takes them, [lat, lng, intensity], with the largest intensity as
 * its `max` so the hottest place is full colour whatever the scale (a count of 1 or of 500).
 */
export function heatLayerData(points: readonly HeatPoint[]): {
  latlngs: [number, number, number][];
  max: number;
} {
  const latlngs = points
    .filter((p) => isOnMap(p.lat, p.lng) && Number.isFinite(p.intensity) && p.intensity > 0)
    .map((p): [number, number, number] => [p.lat, p.lng, p.intensity]);
  const max = latlngs.reduce((largest, [, , intensity]) => Math.max(largest, intensity), 0);
  return { latlngs, max: max > 0 ? max : 1 };
}
