import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../http/errors';

const FETCH_TIMEOUT_MS = 120_000;
/** A whole catalogue feed is tens of megabytes (100,000 lots ≈ 35 MB). */
export const IMPORT_BODY_LIMIT = 256 * 1024 * 1024;

export type ImportFormat = 'json' | 'csv';

/** A feed or price list on disk (an import reads it twice: to check it, then to apply it) and its format. */
export interface CatalogueSource {
  file: string;
  format: ImportFormat;
  /** Removes the copy made of a download or an upload (a file given by path stays). */
  dispose(): Promise<void>;
}

/** The format by the content type or name, else by the first character of the file. */
async function formatOf(file: string, hint: string): Promise<ImportFormat> {
  if (/json/i.test(hint)) return 'json';
  if (/csv/i.test(hint)) return 'csv';
  const handle = await fs.promises.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').replace(/^\uFEFF/, '').trimStart().startsWith('{') ? 'json' : 'csv';
  } finally {
    await handle.close();
  }
}

/** Passes at most `limit` bytes on; past it, a 413 in the API's shape. */
function bounded(limit: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > limit ? new ApiError(413, { detail: `The file is larger than ${Math.round(limit / 2 ** 20)} MB.` }) : null, chunk);
    },
  });
}

/** Copies a stream (an upload, a download) to a temporary file, at most `limit` bytes. */
export async function spoolCatalogue(stream: Readable, hint: string, limit: number): Promise<CatalogueSource> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'catalogue-'));
  const file = path.join(dir, 'source');
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    await pipeline(stream, bounded(limit), fs.createWriteStream(file));
    return { file, format: await formatOf(file, hint), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** A feed or price list from a file or an http(s) URL (downloaded to a temporary file). */
export async function openCatalogueSource(source: string, limit: number): Promise<CatalogueSource> {
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok || !response.body) throw new Error(`${source} answered ${response.status}`);
    return spoolCatalogue(Readable.fromWeb(response.body), `${response.headers.get('content-type') ?? ''} ${new URL(source).pathname}`, limit);
  }
  return { file: source, format: await formatOf(source, path.extname(source)), dispose: async () => undefined };
}
