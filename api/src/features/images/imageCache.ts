import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Queryable } from '../../db/db';
import { ApiError, messages } from '../../http/errors';
import type { ImageFormat, ImageParams } from './imageParams';

export interface CachedImage {
  key: string;
  file: string;
  mime: string;
  size: number;
}

export interface ImageCacheOptions {
  dir: string;
  /** The disk cache's bound; the least recently used files go first. */
  maxBytes: number;
  /** Encodes running at once; each uses one libvips thread, so the rest of the machine keeps serving. */
  concurrency: number;
  /** Encodes allowed to wait; past that a request gets 503 (an image flood must not pile up memory). */
  queue: number;
  /** Told the encodes running and waiting whenever they change (the metrics). */
  onLoad?: (load: { running: number; waiting: number }) => void;
}

const MIME: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif', png: 'image/png', jpeg: 'image/jpeg' };

sharp.concurrency(1);

function formatOf(mime: string): ImageFormat {
  return mime === 'image/png' ? 'png' : mime === 'image/webp' ? 'webp' : mime === 'image/avif' ? 'avif' : 'jpeg';
}

async function render(data: Buffer, params: ImageParams, format: ImageFormat): Promise<Buffer> {
  let pipeline = sharp(data);
  if (params.size !== null) pipeline = pipeline.resize({ width: params.size, fit: params.fit, position: params.gravity, withoutEnlargement: true });
  if (params.blur !== null) pipeline = pipeline.blur(params.blur);
  switch (format) {
    case 'webp':
      return pipeline.webp({ quality: params.quality }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: params.quality, effort: 2 }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
    default:
      return pipeline.jpeg({ quality: params.quality, mozjpeg: true }).toBuffer();
  }
}

/** The files already in the cache directory, oldest first (their modification time is their last use). */
function existingFiles(dir: string): { file: string; size: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const stat = fs.statSync(file);
      return { file, size: stat.size, used: stat.mtimeMs };
    })
    .sort((a, b) => a.used - b.used);
}

/**
 * Results live in `dir/<2 chars>/<key>.<ext>`, keyed by the stored image's content hash and the parameters, so a
 * re-seed never serves stale pictures. Identical requests in flight share one encode; the directory stays within
 * `maxBytes` (least recently used out first, files found at start-up included).
 */
export function createImageCache(db: Queryable, options: ImageCacheOptions) {
  const { dir } = options;
  const onDisk = new LRUCache<string, number>({
    maxSize: Math.max(1, options.maxBytes),
    sizeCalculation: (size) => Math.max(1, size),
    dispose: (_size, file, reason) => {
      if (reason === 'evict') fs.promises.unlink(file).catch(() => undefined);
    },
  });
  for (const { file, size } of existingFiles(dir)) onDisk.set(file, size);

  const inFlight = new Map<string, Promise<CachedImage | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const report = () => options.onLoad?.({ running, waiting: waiting.length });
  const slot = async (): Promise<() => void> => {
    if (running >= options.concurrency) {
      if (waiting.length >= options.queue) throw new ApiError(503, { detail: messages.unavailable });
      const turn = new Promise<void>((resolve) => waiting.push(resolve));
      report();
      await turn;
    }
    running += 1;
    report();
    return () => {
      running -= 1;
      waiting.shift()?.();
      report();
    };
  };

  const produce = async (stored: string, params: ImageParams, hash: string, storedMime: string, key: string): Promise<CachedImage | null> => {
    const format = params.format ?? formatOf(storedMime);
    const file = path.join(dir, key.slice(0, 2), `${key}.${format}`);
    try {
      const stat = await fs.promises.stat(file);
      onDisk.set(file, stat.size);
      const now = new Date();
      await fs.promises.utimes(file, now, now).catch(() => undefined);
      return { key, file, mime: MIME[format], size: stat.size };
    } catch {
      // not cached yet
    }
    const { rows } = await db.query<{ data: Buffer | Uint8Array }>('select data from images where path = $1 and hash = $2', [stored, hash]);
    const row = rows[0];
    if (!row) return null;
    const release = await slot();
    let output: Buffer;
    try {
      output = await render(Buffer.from(row.data), params, format);
    } finally {
      release();
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, output);
    await fs.promises.rename(temporary, file);
    onDisk.set(file, output.length);
    return { key, file, mime: MIME[format], size: output.length };
  };

  return {
    async get(stored: string, params: ImageParams): Promise<CachedImage | null> {
      const { rows } = await db.query<{ hash: string; mime: string }>('select hash, mime from images where path = $1', [stored]);
      const image = rows[0];
      if (!image) return null;
      const key = crypto.createHash('sha1').update(`${image.hash}|${JSON.stringify(params)}`).digest('hex');
      const pending = inFlight.get(key);
      if (pending) return pending;
      const work = produce(stored, params, image.hash, image.mime, key).finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
  };
}
