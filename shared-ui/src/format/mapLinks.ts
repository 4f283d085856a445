// Links to a point on Yandex Maps: a pin to look at, or a route to it.
import type { Coords } from '@estate/shared-api/dto/common';

/** The point on the map (a pin at its coordinates), for an "on map" link. */
export function mapUrl(coords: Coords): string {
  return `https://yandex.ru/maps/?pt=${coords.lng},${coords.lat}&z=16&l=map`;
}

/** A route from wherever the visitor is to the point (Yandex Maps picks the start from the device). */
export function routeUrl(coords: Coords): string {
  return `https://yandex.ru/maps/?rtext=~${coords.lat},${coords.lng}&rtt=auto`;
}
