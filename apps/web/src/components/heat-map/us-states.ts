import { queryOptions } from '@tanstack/react-query';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// The outlines are data, fetched as the built JSON file (served compressed, cached by its hashed name), not
// 39 KB of gzip parsed as script with the map's code (decision 211).
import statesUrl from 'us-atlas/states-10m.json?url';

/** The US state outlines (us-atlas states-10m, longitude/latitude) as GeoJSON, read once per page. */
export const usStateOutlinesQuery = queryOptions({
  queryKey: ['heat-map', 'us-state-outlines'],
  queryFn: async ({ signal }): Promise<FeatureCollection> => {
    const response = await fetch(statesUrl, { signal });
    if (!response.ok) throw new Error(`The state outlines could not be read (${response.status}).`);
    const topology = (await response.json()) as Topology<{ states: GeometryCollection }>;
    return feature(topology, topology.objects.states);
  },
  staleTime: Infinity,
  gcTime: Infinity,
});

/** Where the built app serves the outlines (tests answer it). */
export const US_STATES_URL = statesUrl;
