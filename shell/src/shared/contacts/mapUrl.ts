import type { Coords } from '@estate/shared-api/dto/common';

/** The office on Yandex Maps (a pin at its coordinates), for the "on map" link. */
export function mapUrl(coords: Coords): string {
  const point = `${coords.lng},${coords.lat}`;
  return `https://yandex.ru/maps/?pt=${point}&z=16&l=map`;
}
