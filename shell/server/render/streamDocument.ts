// Streams the React document: as soon as the shell is ready for visitors, once everything is ready for crawlers
// (a search engine or link preview reads one complete document). A region that throws on the server is left to
// the browser (React keeps its loading state and marks it); a render that runs past its time-out is cut the same way.
import type { ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { CLIENT_RENDER_DIGEST } from '../../src/app/recoverableError';

const crawlers =
  /bot|crawl|spider|slurp|yandex|googlebot|bingbot|facebookexternalhit|vkshare|telegrambot|whatsapp|twitterbot|linkedinbot|preview/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return crawlers.test(userAgent ?? '');
}

/** Thrown while rendering on the server by a part that renders in the browser only. */
export class BrowserOnly extends Error {
  constructor(what: string) {
    super(`${what} renders in the browser`);
  }
}

export interface StreamOptions {
  status: number;
  headers: Record<string, string>;
  bootstrapScripts: string[];
  /** the Content-Security-Policy nonce of this response, for React's inline scripts */
  nonce: string;
  crawler: boolean;
  /** cut the render (remaining regions render in the browser) after this long */
  timeoutMs: number;
  log: (line: object) => void;
}

/** Where a document goes: the visitor's response, or a recording for the document cache. */
type DocumentTarget = Pick<ServerResponse, 'headersSent'> &
  NodeJS.WritableStream & { writeHead(status: number, headers: Record<string, string>): unknown };

export function streamDocument(res: DocumentTarget, element: ReactNode, options: StreamOptions): void {
  const { status, headers, bootstrapScripts, nonce, crawler, timeoutMs, log } = options;
  const send = () => {
    res.writeHead(status, headers);
    stream.pipe(res);
  };
  const stream = renderToPipeableStream(element, {
    bootstrapScripts,
    nonce,
    // a region that is ready goes out in place, never as a hidden part swapped in by a script: the document reads
    // without JavaScript, whatever the size of the page
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      if (!crawler) send();
    },
    onAllReady() {
      if (crawler) send();
    },
    onShellError(error) {
      log({ level: 'error', msg: 'document render failed', error: String(error) });
      if (res.headersSent) return;
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Internal Server Error');
    },
    onError(error) {
      if (!(error instanceof BrowserOnly)) {
        log({ level: 'warn', msg: 'region left to the browser: it failed on the server', error: String(error) });
      }
      return CLIENT_RENDER_DIGEST;
    },
  });
  const cut = setTimeout(() => stream.abort(new BrowserOnly('what was not ready in time')), timeoutMs);
  cut.unref();
  res.on('close', () => clearTimeout(cut));
}

/** A response that keeps what is written to it. */
class Recording extends Writable {
  status = 0;
  headers: Record<string, string> = {};
  headersSent = false;
  readonly chunks: Buffer[] = [];

  writeHead(status: number, headers: Record<string, string>): this {
    this.status = status;
    this.headers = headers;
    this.headersSent = true;
    return this;
  }

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

/** Renders the whole document into memory (for the document cache): status, headers and HTML. */
export function recordDocument(
  element: ReactNode,
  options: StreamOptions,
): Promise<{ status: number; headers: Record<string, string>; html: string }> {
  const recording = new Recording();
  return new Promise((resolve, reject) => {
    recording.on('finish', () =>
      resolve({ status: recording.status, headers: recording.headers, html: Buffer.concat(recording.chunks).toString('utf8') }),
    );
    recording.on('error', reject);
    streamDocument(recording, element, options);
  });
}
