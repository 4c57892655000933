import 'leaflet/dist/leaflet.css';
import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { FIELD_LIMITS, FIELD_TEXT, type LatLng } from '@steelworks/contract/field-text';
import { formatCoordinate } from '../../../lib/format';
import { useMapConfig } from '../api/get-map-config';

/** A pin drawn with CSS: no marker image to fetch, so it shows with no internet at all. */
function pin(color: string) {
  return L.divIcon({
    className: '',
    html: `<div style="width:18px;height:18px;border-radius:50% 50% 50% 0;background:${color};border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 0 3px rgba(0,0,0,.5)"></div>`,
    iconSize: [18, 18],
    iconAnchor: [9, 18],
    popupAnchor: [0, -18],
  });
}

type MapMarker = { id: string | number; position: LatLng; color?: string; label?: ReactNode };

function ClickToSet({ onChange }: { onChange: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onChange({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

function FollowCenter({ center, zoom }: { center: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

/** Six decimals: about 10 cm, more than any phone or click gives. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export interface FieldMapProps {
  /** The one marker of a location map; draggable when `onChange` is given. */
  value?: LatLng | null;
  onChange?: (point: LatLng) => void;
  /** More markers (the live map). */
  markers?: MapMarker[];
  zoom?: number;
  height?: number;
  /** Opens the location in a maps service when the map is clicked (read-only maps). */
  openLink?: boolean;
  label?: string;
}

/**
 * The open tile map of docs/product/field-app.md#maps-and-place-search (tile address and attribution from the server's settings). Tiles that
 * cannot load leave a grey map: the marker and the coordinates under it still show, so typed coordinates always work.
 */
export function FieldMap({ value, onChange, markers = [], zoom, height = 280, openLink = false, label = 'Map' }: FieldMapProps) {
  const config = useMapConfig();
  const [tilesFailed, setTilesFailed] = useState(false);
  const center = value ?? markers[0]?.position ?? config.data?.default_position ?? FIELD_LIMITS.defaultPosition;
  const shownZoom = zoom ?? config.data?.default_zoom ?? FIELD_LIMITS.defaultZoom;
  const icon = useMemo(() => pin('#e8590c'), []);
  const tileEvents = useMemo(() => ({ tileerror: () => setTilesFailed(true) }), []);

  if (config.isLoading) {
    return (
      <Center h={height} bg="gray.1" style={{ borderRadius: 8 }}>
        <Stack align="center" gap={4}>
          <Loader size="sm" />
          <Text size="sm">{FIELD_TEXT.mapLoading}</Text>
        </Stack>
      </Center>
    );
  }
  if (config.isError || !config.data) {
    return (
      <Stack gap={4}>
        <Alert color="red" title={FIELD_TEXT.mapError} />
        {value && <Coordinates point={value} />}
      </Stack>
    );
  }
  const link = value ? `https://www.openstreetmap.org/?mlat=${value.lat}&mlon=${value.lng}#map=17/${value.lat}/${value.lng}` : undefined;

  return (
    <Stack gap={4}>
      <Box h={height} style={{ borderRadius: 8, overflow: 'hidden', position: 'relative', zIndex: 0 }} aria-label={label} role="region">
        <MapContainer center={[center.lat, center.lng]} zoom={shownZoom} style={{ height: '100%', width: '100%', background: '#e9ecef' }}>
          <TileLayer url={config.data.tile_url} attribution={config.data.tile_attribution} eventHandlers={tileEvents} />
          {value && <FollowCenter center={value} zoom={shownZoom} />}
          {onChange && <ClickToSet onChange={onChange} />}
          {value && (
            <Marker
              position={[value.lat, value.lng]}
              icon={icon}
              draggable={!!onChange}
              eventHandlers={{
                dragend: (event) => {
                  const at = (event.target as L.Marker).getLatLng();
                  onChange?.({ lat: round(at.lat), lng: round(at.lng) });
                },
                click: () => {
                  if (openLink && link) window.open(link, '_blank', 'noopener');
                },
              }}
            />
          )}
          {markers.map((marker) => (
            <Marker key={marker.id} position={[marker.position.lat, marker.position.lng]} icon={pin(marker.color ?? '#1c7ed6')}>
              {marker.label && <Popup>{marker.label}</Popup>}
            </Marker>
          ))}
        </MapContainer>
      </Box>
      {value && <Coordinates point={value} link={openLink ? link : undefined} />}
      {tilesFailed && (
        <Text size="xs" c="dimmed">
          The map tiles could not load; the position is still marked and its coordinates are above.
        </Text>
      )}
    </Stack>
  );
}

function Coordinates({ point, link }: { point: LatLng; link?: string }) {
  const text = `Lat: ${formatCoordinate(point.lat)}, Lng: ${formatCoordinate(point.lng)}`;
  return (
    <Text size="sm" data-testid="coordinates">
      {link ? (
        <a href={link} target="_blank" rel="noreferrer">
          {text}
        </a>
      ) : (
        text
      )}
    </Text>
  );
}
