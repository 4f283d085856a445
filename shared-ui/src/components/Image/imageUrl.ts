// URLs of the image-resizing endpoint: /img/<path>?size=&quality=&format=&blur=&fit=&gravity= (product §7, §9).
// The API accepts only the sizes of shared-api's ImageSize (the breakpoints and the 400 px preview).
import type { ImageFit, ImageFormat, ImageGravity, ImageSize } from '@estate/shared-api/dto/images';

export type { ImageFit, ImageFormat, ImageGravity, ImageSize };

export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const satisfies Record<string, ImageSize>;
export const IMAGE_WIDTHS: readonly ImageSize[] = Object.values(IMAGE_BREAKPOINTS);
export const IMAGE_DEFAULT_QUALITY = 80;
export const IMAGE_PREVIEW = { quality: 30, blur: 60, width: 400 } as const;

export interface ImageParams {
  /** width in px, one the API allows */
  size?: ImageSize;
  quality?: number;
  format?: ImageFormat;
  blur?: number;
  fit?: ImageFit;
  /** where to crop from */
  gravity?: ImageGravity;
}

/** The image's path inside the media store: '/media/a b.jpg' and 'img/media/a b.jpg' → 'media/a%20b.jpg'. */
function cleanPath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .replace(/^img\//, '')
    .split('/')
    .map((segment) => encodeURIComponent(decodeSafe(segment)))
    .join('/');
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** product §8: called with no path it only logs a warning (and returns ''). */
export function imageUrl(path: string | null | undefined, params: ImageParams = {}): string {
  if (!path) {
    console.warn('imageUrl: no image path given');
    return '';
  }
  const query = new URLSearchParams();
  const { size, quality = IMAGE_DEFAULT_QUALITY, format, blur, fit, gravity } = params;
  if (size !== undefined) query.set('size', String(size));
  query.set('quality', String(quality));
  if (format) query.set('format', format);
  if (blur !== undefined) query.set('blur', String(blur));
  if (fit) query.set('fit', fit);
  if (gravity) query.set('gravity', gravity);
  return `/img/${cleanPath(path)}?${query.toString()}`;
}

/** webp where the device supports it, png otherwise (product §4 device flags). */
export const formatFor = (webp: boolean): ImageFormat => (webp ? 'webp' : 'png');

/** One srcset entry per width. */
export function imageSrcSet(path: string, params: Omit<ImageParams, 'size'>, widths: readonly ImageSize[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${imageUrl(path, { ...params, size: width })} ${width}w`).join(', ');
}

/** The small blurred image shown while the real one loads. */
export function previewUrl(path: string, params: Pick<ImageParams, 'format' | 'fit' | 'gravity'>): string {
  return imageUrl(path, { ...params, size: IMAGE_PREVIEW.width, quality: IMAGE_PREVIEW.quality, blur: IMAGE_PREVIEW.blur });
}
