import 'leaflet/dist/leaflet.css';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CircleMarker, GeoJSON, MapContainer, Popup, TileLayer } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { authConfigQueryOptions } from '../../lib/auth-config';
import { HeatLayer } from './heat-layer';
import { MAP_START, isOnMap, mapTileConfig, type HeatPoint, type MapMarker } from './map-data';
import { usStateOutlinesQuery } from './us-states';

export type HeatMapProps = {
  markers: readonly MapMarker[];
  heat: readonly HeatPoint[];
  /** The map's height (CSS); it takes the width of its container. */
  height?: number | string;
  /** The map's accessible name. */
  label?: string;
};

const STATE_STYLE = { color: '#5f6b7a', weight: 1, fillColor: '#f4f1ea', fillOpacity: 1 };
const MARKER_STYLE = { color: '#1565c0', weight: 1, fillColor: '#1e88e5', fillOpacity: 0.85 };

/**
 * A map of the US (decision 155): state outlines from us-atlas, so it works offline; the tiles of the
 * server the API names (MAP_TILE_URL) underneath when there is one; a heat layer; and a dot per marker
 * whose popup opens its record. Markers draw on a canvas (`preferCanvas`), so thousands stay quick.
 */
export default function HeatMap({ markers, heat, height = 560, label = 'Map' }: HeatMapProps) {
  // The sign-in gate has loaded this configuration already: the cached answer, no second request.
  const { data: tiles = null } = useQuery({ ...authConfigQueryOptions, select: mapTileConfig });
  // Without them (a failed read) the map still shows its tiles, heat and markers.
  const { data: outlines } = useQuery(usStateOutlinesQuery);
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height,
        width: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .leaflet-container': { height: '100%', width: '100%', background: '#dce9f2' },
      }}
    >
      <MapContainer center={MAP_START.center} zoom={MAP_START.zoom} preferCanvas worldCopyJump>
        {tiles ? <TileLayer url={tiles.tileUrl} attribution={tiles.attribution} /> : null}
        {outlines ? (
          <GeoJSON
            data={outlines}
            style={tiles ? { ...STATE_STYLE, fillOpacity: 0 } : STATE_STYLE}
            interactive={false}
          />
        ) : null}
        <HeatLayer points={heat} />
        {markers
          .filter((marker) => isOnMap(marker.lat, marker.lng))
          .map((marker) => (
            <CircleMarker
              key={marker.key}
              center={[marker.lat, marker.lng]}
              radius={5}
              pathOptions={MARKER_STYLE}
            >
              <Popup>
                <Typography variant="subtitle2" component="div">
                  {marker.title}
                </Typography>
                {marker.lines?.map((line, index) => (
                  <Typography key={index} variant="body2" component="div">
                    {line}
                  </Typography>
                ))}
                {marker.href ? (
                  <Link component={RouterLink} to={marker.href} variant="body2">
                    {marker.linkText ?? 'Open'}
                  </Link>
                ) : null}
              </Popup>
            </CircleMarker>
          ))}
      </MapContainer>
    </Box>
  );
}
