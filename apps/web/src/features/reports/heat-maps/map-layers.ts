import { REPORT_LINK_PATHS } from '@dispatchwise/shared';
import type { HeatPoint, MapMarker } from '../../../components/heat-map';
import type { HeatMapAnswer } from '../api/get-report-data';

const LINK_TEXT = { workorder: 'Open work order', vendor: 'Open vendor' } as const;

/** A GeoJSON position ([longitude, latitude]); a short one gives NaN, which the map leaves out. */
const latLngOf = ([lng = Number.NaN, lat = Number.NaN]: number[]) => ({ lat, lng });

/** The answer's marker features as map markers: GeoJSON [lng, lat], a popup opening the work order or vendor. */
export function markersOf(answer: HeatMapAnswer): MapMarker[] {
  return answer.markers.features.map(({ geometry, properties }) => ({
    key: `${properties.kind}-${properties.id}`,
    ...latLngOf(geometry.coordinates),
    title: properties.label,
    lines: properties.address ? [properties.address] : [],
    href: `${REPORT_LINK_PATHS[properties.kind]}${properties.id}`,
    linkText: LINK_TEXT[properties.kind],
  }));
}

/** The answer's heat features as heat points, each as hot as its `mag` (the matches at that place). */
export function heatPointsOf(answer: HeatMapAnswer): HeatPoint[] {
  return answer.heat.features.map(({ geometry, properties }) => ({
    ...latLngOf(geometry.coordinates),
    intensity: properties.mag,
  }));
}
