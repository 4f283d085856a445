import type { ImageFit, ImageFormat, ImageGravity, ImageSize } from '@estate/shared-api/dto/images';
import { QueryReader } from '../../http/queryReader';
import { messages } from '../../http/errors';

export const IMAGE_SIZES: readonly ImageSize[] = [320, 400, 640, 768, 1024, 1280, 1536];
export const IMAGE_FORMATS: readonly ImageFormat[] = ['webp', 'avif', 'png', 'jpeg'];
const FITS: readonly ImageFit[] = ['cover', 'contain', 'fill', 'inside', 'outside'];
const GRAVITIES: readonly ImageGravity[] = ['center', 'north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest', 'entropy', 'attention'];
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

/**
 * Parses and validates the resizing parameters: sizes outside the breakpoints are refused, quality and blur snap to
 * their steps (no CPU burnt on near-identical variants).
 */
export function readImageParams(rawQuery: unknown): ImageParams {
  const query = QueryReader.of(rawQuery);
  const rawSize = query.one('size');
  let size: ImageSize | null = null;
  if (rawSize !== undefined && rawSize !== 'original') {
    if ((IMAGE_SIZES as readonly number[]).includes(Number(rawSize)) && /^\d+$/.test(rawSize)) size = Number(rawSize) as ImageSize;
    else query.fail('size', `Недопустимый размер ${rawSize}. Допустимые: ${IMAGE_SIZES.join(', ')} или original.`);
  }
  const quality = query.int('quality', { min: 1, max: 100 }) ?? DEFAULT_QUALITY;
  const rawFormat = query.one('format');
  const format = rawFormat === 'jpg' ? 'jpeg' : rawFormat === undefined ? null : (query.choice('format', IMAGE_FORMATS) ?? null);
  const blur = query.number('blur', { min: 0, max: 100 }) ?? null;
  const fit = query.choice('fit', FITS) ?? 'cover';
  const rawGravity = query.one('gravity');
  const gravity = rawGravity === 'centre' ? 'center' : (query.choice('gravity', GRAVITIES) ?? 'center');
  if (rawFormat !== undefined && format === null && !query.errors.format) query.fail('format', messages.choice(rawFormat));
  query.check();
  return { size, quality: snapQuality(quality), format, blur: blur === null ? null : snapBlur(blur), fit, gravity };
}
