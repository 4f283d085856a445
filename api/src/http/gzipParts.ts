import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * A gzip document assembled from parts compressed on their own, so a document of many parts is compressed again only
 * where it changed (the technique of pigz and gzjoin): each part is raw deflate ended with a sync flush (byte-aligned,
 * not final, its back-references within itself), the parts are laid one after the other, an empty final block ends
 * them, and the gzip header and trailer (the CRC-32 of the whole, combined from the parts', and its length) wrap them.
 */
export interface GzipPart {
  deflated: Buffer;
  crc: number;
  length: number;
}

const deflateRaw = promisify(zlib.deflateRaw);
const inflateRaw = promisify(zlib.inflateRaw);
/**
 * Level 3, the last of zlib's fast levels: the feeds' XML shrinks twentyfold, in a third of the default's time (level 4,
 * the first of the lazy ones, took twice as long to shrink it 9 % more).
 */
const LEVEL = 3;

/**
 * An output buffer of `bytes` (at least zlib's least): zlib's default of 16 KB made the event loop handle a callback,
 * a buffer and a copy for every 16 KB of a part, a third of its time while feeds were patched.
 */
const chunkSize = (bytes: number) => Math.max(zlib.constants.Z_MIN_CHUNK, bytes);

/** Compresses one part (in the thread pool: the event loop goes on serving). */
export async function gzipPart(text: string | Buffer): Promise<GzipPart> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  // XML shrinks many times over: an eighth of the input holds the output in one buffer, or in a few
  const deflated = await deflateRaw(bytes, { level: LEVEL, finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: chunkSize(bytes.length >> 3) });
  return { deflated, crc: zlib.crc32(bytes), length: bytes.length };
}

/** A part's bytes again (in the thread pool), to change some of them and compress it anew. */
export function partBytes(part: GzipPart): Promise<Buffer> {
  return inflateRaw(part.deflated, { finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: chunkSize(part.length) });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The bytes of the document, in order: header, each part as it comes, end and trailer. */
export async function* gzipDocument(parts: AsyncIterable<GzipPart>): AsyncGenerator<Buffer> {
  yield GZIP_HEADER;
  let crc = 0;
  let length = 0;
  for await (const part of parts) {
    yield part.deflated;
    crc = crc32Combine(crc, part.crc, part.length);
    length += part.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  yield Buffer.concat([FINAL_BLOCK, trailer]);
}

// CRC-32 of two pieces joined, from theirs and the second's length (zlib's crc32_combine: the first CRC carried
// through the second's length of zero bytes, by squaring the one-zero-bit operator over GF(2)).
function times(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let i = 0; vector !== 0; i += 1, vector >>>= 1) if (vector & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function square(out: Uint32Array, matrix: Uint32Array): void {
  for (let n = 0; n < 32; n += 1) out[n] = times(matrix, matrix[n]!);
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  if (length2 <= 0) return crc1 >>> 0;
  const even = new Uint32Array(32);
  const odd = new Uint32Array(32);
  odd[0] = 0xedb88320; // the CRC-32 polynomial: one zero bit
  for (let n = 1, row = 1; n < 32; n += 1, row <<= 1) odd[n] = row;
  square(even, odd); // two zero bits
  square(odd, even); // four
  let crc = crc1 >>> 0;
  let left = length2;
  do {
    square(even, odd);
    if (left & 1) crc = times(even, crc);
    left = Math.floor(left / 2);
    if (left === 0) break;
    square(odd, even);
    if (left & 1) crc = times(odd, crc);
    left = Math.floor(left / 2);
  } while (left !== 0);
  return (crc ^ crc2) >>> 0;
}
