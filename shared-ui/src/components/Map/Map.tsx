// A Leaflet map with the site's pins. Leaflet (and its CSS) is loaded inside an effect, so the module is
// SSR-safe and Leaflet lands in its own chunk. Pins do not depend on tiles: they show when tiles fail to load.
import { useEffect, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import { cx } from '../../utils/cx';
import { pinHtml } from './pinHtml';
import type { LatLng, MapPin, MapTiles } from './mapTypes';
import styles from './Map.module.css';

export interface MapProps {
  /** accessible name of the map region */
  label: string;
  center: LatLng;
  zoom?: number;
  pins: readonly MapPin[];
  activePinId?: MapPin['id'] | null;
  onPinClick?: (pin: MapPin) => void;
  /** where tiles come from: the shell's configuration (ctx.integrations.mapTiles); url null shows none */
  tiles: MapTiles;
  /** CSS height, 40rem by default */
  height?: string;
  className?: string;
}

interface Loaded {
  L: typeof Leaflet;
  map: Leaflet.Map;
  pins: Leaflet.LayerGroup;
}

export function Map({
  label,
  center,
  zoom = 14,
  pins,
  activePinId = null,
  onPinClick,
  tiles,
  height = '40rem',
  className,
}: MapProps) {
  const { url: tileUrl, attribution } = tiles;
  const container = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onPinClickRef = useRef(onPinClick);
  const [lat, lng] = center;

  useEffect(() => {
    onPinClickRef.current = onPinClick;
  });

  // create the map once Leaflet has loaded; recreate it when the tile source changes
  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | null = null;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
      const element = container.current;
      if (cancelled || !element) return;
      const L = (module as { default?: typeof Leaflet }).default ?? module;
      const map = L.map(element, { zoomControl: false, attributionControl: false, scrollWheelZoom: false });
      L.control.zoom({ zoomInTitle: 'Приблизить', zoomOutTitle: 'Отдалить' }).addTo(map);
      if (tileUrl) {
        L.control.attribution({ prefix: false }).addTo(map);
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
          .on('tileerror', () => setTilesFailed(true))
          .addTo(map);
      }
      created = map;
      setLoaded({ L, map, pins: L.layerGroup().addTo(map) });
    });
    return () => {
      cancelled = true;
      created?.remove();
      setLoaded(null);
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    loaded?.map.setView([lat, lng], zoom);
  }, [loaded, lat, lng, zoom]);

  useEffect(() => {
    if (!loaded) return;
    const { L, pins: layer } = loaded;
    layer.clearLayers();
    for (const pin of pins) {
      const active = pin.id === activePinId;
      const icon = L.divIcon({
        className: styles.icon,
        html: pinHtml(pin, active),
        // the pin is a tap target (--tap-target, 44 px), centred on its place
        iconSize: [44, 44],
        iconAnchor: [22, 22],
      });
      L.marker([pin.position[0], pin.position[1]], {
        icon,
        keyboard: true,
        zIndexOffset: active ? 1000 : 0,
        riseOnHover: true,
      })
        .on('click', () => onPinClickRef.current?.(pin))
        .addTo(layer);
    }
  }, [loaded, pins, activePinId]);

  return (
    <div role="region" aria-label={label} className={cx(styles.root, className)} style={{ height }}>
      <div
        ref={container}
        className={cx(styles.map, (tilesFailed || !tileUrl) && styles.noTiles)}
        data-tiles-failed={tilesFailed || undefined}
      />
    </div>
  );
}
