// Where a map of several points looks: the middle of their bounds, zoomed so that all of them fit.
import type { Coords } from '@estate/shared-api/dto/common';

export interface MapView {
  center: readonly [number, number];
  zoom: number;
}

const MIN_ZOOM = 9;
const MAX_ZOOM = 15;

export function mapViewOf(points: readonly Coords[], fallback: Coords): MapView {
  if (points.length === 0) return { center: [fallback.lat, fallback.lng], zoom: 12 };
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const center = [(south + north) / 2, (west + east) / 2] as const;
  // a map ~600 px wide shows 360° at zoom 1.2; keep a margin around the points
  const span = Math.max(north - south, (east - west) * Math.cos((center[0] * Math.PI) / 180), 0.0001);
  const zoom = Math.floor(Math.log2(360 / span)) - 1;
  return { center, zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) };
}
