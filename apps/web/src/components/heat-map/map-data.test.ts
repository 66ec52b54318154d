import { describe, expect, it } from 'vitest';
import { heatLayerData, isOnMap, mapTileConfig, MAP_START } from './map-data';

describe('heat map data', () => {
  it('starts on the US at zoom 3', () => {
    expect(MAP_START.zoom).toBe(3);
    const [lat, lng] = MAP_START.center;
    expect(lat).toBeGreaterThan(24);
    expect(lat).toBeLessThan(50);
    expect(lng).toBeGreaterThan(-125);
    expect(lng).toBeLessThan(-66);
  });

  it('gives leaflet.heat [lat, lng, intensity] scaled to the hottest point, leaving out what cannot be drawn', () => {
    expect(
      heatLayerData([
        { lat: 30.27, lng: -97.74, intensity: 2 },
        { lat: 40.7, lng: -74, intensity: 8 },
        { lat: Number.NaN, lng: -74, intensity: 3 },
        { lat: 95, lng: 0, intensity: 3 },
        { lat: 41, lng: -87, intensity: 0 },
      ]),
    ).toEqual({
      latlngs: [
        [30.27, -97.74, 2],
        [40.7, -74, 8],
      ],
      max: 8,
    });
    expect(heatLayerData([])).toEqual({ latlngs: [], max: 1 });
  });

  it('checks positions', () => {
    expect(isOnMap(30, -97)).toBe(true);
    expect(isOnMap(null, -97)).toBe(false);
    expect(isOnMap(30, 181)).toBe(false);
  });

  it("uses a tile server only when the API's configuration names one", () => {
    expect(mapTileConfig(undefined)).toBeNull();
    expect(mapTileConfig({ map: null })).toBeNull();
    // An answer of an API without the setting.
    expect(mapTileConfig({} as { map: null })).toBeNull();
    expect(
      mapTileConfig({ map: { tileUrl: 'https://{s}.t.example/{z}/{x}/{y}.png', attribution: '© OSM' } }),
    ).toEqual({ tileUrl: 'https://{s}.t.example/{z}/{x}/{y}.png', attribution: '© OSM' });
  });
});
