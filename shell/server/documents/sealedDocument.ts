// A document rendered for the cache, made ready to be served many times as constant bytes. It is
// rendered with a stand-in nonce; the stand-in is taken out and the Content-Security-Policy allows the document's
// inline scripts by their hashes ('sha256-…'; today it has none: React's bootstrap is a file of the site, the state
// and structured data are not run). Every response of a cached entry is then the same headers and the same body,
// compressed once per encoding when it is kept instead of once per response.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedDocument, Encoding } from './documentCache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const executableType = /\stype="(?:module|(?:text|application)\/javascript)"/i;

/** The CSP sources of the inline scripts a browser runs in `html` (no src; no type, or a JavaScript one). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(scriptElements)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(attributes) && (!/\stype=/i.test(attributes) || executableType.test(attributes)))
    .map(([, , body = '']) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(hashes)];
}

export interface RecordedDocument {
  status: number;
  headers: Record<string, string>;
  html: string;
}

/**
 * Seals a document rendered with `placeholder` as its nonce: the nonce attributes go, `securityHeaders` gets the
 * inline scripts' hashes, and the body is encoded once in every encoding (brotli and gzip off the event loop).
 */
export async function sealDocument(
  recorded: RecordedDocument,
  placeholder: string,
  securityHeaders: (scriptHashes: string[]) => Record<string, string>,
): Promise<CachedDocument> {
  const html = recorded.html.replaceAll(` nonce="${placeholder}"`, '');
  const identity = Buffer.from(html);
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return {
    status: recorded.status,
    headers: { ...recorded.headers, ...securityHeaders(inlineScriptHashes(html)), Vary: 'Accept-Encoding' },
    body: { identity, gzip: gzipped, br: brotlied },
  };
}

/** The best encoding of `Accept-Encoding` a document has: brotli, then gzip, else none (`;q=0` refuses one). */
export function encodingFor(acceptEncoding: string | undefined, document: CachedDocument): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([, quality]) => !quality || !/^q=0(?:\.0*)?$/.test(quality))
      .map(([coding]) => coding),
  );
  if (document.body.br && (accepted.has('br') || accepted.has('*'))) return 'br';
  if (document.body.gzip && (accepted.has('gzip') || accepted.has('*'))) return 'gzip';
  return 'identity';
}
