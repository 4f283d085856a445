import { Type } from 'typebox';
import { Decimal, Int, Query } from '../../http/schema/params';
import { StringEnum } from '../../http/schema/types';

export const IMAGE_SIZES = [320, 400, 640, 768, 1024, 1280, 1536] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
type ImageFit = (typeof FITS)[number];
const GRAVITIES = ['center', 'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'entropy', 'attention'] as const;
type ImageGravity = (typeof GRAVITIES)[number];
export const DEFAULT_QUALITY = 80;
/** Quality snaps to tens and blur to these steps, so one image has a small, bounded set of variants. */
export const QUALITY_STEP = 10;
export const BLUR_STEPS = [10, 20, 40, 60, 80, 100] as const;

function snapQuality(quality: number): number {
  return Math.max(QUALITY_STEP, Math.round(quality / QUALITY_STEP) * QUALITY_STEP);
}

/** Below 5 no blur at all; otherwise the nearest step. */
function snapBlur(blur: number): number | null {
  if (blur < 5) return null;
  return BLUR_STEPS.reduce((best, step) => (Math.abs(step - blur) < Math.abs(best - blur) ? step : best));
}

export interface ImageParams {
  size: ImageSize | null;
  quality: number;
  format: ImageFormat | null;
  blur: number | null;
  fit: ImageFit;
  gravity: ImageGravity;
}

const SIZES = [...IMAGE_SIZES.map(String), 'original'];

/** The resizing parameters; sizes outside the breakpoints are refused. */
export const ImageQuery = Query({
  size: Type.String({
    enum: SIZES,
    description: 'A width of the breakpoints, or `original` (the default).',
    'x-messages': { enum: `Недопустимый размер \${0}. Допустимые: ${IMAGE_SIZES.join(', ')} или original.` },
  }),
  quality: Int({ minimum: 1, maximum: 100, description: `Quality, ${DEFAULT_QUALITY} by default (snapped to tens).` }),
  format: StringEnum([...IMAGE_FORMATS, 'jpg'], { description: 'The stored format by default (jpeg for photos, png for plans).' }),
  blur: Decimal({ minimum: 0, maximum: 100, description: 'Gaussian blur sigma (below 5 none; snapped to steps).' }),
  fit: StringEnum(FITS),
  gravity: StringEnum([...GRAVITIES, 'centre']),
});

/** The parameters of a validated query, quality and blur snapped to their steps (no CPU burnt on near-identical variants). */
export function imageParams(query: { size?: string; quality?: number; format?: string; blur?: number; fit?: ImageFit; gravity?: string }): ImageParams {
  const size = query.size === undefined || query.size === 'original' ? null : (Number(query.size) as ImageSize);
  const format = query.format === undefined ? null : query.format === 'jpg' ? 'jpeg' : (query.format as ImageFormat);
  const gravity = query.gravity === undefined || query.gravity === 'centre' ? 'center' : (query.gravity as ImageGravity);
  return {
    size,
    quality: snapQuality(query.quality ?? DEFAULT_QUALITY),
    format,
    blur: query.blur === undefined ? null : snapBlur(query.blur),
    fit: query.fit ?? 'cover',
    gravity,
  };
}
