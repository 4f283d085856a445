import { once } from 'node:events';
import { pipeline, Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { DataScope, DataVersion } from '../db/dataVersion';

/** Where a document's builder writes its text; `drained` resolves once the compressor wants more. */
export interface DocumentSink {
  write(chunk: string): void;
  drained(): Promise<void>;
}

interface Entry {
  /** The data versions the document was built from. */
  stamp: string;
  etag: string;
  /** gzip output so far; complete once `done`. */
  chunks: Buffer[];
  bytes: number;
  done: boolean;
  failed: boolean;
  wake: Set<() => void>;
}

export interface DocumentCacheOptions {
  dataVersion: DataVersion;
  /** The data scopes the documents are built from: a newer version of any of them rebuilds them. */
  scopes: readonly DataScope[];
  contentType: string;
  /** Documents kept (least recently used go first): each is one document per host, a few hundred KB gzip. */
  maxEntries?: number;
  log: FastifyBaseLogger;
}

/** Whether the client takes gzip (`Accept-Encoding` lists gzip or `*` with a non-zero q). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q) > 0);
  });
}

/**
 * Large documents generated from the data (feeds, sitemaps), streamed while they are built and kept gzip-compressed
 * per key until the data versions they were built from change. The builder writes to a gzip stream whose output is
 * both the cache entry and what every client reading it receives as it grows, so a burst of requests builds a
 * document once, the first byte leaves as soon as the first compressed chunk exists, and the uncompressed text is
 * never held in memory. A document whose build failed is not kept (its readers' responses are cut off).
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly options: DocumentCacheOptions) {}

  private stamp(): string {
    return this.options.scopes.map((scope) => this.options.dataVersion.current(scope)).join('.');
  }

  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: (sink: DocumentSink) => Promise<void>,
  ): Promise<FastifyReply> {
    const stamp = this.stamp();
    let entry = this.entries.get(key);
    if (entry && entry.stamp === stamp && !entry.failed) {
      this.entries.delete(key); // most recently used goes last
      this.entries.set(key, entry);
    } else {
      entry = this.start(key, stamp, build);
    }
    reply
      .header('Content-Type', this.options.contentType)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', entry.etag);
    if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
    const gzipped = Readable.from(replay(entry), { objectMode: false });
    if (acceptsGzip(request.headers['accept-encoding']))
      return reply.header('Content-Encoding', 'gzip').send(gzipped);
    return reply.send(pipeline(gzipped, createGunzip(), () => undefined)); // a failed build cuts this response off too
  }

  private start(key: string, stamp: string, build: (sink: DocumentSink) => Promise<void>): Entry {
    const entry: Entry = {
      stamp,
      etag: `W/"${stamp}-${Date.now().toString(36)}"`,
      chunks: [],
      bytes: 0,
      done: false,
      failed: false,
      wake: new Set(),
    };
    const wake = () => {
      for (const resolve of entry.wake) resolve();
      entry.wake.clear();
    };
    this.entries.delete(key); // a stale one goes; the new one is the most recently used
    this.entries.set(key, entry);
    while (this.entries.size > (this.options.maxEntries ?? 32))
      this.entries.delete(this.entries.keys().next().value as string);

    const gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => {
      entry.chunks.push(chunk);
      entry.bytes += chunk.length;
      wake();
    });
    const started = performance.now();
    const sink: DocumentSink = {
      write: (chunk) => void gzip.write(chunk),
      drained: async () => {
        if (gzip.writableNeedDrain) await once(gzip, 'drain');
      },
    };
    void (async () => {
      try {
        await build(sink);
        gzip.end();
        await once(gzip, 'end');
        entry.done = true;
        this.options.log.info(
          { document: key, stamp, gzip_bytes: entry.bytes, ms: Math.round(performance.now() - started) },
          'document built',
        );
      } catch (error) {
        entry.failed = true;
        gzip.destroy();
        if (this.entries.get(key) === entry) this.entries.delete(key);
        this.options.log.error({ err: error, document: key }, 'document build failed');
      }
      wake();
    })();
    return entry;
  }
}

/** The entry's compressed bytes as they come: what is there, then each new chunk, until it is done or failed. */
async function* replay(entry: Entry): AsyncGenerator<Buffer> {
  let next = 0;
  for (;;) {
    while (next < entry.chunks.length) yield entry.chunks[next++] as Buffer;
    if (entry.failed) throw new Error('document build failed');
    if (entry.done) return;
    await new Promise<void>((resolve) => entry.wake.add(resolve));
  }
}
