// Image resizing: GET /img/<stored path>?size=&quality=&format=&blur=&fit=&gravity= (same origin through the shell).
// Stored paths come from the DTOs as `/img/<path>`. Errors: 400 {field: [..]} for bad parameters, 404 {detail}.

/** Allowed widths; omit `size` (or `size=original`) for the original width. Anything else is a 400. */
export type ImageSize = 320 | 400 | 640 | 768 | 1024 | 1280 | 1536;
export type ImageFormat = 'webp' | 'avif' | 'png' | 'jpeg';
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
export type ImageGravity = 'center' | 'north' | 'northeast' | 'east' | 'southeast' | 'south' | 'southwest' | 'west' | 'northwest' | 'entropy' | 'attention';

export interface ImageQuery {
  size?: ImageSize | 'original';
  /** 1..100, default 80 (previews use 30). */
  quality?: number;
  /** Default: the stored format (jpeg for photos, png for plans). */
  format?: ImageFormat;
  /** Gaussian blur sigma 1..100 (previews use 60). */
  blur?: number;
  fit?: ImageFit;
  gravity?: ImageGravity;
}
