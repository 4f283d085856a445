// Streams the React document: as soon as the shell is ready for visitors, once everything is ready for crawlers
// (a search engine or link preview reads one complete document). A region that throws on the server is left to
// the browser (React keeps its loading state and marks it); a render that runs past its time-out is cut the same way.
// The bench's floor is rendered like a crawler's document and sent without its scripts.
import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { CLIENT_RENDER_DIGEST } from '../../src/app/recoverableError';
import { withoutScripts } from './documentFloor';

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
  /** the bench's floor: the complete document without its scripts (render/documentFloor.ts) */
  floor: boolean;
  /** cut the render (remaining regions render in the browser) after this long */
  timeoutMs: number;
  log: (line: object) => void;
}

export function streamDocument(res: ServerResponse, element: ReactNode, options: StreamOptions): void {
  const { status, headers, bootstrapScripts, nonce, crawler, floor, timeoutMs, log } = options;
  const whole = crawler || floor;
  const send = () => {
    res.writeHead(status, headers);
    if (!floor) {
      stream.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    const html = new PassThrough();
    html.on('data', (chunk: Buffer) => chunks.push(chunk));
    html.on('end', () => res.end(withoutScripts(Buffer.concat(chunks).toString('utf8'))));
    stream.pipe(html);
  };
  const stream = renderToPipeableStream(element, {
    bootstrapScripts: floor ? [] : bootstrapScripts,
    nonce,
    // a region that is ready goes out in place, never as a hidden part swapped in by a script: the document reads
    // without JavaScript, whatever the size of the page
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      if (!whole) send();
    },
    onAllReady() {
      if (whole) send();
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
