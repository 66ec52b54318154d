import './leaflet-global';
import 'leaflet.heat';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { heatLayerData, type HeatPoint } from './map-data';

/** The heat layer (leaflet.heat) over the map, redrawn when its points change. */
export function HeatLayer({ points }: { points: readonly HeatPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const { latlngs, max } = heatLayerData(points);
    if (latlngs.length === 0) return;
    const layer = L.heatLayer(latlngs, { max, radius: 20, blur: 15, minOpacity: 0.35 }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, points]);
  return null;
}
