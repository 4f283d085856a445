import crypto from 'node:crypto';
import sharp from 'sharp';
import type { ImageSource } from './imageCatalog';

export interface StoredImage {
  path: string;
  mime: string;
  width: number;
  height: number;
  hash: string;
  data: Buffer;
}

async function render(source: ImageSource): Promise<StoredImage> {
  const pipeline = sharp(Buffer.from(source.svg()));
  const { data, info } =
    source.format === 'jpeg'
      ? await pipeline.jpeg({ quality: 84, mozjpeg: false }).toBuffer({ resolveWithObject: true })
      : await pipeline.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer({ resolveWithObject: true });
  return {
    path: source.path,
    mime: source.format === 'jpeg' ? 'image/jpeg' : 'image/png',
    width: info.width,
    height: info.height,
    hash: crypto.createHash('sha1').update(data).digest('hex').slice(0, 16),
    data,
  };
}

/** Renders the SVG sources to JPEG/PNG with sharp, a few at a time. */
export async function renderImages(sources: readonly ImageSource[], parallel = 4): Promise<StoredImage[]> {
  const results: StoredImage[] = new Array(sources.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < sources.length) {
      const index = next;
      next += 1;
      results[index] = await render(sources[index]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}
