/** @jest-environment node */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { encodingFor, inlineScriptHashes, sealDocument } from './sealedDocument';

const PLACEHOLDER = 'stand-in==';
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const html = [
  '<!DOCTYPE html><html><head>',
  `<link rel="preload" as="script" nonce="${PLACEHOLDER}" href="/assets/main.js"/>`,
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '</head><body><div id="root">Квартира</div>',
  '<script id="__INITIAL_STATE__" type="application/json">{"city":"moskva"}</script>',
  `<script nonce="${PLACEHOLDER}">$RC("B:0","S:0")</script>`,
  `<script type="module" nonce="${PLACEHOLDER}">import "/a.js"</script>`,
  `<script src="/assets/main.js" nonce="${PLACEHOLDER}" async=""></script>`,
  '</body></html>',
].join('');

it('allows by hash exactly the inline scripts a browser runs (not data, not files)', () => {
  expect(inlineScriptHashes(html)).toEqual([sha('$RC("B:0","S:0")'), sha('import "/a.js"')]);
  expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
});

it('seals a document: no nonce left, the hashes in its policy, one body per encoding', async () => {
  const sealed = await sealDocument({ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, html }, PLACEHOLDER, (hashes) => ({
    'Content-Security-Policy': `script-src 'self' ${hashes.join(' ')}`,
  }));
  const markup = sealed.body.identity.toString();
  expect(markup).not.toContain('nonce');
  expect(markup).toBe(html.replaceAll(` nonce="${PLACEHOLDER}"`, ''));
  expect(sealed.headers).toEqual({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `script-src 'self' ${sha('$RC("B:0","S:0")')} ${sha('import "/a.js"')}`,
    Vary: 'Accept-Encoding',
  });
  expect(zlib.gunzipSync(sealed.body.gzip ?? Buffer.alloc(0)).toString()).toBe(markup);
  expect(zlib.brotliDecompressSync(sealed.body.br ?? Buffer.alloc(0)).toString()).toBe(markup);
});

it('answers in the best encoding the client accepts', async () => {
  const sealed = await sealDocument({ status: 200, headers: {}, html }, PLACEHOLDER, () => ({}));
  expect(encodingFor('gzip, deflate, br, zstd', sealed)).toBe('br');
  expect(encodingFor('gzip', sealed)).toBe('gzip');
  expect(encodingFor('br;q=0, gzip;q=0.5', sealed)).toBe('gzip');
  expect(encodingFor('*', sealed)).toBe('br');
  expect(encodingFor('deflate', sealed)).toBe('identity');
  expect(encodingFor(undefined, sealed)).toBe('identity');
  expect(encodingFor('br', { ...sealed, body: { identity: sealed.body.identity } })).toBe('identity');
});
