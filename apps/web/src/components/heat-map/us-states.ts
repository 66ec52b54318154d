import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

let outlines: FeatureCollection | undefined;

/** The US state outlines (us-atlas states-10m, longitude/latitude) as GeoJSON, converted once. */
export function usStateOutlines(): FeatureCollection {
  if (!outlines) {
    const topology = states as unknown as Topology<{ states: GeometryCollection }>;
    outlines = feature(topology, topology.objects.states);
  }
  return outlines;
}
