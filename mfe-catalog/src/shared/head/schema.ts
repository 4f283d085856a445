// Building blocks of the catalog's schema.org data: absolute URLs on the city's host and pictures as ImageObject
// (product §3 structured data), through the image proxy at the width link previews use.
import { absoluteUrl } from '@estate/shared-api';
import { imageUrl } from '@estate/shared-ui/components/Image/imageUrl';

/** The width of a page's picture in its head and structured data. */
export const HEAD_IMAGE_WIDTH = 1280;

/** The proxy URL of a picture for the head (PageHead makes it absolute on the site's origin). */
export function headImage(path: string | null | undefined): string | null {
  return path ? imageUrl(path, { size: HEAD_IMAGE_WIDTH }) : null;
}

export function imageObject(origin: string, path: string): Record<string, unknown> {
  return { '@type': 'ImageObject', url: absoluteUrl(origin, headImage(path) ?? ''), width: HEAD_IMAGE_WIDTH };
}

/** 'Москва, Варшавское шоссе, 118' in Москва → street 'Варшавское шоссе, 118', locality 'Москва'. */
export function postalAddress(address: string, city: string): Record<string, unknown> {
  const prefix = `${city}, `;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.startsWith(prefix) ? address.slice(prefix.length) : address,
    addressLocality: city,
    addressCountry: 'RU',
  };
}
